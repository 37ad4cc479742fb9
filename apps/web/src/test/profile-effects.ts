import { afterEach, beforeEach } from 'vitest';
import { setProfileEffects, type ProfileEffects } from '../features/profile/profile-store';

/** A commit the fake profile effects received. */
export type SentCommit = { path: string; body: unknown };

/**
 * Replaces how the profile store sends commits, for the tests of one file: every commit is
 * recorded in the returned list and answered by `answer(path)` (parsed with the call's schema,
 * as the real client does; a throw is a refusal). By default the DAST is answered with user
 * type 2 and score 3.
 */
export function recordProfileCommits(
  answer: (path: string) => unknown = (path) =>
    path.endsWith('commit_dast_responses') ? { user_type: 2, score: 3 } : { status: true },
): SentCommit[] {
  const sent: SentCommit[] = [];
  let previous: ProfileEffects | undefined;
  beforeEach(() => {
    sent.length = 0;
    previous = setProfileEffects({
      send: (path, body, schema) => {
        sent.push({ path, body });
        // A throwing answer is a refusal: a rejected promise, as the commit queue gives.
        return new Promise((resolve) => resolve(schema.parse(answer(path))));
      },
    });
  });
  afterEach(() => {
    if (previous) setProfileEffects(previous);
  });
  return sent;
}
