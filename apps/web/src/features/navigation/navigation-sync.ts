import { NAVIGATION_SETTLE_MS, isNavigationReady, shouldPersistState } from '@clearpath/core';
import { apiRequest } from '../../lib/api-client';
import { deviceCookies } from '../../lib/device-cookies';
import { encryptedStorage } from '../../lib/encrypted-storage';
import { requestTracker } from '../../lib/request-tracker';
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
  // Leaving or hiding the page sends what is pending at once.
  window.addEventListener('pagehide', () => void historySync.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void historySync.flush();
  });
  window.addEventListener('online', () => void historySync.flush());
}

/**
 * Resolves when navigation may continue (docs/product.md §4): once no request is pending, after
 * NAVIGATION_SETTLE_MS more.
 */
type PendingCount = { pendingRequests: number };

export function waitForNavigationReady(
  tracker: {
    getState: () => PendingCount;
    subscribe: (listener: (state: PendingCount) => void) => () => void;
  } = requestTracker,
  settleMs: number = NAVIGATION_SETTLE_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => setTimeout(resolve, settleMs);
    if (isNavigationReady(tracker.getState().pendingRequests)) {
      settle();
      return;
    }
    const unsubscribe = tracker.subscribe((state) => {
      if (!isNavigationReady(state.pendingRequests)) return;
      unsubscribe();
      settle();
    });
  });
}
