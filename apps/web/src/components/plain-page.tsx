import type { ReactNode } from 'react';
import { EMERGENCY_SERVICE, NATIONAL_SERVICES } from '../config/national-services';

const SERVICES = [EMERGENCY_SERVICE, ...NATIONAL_SERVICES];

/**
 * A page of plain HTML with its own styles: for the screens shown when the app cannot run
 * (storage blocked) or has not arrived yet (a slow first load). Nothing here needs the theme,
 * the router, the API or any script, nor a font to download: the device's own (Roboto on
 * Android), so a slow connection carries only the app.
 */
export function PlainPage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <main
      id={id}
      style={{
        maxWidth: '38rem',
        margin: '0 auto',
        padding: '2.5rem 1.25rem',
        lineHeight: 1.6,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {children}
    </main>
  );
}

export function PlainHeading({ level, children }: { level: 1 | 2; children: ReactNode }) {
  return level === 1 ? (
    <h1 style={{ fontSize: '1.6rem', fontWeight: 500, marginTop: 0 }}>{children}</h1>
  ) : (
    <h2 style={{ fontSize: '1.25rem', fontWeight: 500, marginTop: '2rem' }}>{children}</h2>
  );
}

/**
 * Every support service, each with its phone, text and e-mail links: links that work without
 * JavaScript, each tall enough to tap (WCAG 2.5.8).
 */
export function PlainSupportNumbers() {
  return (
    <>
      <PlainHeading level={2}>If you need to talk to someone now</PlainHeading>
      <ul style={{ paddingLeft: '1.25rem' }}>
        {SERVICES.map((service) => (
          <li key={service.id} style={{ marginBottom: '0.75rem' }}>
            <strong>{service.name}</strong>
            <br />
            {service.contacts.map((contact, index) => (
              <span key={contact.href}>
                {index > 0 ? ' · ' : null}
                <a href={contact.href} style={{ display: 'inline-block', padding: '0.5rem 0' }}>
                  {contact.label}
                </a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}
