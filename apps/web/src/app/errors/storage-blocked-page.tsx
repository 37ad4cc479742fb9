import { EMERGENCY_SERVICE, NATIONAL_SERVICES } from '../../config/national-services';

const SERVICES = [EMERGENCY_SERVICE, ...NATIONAL_SERVICES];

/**
 * The error page of docs/product.md §8 for a browser that blocks site storage: Clearpath cannot
 * keep a session or answers, so it says why and how to fix it, and gives the support numbers at
 * once. Plain HTML with its own styles: nothing here needs the theme, the router or the API.
 */
export function StorageBlockedPage() {
  return (
    <main
      id="main-content"
      style={{
        maxWidth: '38rem',
        margin: '0 auto',
        padding: '2.5rem 1.25rem',
        lineHeight: 1.6,
        fontFamily: 'Roboto, system-ui, sans-serif',
      }}
    >
      <h1 style={{ fontSize: '1.6rem', fontWeight: 500, marginTop: 0 }}>
        Oh no! There&apos;s been an error.
      </h1>
      <p>
        This browser is set to block websites from saving data, so Clearpath can&apos;t keep you
        logged in or save your answers. To use Clearpath, allow this site to save data (in your
        browser&apos;s settings, under cookies and site data), or open it in another browser. Then
        try again.
      </p>
      <p>
        <a href="/">Try again</a>
      </p>
      <h2 style={{ fontSize: '1.25rem', fontWeight: 500, marginTop: '2rem' }}>
        If you need to talk to someone now
      </h2>
      <ul style={{ paddingLeft: '1.25rem' }}>
        {SERVICES.map((service) => (
          <li key={service.id} style={{ marginBottom: '0.75rem' }}>
            <strong>{service.name}</strong>
            <br />
            {service.contacts.map((contact, index) => (
              <span key={contact.href}>
                {index > 0 ? ' · ' : null}
                <a href={contact.href}>{contact.label}</a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </main>
  );
}
