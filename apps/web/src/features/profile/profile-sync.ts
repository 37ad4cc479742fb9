import { create } from 'zustand';
import { apiRequest } from '../../lib/api-client';
import { underTabLock } from '../../lib/tab-lock';
import { sealedValue } from '../../lib/sealed-idb';
import { registerSessionReset } from '../../lib/session-reset';
import { registerSessionStart } from '../../lib/session-start';
import { authStore } from '../auth/auth-store';
import {
  createCommitQueue,
  type CommitQueueState,
  type CommitStore,
  type StoredCommit,
} from './commit-queue';
import { useNavigationStore } from '../navigation/navigation-store';
import { OPTIONAL_HISTORY_PATH } from '../navigation/history-sync';
import { setProfileEffects, useProfileStore } from './profile-store';
import { refusedCommitMessage } from './refused-commit';

/** What is waiting to be sent, for the connection banner ("3 answers waiting to be sent"). */
export const useCommitQueueState = create<CommitQueueState>()(() => ({
  waiting: 0,
  held: 0,
  blocked: null,
}));

const kept = sealedValue<StoredCommit[]>('commit-queue');

/** The queue on the phone: encrypted in IndexedDB, so answers survive a closed tab. */
const commitStore: CommitStore = {
  load: async () => (await kept.read()) ?? [],
  save: (commits) => kept.write(commits),
};

/** The student's commits (answers, scores, the DAST), sent in order and exactly once. */
export const commitQueue = createCommitQueue({
  request: apiRequest,
  newKey: () => crypto.randomUUID(),
  store: commitStore,
  owner: () => authStore.getState().user?.user_uuid ?? null,
  onRejected: (path, error) => {
    // The answer stays on screen; the server kept what it had (a first answer stands).
    console.warn(`The server did not take ${path}: ${error.message}`);
    // Optional-module state refused is not the student's answer: silent (docs/product.md §8).
    if (path === OPTIONAL_HISTORY_PATH) return;
    // An answer refused for good is dropped (the queue goes on): say so, kindly.
    const message = refusedCommitMessage(error);
    if (message)
      useNavigationStore.setState({ notifier_info: message, display_notification: true });
  },
  onChange: (state) => useCommitQueueState.setState(state),
  retryLater: (retry, ms) => void setTimeout(retry, ms),
  // Two tabs share the queue on the phone: one updates it at a time (Web Locks, where the
  // browser has them; without, each write still keeps what it reads of the other tab's).
  exclusive: (update) => underTabLock('clearpath-commit-queue', update),
});

setProfileEffects({
  send: (path, body, schema, method) => commitQueue.send(path, body, schema, method),
});

registerSessionStart((session) => {
  useProfileStore.getState().hydrate(session);
  // A new or renewed session sends what waited for it, kept on the phone ones first.
  void commitQueue.restore();
});
registerSessionReset(() => void commitQueue.clear());

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void commitQueue.flush());
  // A phone brought back to the tab (unlocked, switched to) tries at once what is waiting.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && useCommitQueueState.getState().waiting > 0) {
      void commitQueue.flush();
    }
  });
}
