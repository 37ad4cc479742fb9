/** Session, consent and network rules of docs/product.md §2, §4 and §9. Cookie values are strings or absent. */
type CookieValue = string | undefined;

/** Persisted state is kept in local storage only when remember-me is `'1'` (docs/product.md §4). */
export function shouldPersistState(rememberMe: CookieValue): boolean {
  return rememberMe === '1';
}

/** Auto-login from persisted state only when remember-me is `'1'` and no password is in memory (docs/product.md §4). */
export function shouldAutoLogin(state: {
  rememberMe: CookieValue;
  passwordInMemory: boolean;
}): boolean {
  return state.rememberMe === '1' && !state.passwordInMemory;
}

export type GuardDecision = 'allow' | 'try-auto-login' | 'redirect';

/**
 * The `authenticated` route guard (docs/product.md §2, §5): with a token, allow; without
 * one, try auto-login once when remember-me is `'1'`, or when this browser tab
 * kept its session (a reload, or a phone discarding a background tab, must not
 * log a student out mid-module); then redirect to `/`.
 */
export function guardAuthenticated(state: {
  authToken: string | null;
  rememberMe: CookieValue;
  autoLoginTried: boolean;
  tabSession?: boolean;
}): GuardDecision {
  if (state.authToken) return 'allow';
  const remembered = state.rememberMe === '1' || state.tabSession === true;
  if (!state.autoLoginTried && remembered) return 'try-auto-login';
  return 'redirect';
}

/**
 * Whether analytics may run (docs/product.md §7, §9): allow-analytics is `'1'`, this is
 * production, and a measurement id is configured. Otherwise analytics storage
 * stays denied, the default.
 */
export function analyticsAllowed(state: {
  allowAnalytics: CookieValue;
  production: boolean;
  measurementId: string | undefined;
}): boolean {
  return state.allowAnalytics === '1' && state.production && Boolean(state.measurementId);
}

/** Prefetch is skipped on 2g (and slow-2g), with save-data, or offline (docs/product.md §9). */
export function shouldPrefetch(network: {
  effectiveType: string | undefined;
  saveData: boolean;
  online: boolean;
}): boolean {
  const slow = network.effectiveType !== undefined && network.effectiveType.endsWith('2g');
  return network.online && !network.saveData && !slow;
}
