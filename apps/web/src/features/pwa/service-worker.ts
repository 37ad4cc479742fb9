import { Workbox } from 'workbox-window';
import { usePwaStore } from './pwa-store';

/** How often an open tab asks whether a new build was deployed. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

let workbox: Workbox | null = null;

/**
 * Registers the service worker at /sw.js for the whole site (docs/product.md §7). A new build
 * waits until the student taps "Reload" on "A new version is ready": the page they are on keeps
 * its code, so no chunk of the old build goes missing under them.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => {
    usePwaStore.setState({
      applyUpdate: () => {
        // Reload once the new worker has taken over, so the page loads the new build.
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  void wb.register().catch((error: unknown) => {
    // No worker (storage blocked, private mode): the tool still works while online.
    console.warn('The service worker could not be registered', error);
  });
  const check = () => void checkForUpdate();
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Asks the server for a newer /sw.js now (a failed chunk load, coming back to the tab). */
export async function checkForUpdate(): Promise<void> {
  if (!workbox || !navigator.onLine) return;
  try {
    await workbox.update();
  } catch {
    // Offline or the server is briefly away: the next check will do.
  }
}
