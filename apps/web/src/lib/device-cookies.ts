import Cookies from 'js-cookie';
import { COOKIE_MAX_AGE, COOKIE_NAMES } from '@clearpath/core/early';

/** A cookie flag as the specification stores it (docs/product.md §9). */
export type CookieFlag = 0 | 1;

/** The part of js-cookie this module uses; tests pass a recording stand-in. */
export interface CookieApi {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: Cookies.CookieAttributes): unknown;
}

export interface DeviceCookieDeps {
  api: CookieApi;
  /** True on https, where every cookie is marked Secure. */
  isSecure: () => boolean;
  /** `length` bytes from a CSPRNG. */
  randomBytes: (length: number) => Uint8Array;
}

const DAY_SECONDS = 24 * 60 * 60;
const PRODUCT_ID_BYTES = 32;

/** SameSite=Lax on path `/`, Secure on https, lasting `maxAgeSeconds` (docs/product.md §3, §9). */
export function cookieAttributes(maxAgeSeconds: number, secure: boolean): Cookies.CookieAttributes {
  return { expires: maxAgeSeconds / DAY_SECONDS, path: '/', sameSite: 'Lax', secure };
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The three cookies of docs/product.md §9: the product cookie (a random id that keys the encryption of
 * persisted state, 180 days), `remember-me` and `allow-analytics` (30 days each).
 */
export function createDeviceCookies(deps: DeviceCookieDeps) {
  const listeners = new Set<() => void>();
  const write = (name: string, value: string, maxAge: number) => {
    deps.api.set(name, value, cookieAttributes(maxAge, deps.isSecure()));
    for (const listener of listeners) listener();
  };

  return {
    rememberMe: (): string | undefined => deps.api.get(COOKIE_NAMES.rememberMe),
    setRememberMe: (flag: CookieFlag) =>
      write(COOKIE_NAMES.rememberMe, String(flag), COOKIE_MAX_AGE.rememberMe),
    allowAnalytics: (): string | undefined => deps.api.get(COOKIE_NAMES.allowAnalytics),
    setAllowAnalytics: (flag: CookieFlag) =>
      write(COOKIE_NAMES.allowAnalytics, String(flag), COOKIE_MAX_AGE.allowAnalytics),
    /**
     * Calls `listener` after every change made here (the banner, the dialog and analytics follow
     * the choices at once); returns the unsubscribe.
     */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** This device's product id, created on first use. */
    productId(): string {
      const existing = deps.api.get(COOKIE_NAMES.product);
      if (existing) return existing;
      const id = base64Url(deps.randomBytes(PRODUCT_ID_BYTES));
      write(COOKIE_NAMES.product, id, COOKIE_MAX_AGE.product);
      return id;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

/** The browser's cookies through js-cookie. */
export const deviceCookies: DeviceCookies = createDeviceCookies({
  api: Cookies,
  isSecure: () => window.location.protocol === 'https:',
  randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
});
