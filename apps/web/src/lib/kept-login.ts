/** The encrypted entry that holds the logged-in student (this tab's, and the device's with remember-me). */
export const PERSISTED_AUTH = 'auth';

/**
 * The code and id of the student a PERSISTED_AUTH entry holds, checked for their shape only
 * (the early-requests script has no schemas; the app checks the entry whole and the server
 * checks the code); null for anything else.
 */
export function keptLogin(value: unknown): { user: string; password: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { user } = value as { user?: unknown };
  if (typeof user !== 'object' || user === null) return null;
  const { user_uuid: id, password } = user as Record<string, unknown>;
  return typeof id === 'string' && typeof password === 'string' ? { user: id, password } : null;
}

/** The login call with a code: no session token, so an old token's 401 reads as a wrong code. */
export function loginCall(password: string, challenge?: object) {
  return {
    path: '/auth/login_user',
    method: 'POST' as const,
    body: { password, ...challenge },
    token: null,
  };
}
