import { PlainHeading, PlainPage, PlainSupportNumbers } from '../../components/plain-page';

/**
 * The error page of docs/product.md §8 for a browser that blocks site storage: Clearpath cannot
 * keep a session or answers, so it says why and how to fix it, and gives the support numbers at
 * once. Plain HTML with its own styles: nothing here needs the theme, the router or the API.
 */
export function StorageBlockedPage() {
  return (
    <PlainPage id="main-content">
      <PlainHeading level={1}>Oh no! There&apos;s been an error.</PlainHeading>
      <p>
        This browser is set to block websites from saving data, so Clearpath can&apos;t keep you
        logged in or save your answers. To use Clearpath, allow this site to save data (in your
        browser&apos;s settings, under cookies and site data), or open it in another browser. Then
        try again.
      </p>
      <p>
        <a href="/">Try again</a>
      </p>
      <PlainSupportNumbers />
    </PlainPage>
  );
}
