import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { createDeviceCookies, type CookieApi } from '../../lib/device-cookies';
import { createEncryptedStorage, STORAGE_PREFIX } from '../../lib/encrypted-storage';
import {
  CODE,
  TOKEN,
  USER,
  fakeRequest,
  loginAnswer,
  registerAnswer,
} from '../../test/auth-fixtures';
import { createAuth, type AuthDeps } from './auth-store';

const NOW = Date.UTC(2026, 2, 14, 2, 0);
const WRONG_CODE = new ApiError(401, 'unauthorized', 'That access code did not work.');

function setup(
  options: {
    cookies?: Record<string, string>;
    handlers?: Parameters<typeof fakeRequest>[0];
    tab?: boolean;
    solveChallenge?: () => Promise<{ key: string; captcha: string }>;
    earlyLogin?: AuthDeps['earlyLogin'];
    nextTask?: AuthDeps['nextTask'];
  } = {},
) {
  const jar = new Map(Object.entries(options.cookies ?? {}));
  const api: CookieApi = {
    get: () => Object.fromEntries(jar),
    set: (name, value) => jar.set(name, value),
  };
  const cookies = createDeviceCookies({
    api,
    isSecure: () => false,
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
  });
  const storage = createEncryptedStorage({
    storage: localStorage,
    subtle: crypto.subtle,
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    getSecret: () => cookies.productId(),
  });
  const tabStorage = createEncryptedStorage({
    storage: sessionStorage,
    subtle: crypto.subtle,
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    getSecret: () => cookies.productId(),
  });
  const request = fakeRequest({
    '/auth/login_user': () => loginAnswer(),
    '/auth/register_user': () => registerAnswer(),
    '/auth/logout_user': () => ({ status: true }),
    '/activity/set_cookie_settings': () => ({ status: true }),
    ...options.handlers,
  });
  const resets: (() => void)[] = [];
  const otherStoreReset = vi.fn();
  resets.push(otherStoreReset);
  const showLogoutNotice = vi.fn();
  const sessionStarted = vi.fn();
  const announceLogout = vi.fn();
  const auth = createAuth({
    request,
    cookies,
    storage,
    ...(options.tab ? { tabStorage } : {}),
    ...(options.solveChallenge ? { solveChallenge: options.solveChallenge } : {}),
    ...(options.earlyLogin ? { earlyLogin: options.earlyLogin } : {}),
    ...(options.nextTask ? { nextTask: options.nextTask } : {}),
    host: () => 'ucc.clearpath.ie',
    now: () => NOW,
    resetSession: () => resets.forEach((reset) => reset()),
    registerSessionReset: (reset) => {
      resets.push(reset);
      return () => {};
    },
    showLogoutNotice,
    announceLogout,
    sessionStarted,
  });
  const calls = (path: string) => request.mock.calls.filter(([p]) => p === path);
  return {
    auth,
    jar,
    request,
    calls,
    storage,
    otherStoreReset,
    showLogoutNotice,
    sessionStarted,
    announceLogout,
  };
}

const solveChallenge = async () => ({ key: 'challenge-key', captcha: 'c29sdmVk' });
const persistedKeys = () => Object.keys(localStorage).filter((k) => k.startsWith(STORAGE_PREFIX));
const allStored = () => Object.values({ ...localStorage }).join('\n');

describe('auth/login_user', () => {
  it('sends no old token, and restores the other stores unless it resumes a session', async () => {
    const { auth, calls, sessionStarted } = setup();
    auth.store.setState({ auth_token: 'tok_old' });
    await auth.actions['auth/login_user']({ password: CODE });
    expect(calls('/auth/login_user')[0]?.[1].token).toBeNull();
    expect(sessionStarted).toHaveBeenCalledOnce();
    await auth.actions['auth/login_user']({ password: CODE, resume: true });
    expect(sessionStarted).toHaveBeenCalledOnce();
    expect(auth.store.getState()).toMatchObject({ auth_token: TOKEN, password: CODE });
  });

  it('checks the answer in one task, and starts and stores the session in the next', async () => {
    const steps: string[] = [];
    const { auth, request, sessionStarted } = setup({
      tab: true,
      nextTask: async () => {
        steps.push(`next task, token ${auth.store.getState().auth_token}`);
      },
    });
    request.mockImplementationOnce(async (_path, options) => {
      steps.push('answered');
      return options.schema.parse(loginAnswer());
    });
    sessionStarted.mockImplementation(() => steps.push('session started'));
    await auth.actions['auth/login_user']({ password: CODE });
    expect(steps).toEqual(['answered', 'next task, token null', 'session started']);
    expect(auth.store.getState().auth_token).toBe(TOKEN);
  });

  it('starts a session with the token, the code, the tenant, the user and the time', async () => {
    const { auth, calls } = setup();
    await auth.actions['auth/login_user']({ password: '7k3m q9tx 2b4d' });
    expect(calls('/auth/login_user')[0]?.[1].body).toEqual({ password: '7k3m q9tx 2b4d' });
    expect(auth.store.getState()).toMatchObject({
      auth_token: TOKEN,
      password: CODE,
      tenant: 'ucc',
      user: USER,
      logged_in_time: NOW,
    });
  });

  it('leaves the student logged out and passes the error on when the code is wrong', async () => {
    const { auth } = setup({
      handlers: {
        '/auth/login_user': () => {
          throw WRONG_CODE;
        },
      },
    });
    await expect(auth.actions['auth/login_user']({ password: CODE })).rejects.toBe(WRONG_CODE);
    expect(auth.store.getState().auth_token).toBeNull();
  });

  it('solves a challenge and sends the code once more when the connection is throttled', async () => {
    const throttled = new ApiError(429, 'rate_limited', 'Too many wrong codes.', {
      captcha: ['Solve a new check.'],
    });
    const solveChallenge = vi.fn(async () => ({ key: 'k1', captcha: 'c1' }));
    let first = true;
    const { auth, calls } = setup({
      solveChallenge,
      handlers: {
        '/auth/login_user': () => {
          if (!first) return loginAnswer();
          first = false;
          throw throttled;
        },
      },
    });
    await auth.actions['auth/login_user']({ password: CODE });
    expect(solveChallenge).toHaveBeenCalledOnce();
    expect(calls('/auth/login_user').map(([, init]) => init.body)).toEqual([
      { password: CODE },
      { password: CODE, key: 'k1', captcha: 'c1' },
    ]);
    expect(auth.store.getState().auth_token).toBe(TOKEN);
  });

  it('passes any other refusal on without solving anything', async () => {
    const busy = new ApiError(429, 'rate_limited', 'Too many wrong codes right now.');
    const solveChallenge = vi.fn(async () => ({ key: 'k1', captcha: 'c1' }));
    const { auth, calls } = setup({
      solveChallenge,
      handlers: {
        '/auth/login_user': () => {
          throw busy;
        },
      },
    });
    await expect(auth.actions['auth/login_user']({ password: CODE })).rejects.toBe(busy);
    expect(solveChallenge).not.toHaveBeenCalled();
    expect(calls('/auth/login_user')).toHaveLength(1);
  });

  it('persists only ciphertext, and only when remember-me is 1', async () => {
    const remembered = setup({ cookies: { 'remember-me': '1' } });
    await remembered.auth.actions['auth/login_user']({ password: CODE });
    expect(persistedKeys()).toEqual([`${STORAGE_PREFIX}auth`, `${STORAGE_PREFIX}offline-session`]);
    expect(allStored()).not.toContain(CODE);
    expect(allStored()).not.toContain(TOKEN);
    localStorage.clear();

    const notRemembered = setup({ cookies: { 'remember-me': '0' } });
    await notRemembered.auth.actions['auth/login_user']({ password: CODE });
    expect(persistedKeys()).toEqual([]);
  });

  it('keeps answers waiting on the device without remember-me, for the login to merge back', async () => {
    // A tab closed offline left its unsent answers, and an earlier remembered session.
    const { auth, storage } = setup({ cookies: { 'remember-me': '0' } });
    await storage.write('navigation', { owner: 'student-1', history: {}, unsynced: true });
    await storage.write('auth', { stale: true });
    await storage.write('offline-session', { stale: true });
    await auth.actions['auth/login_user']({ password: CODE });
    expect(persistedKeys()).toEqual([`${STORAGE_PREFIX}navigation`]);
    expect(await storage.read('navigation')).toMatchObject({ unsynced: true });
  });

  it("sets this device's remember-me choice and tells the server when it changed", async () => {
    const { auth, jar, calls } = setup({
      handlers: { '/auth/login_user': () => loginAnswer({ remember_me: 0, enable_ga: 1 }) },
    });
    await auth.actions['auth/login_user']({ password: CODE, rememberMe: 1 });
    expect(jar.get('remember-me')).toBe('1');
    expect(persistedKeys()).toEqual([`${STORAGE_PREFIX}auth`, `${STORAGE_PREFIX}offline-session`]);
    expect(calls('/activity/set_cookie_settings')[0]?.[1].body).toEqual({
      enable_ga: 1,
      remember_me: 1,
    });
  });
});

describe('auth/logoutUser and the other tabs', () => {
  it("tells this browser's other tabs which student logged out, unless told by one of them", async () => {
    const { auth, announceLogout } = setup();
    await auth.actions['auth/login_user']({ password: CODE });
    await auth.actions['auth/logoutUser']();
    expect(announceLogout).toHaveBeenCalledExactlyOnceWith(USER.user_uuid);
    await auth.actions['auth/login_user']({ password: CODE });
    await auth.actions['auth/logoutUser']({ fromOtherTab: true });
    expect(announceLogout).toHaveBeenCalledOnce();
    expect(auth.store.getState().auth_token).toBeNull();
  });

  it("sends no logout of its own when another tab logged out: that one ended the student's every session", async () => {
    const { auth, calls } = setup();
    await auth.actions['auth/login_user']({ password: CODE });
    await auth.actions['auth/logoutUser']({ fromOtherTab: true });
    // Sent after the other tab's, it would only meet a 401.
    expect(calls('/auth/logout_user')).toEqual([]);
    await auth.actions['auth/login_user']({ password: CODE });
    await auth.actions['auth/logoutUser']();
    expect(calls('/auth/logout_user')).toHaveLength(1);
  });
});

describe('auth/register_user', () => {
  it('logs out silently first, sends the choices and the solved challenge, and returns the code', async () => {
    const { auth, calls, jar, otherStoreReset, showLogoutNotice } = setup();
    await auth.actions['auth/login_user']({ password: CODE });
    const outcome = await auth.actions['auth/register_user']({
      enableGa: 1,
      rememberMe: 0,
      batchId: 'spring-26',
      solveChallenge,
    });
    expect(outcome).toEqual({ ok: true, code: CODE });
    expect(calls('/auth/logout_user')).toHaveLength(1);
    expect(otherStoreReset).toHaveBeenCalledOnce();
    expect(showLogoutNotice).not.toHaveBeenCalled();
    expect(calls('/auth/register_user')[0]?.[1].body).toEqual({
      batch_id: 'spring-26',
      domain: 'ucc.clearpath.ie',
      enable_ga: 1,
      remember_me: 0,
      key: 'challenge-key',
      captcha: 'c29sdmVk',
    });
    expect(jar.get('remember-me')).toBe('0');
    expect(jar.get('allow-analytics')).toBe('1');
    expect(auth.store.getState()).toMatchObject({ auth_token: TOKEN, password: CODE });
  });

  it('leaves out the batch when there is none', async () => {
    const { auth, calls } = setup();
    await auth.actions['auth/register_user']({
      enableGa: 0,
      rememberMe: 1,
      batchId: null,
      solveChallenge,
    });
    expect(calls('/auth/register_user')[0]?.[1].body).not.toHaveProperty('batch_id');
  });

  it('returns the reason of a rejection and stays logged out', async () => {
    const { auth } = setup({
      handlers: {
        '/auth/register_user': () => ({ status: false, reason: 'The check expired.' }),
      },
    });
    const outcome = await auth.actions['auth/register_user']({
      enableGa: 0,
      rememberMe: 1,
      batchId: null,
      solveChallenge,
    });
    expect(outcome).toEqual({ ok: false, reason: 'The check expired.' });
    expect(auth.store.getState().auth_token).toBeNull();
    expect(persistedKeys()).toEqual([]);
  });
});

describe('auth/register_user when the answer is lost on the way', () => {
  const NO_SIGNAL = new ApiError(0, 'network', 'You are offline.');
  const input = {
    enableGa: 0 as const,
    rememberMe: 0 as const,
    batchId: null,
  };

  it('sends each registration with an Idempotency-Key, and a new one for a new registration', async () => {
    const { auth, calls } = setup();
    await auth.actions['auth/register_user']({ ...input, solveChallenge });
    await auth.actions['auth/register_user']({ ...input, solveChallenge });
    const keys = calls('/auth/register_user').map(
      ([, options]) => options.headers?.['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends the unanswered one again as it was on the next Start: same challenge, same key', async () => {
    let lost = true;
    const { auth, calls } = setup({
      handlers: {
        '/auth/register_user': () => {
          if (lost) throw NO_SIGNAL;
          return registerAnswer();
        },
      },
    });
    const solve = vi.fn(solveChallenge);
    await expect(
      auth.actions['auth/register_user']({ ...input, solveChallenge: solve }),
    ).rejects.toBe(NO_SIGNAL);
    lost = false;
    const outcome = await auth.actions['auth/register_user']({ ...input, solveChallenge: solve });
    expect(outcome).toEqual({ ok: true, code: CODE });
    expect(solve).toHaveBeenCalledOnce();
    const [first, second] = calls('/auth/register_user').map(([, options]) => options);
    expect(second?.body).toEqual(first?.body);
    expect(second?.headers).toEqual(first?.headers);

    // Answered, it is done with: the next registration is a new one.
    await auth.actions['auth/register_user']({ ...input, solveChallenge: solve });
    expect(solve).toHaveBeenCalledTimes(2);
    expect(calls('/auth/register_user')[2]?.[1].headers).not.toEqual(first?.headers);
  });

  it('starts afresh after a refusal, another error, or with other choices', async () => {
    let answer: () => unknown = () => {
      throw NO_SIGNAL;
    };
    const { auth, calls } = setup({
      handlers: { '/auth/register_user': () => answer() },
    });
    const solve = vi.fn(solveChallenge);
    const keyOf = (index: number) => calls('/auth/register_user')[index]?.[1].headers;
    await expect(
      auth.actions['auth/register_user']({ ...input, solveChallenge: solve }),
    ).rejects.toBe(NO_SIGNAL);
    // Other choices (remember me ticked since): another registration.
    await expect(
      auth.actions['auth/register_user']({ ...input, rememberMe: 1, solveChallenge: solve }),
    ).rejects.toBe(NO_SIGNAL);
    expect(solve).toHaveBeenCalledTimes(2);
    expect(keyOf(1)).not.toEqual(keyOf(0));

    answer = () => ({ status: false, reason: 'The check expired.' });
    await auth.actions['auth/register_user']({ ...input, rememberMe: 1, solveChallenge: solve });
    expect(keyOf(2)).toEqual(keyOf(1));
    answer = () => {
      throw new ApiError(503, 'unavailable', 'Busy.');
    };
    await expect(
      auth.actions['auth/register_user']({ ...input, rememberMe: 1, solveChallenge: solve }),
    ).rejects.toThrow('Busy.');
    expect(keyOf(3)).not.toEqual(keyOf(2));
    answer = () => registerAnswer();
    await auth.actions['auth/register_user']({ ...input, rememberMe: 1, solveChallenge: solve });
    expect(keyOf(4)).not.toEqual(keyOf(3));
    expect(solve).toHaveBeenCalledTimes(4);
  });
});

describe('auth/logoutUser', () => {
  it('clears every store, the persisted data and remember-me, and revokes the old token', async () => {
    const { auth, calls, jar, otherStoreReset, showLogoutNotice } = setup({
      cookies: { 'remember-me': '1' },
    });
    await auth.actions['auth/login_user']({ password: CODE });
    expect(persistedKeys()).toHaveLength(2);
    await auth.actions['auth/logoutUser']();
    expect(auth.store.getState()).toMatchObject({ auth_token: null, password: null, user: null });
    expect(otherStoreReset).toHaveBeenCalledOnce();
    expect(persistedKeys()).toEqual([]);
    expect(jar.get('remember-me')).toBe('0');
    expect(jar.get('clearpath')).toBeDefined();
    expect(showLogoutNotice).toHaveBeenCalledWith(NOW);
    const [, logout] = calls('/auth/logout_user')[0] ?? [];
    expect(logout?.token).toBe(TOKEN);
    expect(logout?.body).toEqual({ password: CODE });
  });

  it('logs out on this device even when the server cannot be reached', async () => {
    const { auth } = setup({
      handlers: {
        '/auth/logout_user': () => {
          throw new ApiError(0, 'network', 'offline');
        },
      },
    });
    await auth.actions['auth/login_user']({ password: CODE });
    await expect(auth.actions['auth/logoutUser']()).resolves.toBeUndefined();
    expect(auth.store.getState().auth_token).toBeNull();
  });
});

describe('auth/tryAutoLoginFromPersisted', () => {
  async function remember() {
    const first = setup({ cookies: { 'remember-me': '1' } });
    await first.auth.actions['auth/login_user']({ password: CODE });
    return Object.fromEntries(first.jar);
  }

  it('logs in with the remembered code when remember-me is 1', async () => {
    const cookies = await remember();
    const { auth, calls } = setup({ cookies });
    await expect(auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(true);
    expect(calls('/auth/login_user')[0]?.[1].body).toEqual({ password: CODE });
    expect(auth.store.getState()).toMatchObject({ auth_token: TOKEN, autoLoginTried: true });
  });

  it('does nothing when remember-me is not 1', async () => {
    const cookies = await remember();
    const { auth, calls } = setup({ cookies: { ...cookies, 'remember-me': '0' } });
    await expect(auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(false);
    expect(calls('/auth/login_user')).toHaveLength(0);
    expect(auth.store.getState().autoLoginTried).toBe(true);
  });

  it('does nothing when a code is already in memory', async () => {
    const cookies = await remember();
    const { auth, calls } = setup({ cookies });
    auth.store.setState({ password: CODE });
    await expect(auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(false);
    expect(calls('/auth/login_user')).toHaveLength(0);
  });

  it('fails silently and forgets the data when the code no longer works', async () => {
    const cookies = await remember();
    const { auth } = setup({
      cookies,
      handlers: {
        '/auth/login_user': () => {
          throw WRONG_CODE;
        },
      },
    });
    await expect(auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(false);
    expect(auth.store.getState().auth_token).toBeNull();
    expect(persistedKeys()).toEqual([]);
  });

  it('fails silently and forgets the data when it cannot be decrypted (product cookie gone)', async () => {
    const { clearpath: _gone, ...cookies } = await remember();
    const { auth, calls } = setup({ cookies });
    await expect(auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(false);
    expect(calls('/auth/login_user')).toHaveLength(0);
    expect(persistedKeys()).toEqual([]);
  });

  it('keeps the data for next time when only the connection failed', async () => {
    const cookies = await remember();
    const { auth } = setup({
      cookies,
      handlers: {
        '/auth/login_user': () => {
          throw new ApiError(0, 'network', 'offline');
        },
      },
    });
    await expect(auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(true);
    expect(persistedKeys()).toHaveLength(2);
  });

  it('opens the session kept on the phone, with the progress since, when there is no connection', async () => {
    const cookies = await remember();
    const online = setup({ cookies });
    await online.auth.actions['auth/tryAutoLoginFromPersisted']();
    await online.auth.actions['auth/keepOfflineCopy']({ last_page: '1-5', progress: 12 });
    const { auth, sessionStarted } = setup({
      cookies,
      handlers: {
        '/auth/login_user': () => {
          throw new ApiError(0, 'network', 'offline');
        },
      },
    });
    await expect(auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(true);
    expect(auth.store.getState()).toMatchObject({ auth_token: TOKEN, password: CODE });
    expect(sessionStarted).toHaveBeenCalledWith(
      // Marked as the phone's: its saved state is not the server's (navigation-sync's restore).
      expect.objectContaining({ token: TOKEN, last_page: '1-5', progress: 12, fromDevice: true }),
    );
    expect(allStored()).not.toContain(TOKEN);
  });

  it('stays logged out offline when nothing was kept (remember-me off, a new tab)', async () => {
    const { auth } = setup({
      cookies: { 'remember-me': '1' },
      handlers: {
        '/auth/login_user': () => {
          throw new ApiError(0, 'network', 'offline');
        },
      },
    });
    await expect(auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(false);
    expect(auth.store.getState().auth_token).toBeNull();
  });

  it('runs once for callers that ask at the same time', async () => {
    const cookies = await remember();
    const { auth, calls } = setup({ cookies });
    const [a, b] = await Promise.all([
      auth.actions['auth/tryAutoLoginFromPersisted'](),
      auth.actions['auth/tryAutoLoginFromPersisted'](),
    ]);
    expect([a, b]).toEqual([true, true]);
    expect(calls('/auth/login_user')).toHaveLength(1);
  });
});

describe('auth/setCookieChoices', () => {
  it('writes the cookies, persists or forgets the session, and tells the server', async () => {
    const { auth, jar, calls } = setup({ cookies: { 'remember-me': '0' } });
    await auth.actions['auth/login_user']({ password: CODE });
    await auth.actions['auth/setCookieChoices']({ enableGa: 0, rememberMe: 1 });
    expect(jar.get('remember-me')).toBe('1');
    expect(persistedKeys()).toHaveLength(1);
    await auth.actions['auth/setCookieChoices']({ enableGa: 1, rememberMe: 0 });
    expect(jar.get('allow-analytics')).toBe('1');
    expect(persistedKeys()).toEqual([]);
    expect(calls('/activity/set_cookie_settings').map(([, options]) => options.body)).toEqual([
      { enable_ga: 0, remember_me: 1 },
      { enable_ga: 1, remember_me: 0 },
    ]);
  });

  it('ignores a failure to tell the server (docs/product.md §8)', async () => {
    const { auth } = setup({
      handlers: {
        '/activity/set_cookie_settings': () => {
          throw new ApiError(500, 'internal', 'down');
        },
      },
    });
    await auth.actions['auth/login_user']({ password: CODE });
    await expect(
      auth.actions['auth/setCookieChoices']({ enableGa: 1, rememberMe: 1 }),
    ).resolves.toBeUndefined();
  });
});

describe('auth/retryLogin', () => {
  it('logs in again with the code in memory', async () => {
    const { auth, calls } = setup();
    await auth.actions['auth/login_user']({ password: CODE });
    await expect(auth.actions['auth/retryLogin']()).resolves.toBe('logged-in');
    expect(calls('/auth/login_user')).toHaveLength(2);
  });

  it('logs out when the login fails', async () => {
    let works = true;
    const { auth, showLogoutNotice } = setup({
      handlers: {
        '/auth/login_user': () => {
          if (works) return loginAnswer();
          throw WRONG_CODE;
        },
      },
    });
    await auth.actions['auth/login_user']({ password: CODE });
    works = false;
    await expect(auth.actions['auth/retryLogin']()).resolves.toBe('logged-out');
    expect(auth.store.getState().auth_token).toBeNull();
    expect(showLogoutNotice).toHaveBeenCalled();
  });

  it('keeps the session when only the connection failed, and does nothing without a session', async () => {
    let online = true;
    const { auth } = setup({
      handlers: {
        '/auth/login_user': () => {
          if (online) return loginAnswer();
          throw new ApiError(0, 'network', 'offline');
        },
      },
    });
    await expect(auth.actions['auth/retryLogin']()).resolves.toBe('no-session');
    await auth.actions['auth/login_user']({ password: CODE });
    online = false;
    await expect(auth.actions['auth/retryLogin']()).resolves.toBe('offline');
    expect(auth.store.getState().auth_token).toBe(TOKEN);
  });
});

describe('the tab session', () => {
  it('logs a reloaded tab in again with its code, even without remember-me', async () => {
    sessionStorage.clear();
    const first = setup({ cookies: { 'remember-me': '0' }, tab: true });
    await first.auth.actions['auth/login_user']({ password: CODE });
    await vi.waitFor(() => expect(first.auth.hasTabSession()).toBe(true));
    expect(persistedKeys()).toEqual([]);

    const reloaded = setup({ cookies: Object.fromEntries(first.jar), tab: true });
    expect(reloaded.auth.hasTabSession()).toBe(true);
    await expect(reloaded.auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(true);
    expect(reloaded.calls('/auth/login_user')[0]?.[1].body).toEqual({ password: CODE });
    expect(reloaded.auth.store.getState().auth_token).toBe(TOKEN);
  });

  it('takes the login the early script sent with this code, and sends none of its own', async () => {
    sessionStorage.clear();
    const first = setup({ cookies: { 'remember-me': '0' }, tab: true });
    await first.auth.actions['auth/login_user']({ password: CODE });
    await vi.waitFor(() => expect(first.auth.hasTabSession()).toBe(true));

    const response = Promise.resolve(new Response('{}'));
    const earlyLogin = vi.fn(async (user: string) => ({ user, response }));
    const reloaded = setup({ cookies: Object.fromEntries(first.jar), tab: true, earlyLogin });
    await expect(reloaded.auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(true);
    expect(earlyLogin).toHaveBeenCalledWith(USER.user_uuid);
    const logins = reloaded.calls('/auth/login_user');
    expect(logins).toHaveLength(1);
    expect(logins[0]?.[1].sent).toBe(response);

    // None sent (another student's, or none at all): the app's login goes as before.
    const own = setup({
      cookies: Object.fromEntries(first.jar),
      tab: true,
      earlyLogin: async () => undefined,
    });
    await expect(own.auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(true);
    expect(own.calls('/auth/login_user')[0]?.[1]).toMatchObject({ body: { password: CODE } });
    expect(own.calls('/auth/login_user')[0]?.[1].sent).toBeUndefined();
  });

  it('is gone after logout, and a wrong code drops it', async () => {
    sessionStorage.clear();
    const first = setup({ tab: true });
    await first.auth.actions['auth/login_user']({ password: CODE });
    await vi.waitFor(() => expect(first.auth.hasTabSession()).toBe(true));
    const refused = setup({
      cookies: Object.fromEntries(first.jar),
      tab: true,
      handlers: {
        '/auth/login_user': () => {
          throw WRONG_CODE;
        },
      },
    });
    await expect(refused.auth.actions['auth/tryAutoLoginFromPersisted']()).resolves.toBe(false);
    expect(refused.auth.hasTabSession()).toBe(false);

    const again = setup({ tab: true });
    await again.auth.actions['auth/login_user']({ password: CODE });
    await vi.waitFor(() => expect(again.auth.hasTabSession()).toBe(true));
    await again.auth.actions['auth/logoutUser']();
    expect(again.auth.hasTabSession()).toBe(false);
  });
});
