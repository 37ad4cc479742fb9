import { apiRequest } from '../../lib/api-client';
import { registerSessionReset } from '../../lib/session-reset';
import { registerSessionStart } from '../../lib/session-start';
import { createCommitQueue } from './commit-queue';
import { setProfileEffects, useProfileStore } from './profile-store';

/** The student's commits (answers, scores, the DAST), sent in order and exactly once. */
export const commitQueue = createCommitQueue({
  request: apiRequest,
  newKey: () => crypto.randomUUID(),
  onRejected: (path, error) => {
    // The answer stays on screen; the server kept what it had (a first answer stands).
    console.warn(`The server did not take ${path}: ${error.message}`);
  },
});

setProfileEffects({
  send: (path, body, schema, method) => commitQueue.send(path, body, schema, method),
});

registerSessionStart((session) => {
  useProfileStore.getState().hydrate(session);
  // A renewed session sends what waited for it.
  void commitQueue.flush();
});
registerSessionReset(() => commitQueue.clear());

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void commitQueue.flush());
}
