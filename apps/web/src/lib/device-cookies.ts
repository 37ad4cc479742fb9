import Cookies from 'js-cookie';
import { COOKIE_MAX_AGE, COOKIE_NAMES } from '@clearpath/core/early';

/** A cookie flag as the specification stores it (docs/product.md §9). */
export type CookieFlag = 0 | 1;

/** The part of js-cookie this module uses; tests pass a recording stand-in. */
export interface CookieApi {
  /** Every cookie of the page, by name (one read of document.cookie). */
  get(): Record<string, string>;
  set(name: string, value: string, attributes: Cookies.CookieAttributes): unknown;
}

export interface DeviceCookieDeps {
  api: CookieApi;
  /** True on https, where every cookie is marked Secure. */
  isSecure: () => boolean;
  /** `length` bytes from a CSPRNG. */
  randomBytes: (length: number) => Uint8Array;
  /** A clock in milliseconds (the browser's `performance.now`). */
  now?: () => number;
}

/** How long the cookies read are kept (`createDeviceCookies`). */
export const COOKIE_READ_KEPT_MS = 100;

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
  // Reading document.cookie asks the browser's cookie store, in another process, and waits for
  // the answer: a millisecond or more each on a busy phone, and the app's start asked some
  // twenty times (js-cookie reads it twice a call; every drawing of a component that follows
  // the cookie choices reads one). So the cookies are read all at once and kept for 100 ms
  // (issue #19): a write here reads them afresh, and a choice made in another tab is seen
  // within that time, long before a student could have switched back.
  const now = deps.now ?? (() => performance.now());
  let read: { at: number; cookies: Record<string, string> } | null = null;
  const get = (name: string): string | undefined => {
    const at = now();
    if (read === null || at - read.at >= COOKIE_READ_KEPT_MS || at < read.at) {
      read = { at, cookies: deps.api.get() };
    }
    return Object.hasOwn(read.cookies, name) ? read.cookies[name] : undefined;
  };
  const write = (name: string, value: string, maxAge: number) => {
    deps.api.set(name, value, cookieAttributes(maxAge, deps.isSecure()));
    read = null;
    for (const listener of listeners) listener();
  };

  return {
    /**
     * Reads the cookies afresh at the next look, as if the 100 ms had passed: for cookies
     * written around this module (a test's document.cookie stands for the device's).
     */
    forgetReads(): void {
      read = null;
    },
    rememberMe: (): string | undefined => get(COOKIE_NAMES.rememberMe),
    setRememberMe: (flag: CookieFlag) =>
      write(COOKIE_NAMES.rememberMe, String(flag), COOKIE_MAX_AGE.rememberMe),
    allowAnalytics: (): string | undefined => get(COOKIE_NAMES.allowAnalytics),
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
      const existing = get(COOKIE_NAMES.product);
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
