import { useSyncExternalStore } from 'react';
import { deviceCookies, type CookieFlag } from '../../lib/device-cookies';
import { authActions } from '../auth/auth-store';

/** The allow-analytics cookie as it is now: `'1'`, `'0'`, or undefined before any choice. */
export function useAnalyticsChoice(): string | undefined {
  return useSyncExternalStore(deviceCookies.subscribe, deviceCookies.allowAnalytics);
}

/** The remember-me cookie as it is now. */
export function useRememberMeChoice(): string | undefined {
  return useSyncExternalStore(deviceCookies.subscribe, deviceCookies.rememberMe);
}

/**
 * Records the student's cookie choices (docs/product.md §3, §7): the cookies at once (analytics
 * follows them), then `/activity/set_cookie_settings` when logged in, whose failure is ignored.
 * Remember-me keeps its value when only analytics is chosen.
 */
export function saveCookieChoices(choices: {
  analytics: CookieFlag;
  rememberMe?: CookieFlag;
}): Promise<void> {
  const rememberMe = choices.rememberMe ?? (deviceCookies.rememberMe() === '1' ? 1 : 0);
  return authActions['auth/setCookieChoices']({ enableGa: choices.analytics, rememberMe });
}
