import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, routerReady } from './app/app';
import { captureFirstScreen } from './app/first-screen';
import { createAppRouter } from './app/router';
import { ErrorPageBoundary } from './app/errors/error-page-boundary';
import { StorageBlockedPage } from './app/errors/storage-blocked-page';
import { authActions } from './features/auth/auth-store';
import { setEarlyContentClient } from './features/content/early-content';
import { keepOfflineCopyInStep } from './features/pwa/offline-copy';
import { watchConnectionAndInstall } from './features/pwa/pwa-store';
import { checkForUpdate, registerServiceWorker } from './features/pwa/service-worker';
import { browserChunkReloadDeps, reloadForChunkError } from './lib/chunk-reload';
import { createQueryClient } from './lib/query-client';
import { startTelemetry } from './lib/telemetry';
import { isSiteStorageBlocked } from './lib/site-storage';
import { releasePredrawn } from './lib/predrawn';

/**
 * Starts the app: error reporting, the service worker, the start-up login, the router and the
 * first drawing. main.tsx calls it once core's and the app's code has run, each in a task of
 * its own (issue #19). `nextTask` resolves in a later task: the router starts in one of its
 * own, after the start-up login's, so that neither holds a slow phone for long.
 */
export async function startApp(nextTask: () => Promise<void>): Promise<void> {
  // Error reporting and analytics, each only when this deployment configures it (docs/product.md §7).
  startTelemetry();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  if (isSiteStorageBlocked()) {
    // docs/product.md §8: the error page with the support numbers, never a blank page.
    releasePredrawn();
    root.render(<StorageBlockedPage />);
  } else {
    // Vite reports a failed preload of a lazy chunk here; after a deploy, a reload fetches the new
    // build. A waiting service worker is looked for too, so "Reload" can be offered.
    window.addEventListener('vite:preloadError', (event) => {
      void checkForUpdate();
      if (reloadForChunkError(event.payload, browserChunkReloadDeps())) event.preventDefault();
    });

    watchConnectionAndInstall();
    keepOfflineCopyInStep();
    if (import.meta.env.PROD) registerServiceWorker();

    // docs/product.md §4: on start, log in from the remembered (encrypted) session when remember-me is 1. The
    // route guard waits for this same attempt; a failure is silent.
    void authActions['auth/tryAutoLoginFromPersisted']();
    await nextTask();

    // The query cache exists before the router, whose loaders start a page's fetches at once.
    const queryClient = createQueryClient();
    setEarlyContentClient(queryClient);
    const router = createAppRouter();
    // `/` arrives already drawn (landing.html) and usable: the app draws over it once the
    // landing route has loaded (so it never blinks to the loading screen) and no press is half
    // done on it, then puts back what the student typed and pressed meanwhile
    // (docs/decisions/0009-light-first-screen.md).
    const prerendered = container.hasAttribute('data-prerendered');
    if (prerendered) {
      await routerReady(router);
      await window.clearpathFirstScreen?.idle();
    }
    const handover = prerendered
      ? captureFirstScreen(container, window.clearpathFirstScreen?.pressed ?? [])
      : null;
    const draw = () =>
      root.render(
        <StrictMode>
          <ErrorPageBoundary>
            <App router={router} queryClient={queryClient} />
          </ErrorPageBoundary>
        </StrictMode>,
      );
    if (handover) {
      flushSync(draw);
      container.removeAttribute('data-prerendered');
      handover.restore(container);
    } else {
      // A transition: React draws in slices and lets the phone answer a tap between them,
      // instead of one long task while the app starts (issue #19).
      startTransition(draw);
    }
  }
}
