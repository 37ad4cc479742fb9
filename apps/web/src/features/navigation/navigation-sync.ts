import { NAVIGATION_SETTLE_MS, navigationWaitMs, shouldPersistState } from '@clearpath/core';
import { apiRequest } from '../../lib/api-client';
import { deviceCookies } from '../../lib/device-cookies';
import { encryptedStorage } from '../../lib/encrypted-storage';
import { requestTracker, trackerNow } from '../../lib/request-tracker';
import { registerSessionReset } from '../../lib/session-reset';
import { registerSessionStart, type SessionStart } from '../../lib/session-start';
import {
  HISTORY_DEBOUNCE_MS,
  commitOptionalHistory,
  createHistorySync,
  parseLocalHistory,
  type LocalHistory,
} from './history-sync';
import { setNavigationEffects, useNavigationStore } from './navigation-store';

/** The encrypted entry that keeps answers not yet sent (remember-me only). */
const LOCAL_ENTRY = 'navigation';

async function saveLocal(copy: LocalHistory): Promise<void> {
  try {
    if (!shouldPersistState(deviceCookies.rememberMe())) return;
    await encryptedStorage.write(LOCAL_ENTRY, copy);
  } catch {
    // Storage full or unavailable: the server copy is the only one.
  }
}

const newKey = () => crypto.randomUUID();

export const historySync = createHistorySync({
  request: apiRequest,
  saveLocal,
  newKey,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  debounceMs: HISTORY_DEBOUNCE_MS,
});

setNavigationEffects({
  historyChanged: (history, lastPage) => historySync.schedule({ history, lastPage }),
  saveHistoryNow: (history, lastPage) => {
    historySync.schedule({ history, lastPage });
    void historySync.flush();
  },
  saveOptional: (state) => void commitOptionalHistory(apiRequest, state, newKey()),
});

/**
 * Restores the store from the login answer; answers kept on this device that never reached the
 * server (a dropped connection before the tab closed) are merged back in and sent.
 */
async function restore(session: SessionStart): Promise<void> {
  const store = useNavigationStore.getState();
  store.hydrate(session);
  if (session.last_page) {
    historySync.markSynced({
      history: session.navigation_history ?? {},
      lastPage: session.last_page,
    });
  }
  try {
    const local = parseLocalHistory(await encryptedStorage.read(LOCAL_ENTRY));
    if (!local?.unsynced) return;
    for (const [page, answers] of Object.entries(local.history)) {
      for (const [dataId, value] of Object.entries(answers)) store.setAnswer(page, dataId, value);
    }
    void historySync.flush();
  } catch {
    // No readable local copy: the server's history stands.
  }
}

registerSessionStart((session) => void restore(session));
registerSessionReset(() => historySync.cancel());
requestTracker.subscribe((state) =>
  useNavigationStore.setState({ pendingRequests: state.pendingRequests }),
);

if (typeof window !== 'undefined') {
  // Leaving or hiding the page sends what is pending at once, in a request that outlives the
  // page: a reload just after typing must not lose it (a tab-only session keeps no local copy).
  window.addEventListener('pagehide', () => void historySync.flushLeaving());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void historySync.flushLeaving();
  });
  window.addEventListener('online', () => void historySync.flush());
}

/**
 * Resolves when navigation may continue (docs/product.md §4): once no request is pending and
 * NAVIGATION_SETTLE_MS has passed since the last one ended. On a page where nothing has been
 * pending for that long, at once: the tap shows the next page without a fixed delay (issue #19).
 */
type TrackedRequests = { pendingRequests: number; idleSince: number };

export function waitForNavigationReady(
  tracker: {
    getState: () => TrackedRequests;
    subscribe: (listener: (state: TrackedRequests) => void) => () => void;
  } = requestTracker,
  settleMs: number = NAVIGATION_SETTLE_MS,
  now: () => number = trackerNow,
): Promise<void> {
  return new Promise((resolve) => {
    /** Starts the settle time if nothing is pending; false while something is. */
    const settle = (state: TrackedRequests): boolean => {
      const wait = navigationWaitMs(state.pendingRequests, now() - state.idleSince, settleMs);
      if (wait === null) return false;
      if (wait === 0) resolve();
      else setTimeout(resolve, wait);
      return true;
    };
    if (settle(tracker.getState())) return;
    const unsubscribe = tracker.subscribe((state) => {
      if (settle(state)) unsubscribe();
    });
  });
}
