import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { COOKIE_READ_KEPT_MS, createDeviceCookies, type CookieApi } from './device-cookies';

function recordingJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const set = vi.fn<CookieApi['set']>((name, value) => values.set(name, value));
  const api: CookieApi = { get: () => Object.fromEntries(values), set };
  return { api, set };
}

const bytes = (length: number) => new Uint8Array(length).fill(7);

describe('the device cookies', () => {
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('writes remember-me for 30 days, SameSite Lax on path /, Secure on https', () => {
    const { api, set } = recordingJar();
    createDeviceCookies({ api, isSecure: () => true, randomBytes: bytes }).setRememberMe(1);
    expect(set).toHaveBeenCalledWith('remember-me', '1', {
      expires: 30,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
  });

  it('writes allow-analytics for 30 days, not Secure on http', () => {
    const { api, set } = recordingJar();
    createDeviceCookies({ api, isSecure: () => false, randomBytes: bytes }).setAllowAnalytics(0);
    expect(set).toHaveBeenCalledWith('allow-analytics', '0', {
      expires: 30,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
  });

  it('creates the product cookie once from 32 random bytes, for 180 days, and then reuses it', () => {
    const { api, set } = recordingJar();
    const randomBytes = vi.fn(bytes);
    const cookies = createDeviceCookies({ api, isSecure: () => true, randomBytes });
    const id = cookies.productId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.productId()).toBe(id);
    expect(randomBytes).toHaveBeenCalledOnce();
    expect(randomBytes).toHaveBeenCalledWith(32);
    expect(set).toHaveBeenCalledWith('clearpath', id, {
      expires: 180,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
  });

  it('reads the cookies together and keeps them 100 ms, or until a write here', () => {
    const values = new Map([['remember-me', '1']]);
    const get = vi.fn(() => Object.fromEntries(values));
    const api: CookieApi = { get, set: (name, value) => void values.set(name, value) };
    let clock = 1_000;
    const cookies = createDeviceCookies({
      api,
      isSecure: () => true,
      randomBytes: bytes,
      now: () => clock,
    });

    expect([cookies.rememberMe(), cookies.rememberMe(), cookies.rememberMe()]).toEqual([
      '1',
      '1',
      '1',
    ]);
    expect(cookies.allowAnalytics()).toBeUndefined();
    expect(get).toHaveBeenCalledOnce();

    // This tab's own choice is seen at once.
    cookies.setAllowAnalytics(1);
    expect(cookies.allowAnalytics()).toBe('1');
    expect(get).toHaveBeenCalledTimes(2);
    // Another tab's, once what was read is COOKIE_READ_KEPT_MS old.
    values.set('remember-me', '0');
    clock += COOKIE_READ_KEPT_MS - 1;
    expect(cookies.rememberMe()).toBe('1');
    clock += 1;
    expect(cookies.rememberMe()).toBe('0');
    expect(get).toHaveBeenCalledTimes(3);
    // A clock that went back (a test's, or a changed system clock) reads afresh.
    values.set('remember-me', '1');
    clock -= 10;
    expect(cookies.rememberMe()).toBe('1');
  });

  it('sends the attributes to the browser through js-cookie', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    createDeviceCookies({ api: Cookies, isSecure: () => false, randomBytes: bytes }).setRememberMe(
      1,
    );
    expect(written).toHaveLength(1);
    const parts = (written[0] ?? '').split('; ');
    expect(parts[0]).toBe('remember-me=1');
    expect(parts.slice(1).filter((part) => !part.startsWith('expires='))).toEqual([
      'path=/',
      'sameSite=Lax',
    ]);
    const expires = new Date(/expires=([^;]+)/.exec(written[0] ?? '')?.[1] ?? '').getTime();
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
    expect(Cookies.get('remember-me')).toBe('1');
  });
});

describe('following the cookie choices', () => {
  it('tells subscribers after each change until they unsubscribe', () => {
    const { api } = recordingJar();
    const cookies = createDeviceCookies({ api, isSecure: () => false, randomBytes: bytes });
    const listener = vi.fn(() => cookies.allowAnalytics());
    const unsubscribe = cookies.subscribe(listener);
    cookies.setAllowAnalytics(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveLastReturnedWith('1');
    cookies.setRememberMe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    cookies.setAllowAnalytics(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
