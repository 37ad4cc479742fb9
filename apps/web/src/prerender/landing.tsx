import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { LandingPage } from '../app/routes/landing';
import { LayoutFrame } from '../components/layout-frame';

/**
 * Draws the landing page (`/`) into `container` of a DOM without a network (jsdom at build,
 * scripts/prerender.mjs), its styles going to the document's head as in the browser. The
 * build saves both as the first screen, shown before the app's JavaScript has arrived
 * (docs/decisions/0009-light-first-screen.md); the app then draws the same page over it.
 */
export function renderLanding(container: HTMLElement): () => void {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AppProviders>
        <MemoryRouter initialEntries={['/']}>
          <LayoutFrame>
            <LandingPage />
          </LayoutFrame>
        </MemoryRouter>
      </AppProviders>,
    ),
  );
  return () => root.unmount();
}
