import type { LoginUserResponse } from '@clearpath/core';

/**
 * What a new session brings: the login answer (everything saved so far), or the registration
 * answer, which has only the user and the decision tree.
 */
export type SessionStart = Pick<LoginUserResponse, 'user' | 'tree'> &
  Partial<LoginUserResponse> & {
    /**
     * Opened from the session kept on the phone, the server out of reach: its saved state is
     * what the phone last knew, answers the server never got included, not the server's.
     */
    fromDevice?: boolean;
  };
type Listener = (session: SessionStart) => void;

const listeners = new Set<Listener>();

/**
 * Adds a listener run when a session starts (login, auto-login or registration): a store that
 * restores a student's state registers here, next to its session reset. Returns an unsubscribe.
 */
export function registerSessionStart(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the auth store with the login or registration answer. One failing listener does not stop the rest. */
export function notifySessionStarted(session: SessionStart): void {
  for (const listener of listeners) {
    try {
      listener(session);
    } catch (error) {
      console.error('Restoring the session failed', error);
    }
  }
}
