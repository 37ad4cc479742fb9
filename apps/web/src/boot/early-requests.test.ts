import { describe, expect, it, vi } from 'vitest';
import { createEncryptedStorage, type EncryptedStorage } from '../lib/encrypted-storage';
import { earlyKey } from '../lib/early-responses';
import { startEarly, startEarlyRequests, type EarlyRequestDeps } from './early-requests';

const USER = { user_uuid: '0b7c9f0e-8f0a-4b6e-9a51-2f0d7c1e4a11', password: '7K3M-Q9TX-2B4D' };
const OTHER = { user_uuid: 'a0000000-0000-4000-8000-000000000000', password: 'AAAA-BBBB-CCCC' };

const storageOn = (area: Storage) =>
  createEncryptedStorage({
    storage: area,
    subtle: crypto.subtle,
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    getSecret: () => 'product-id',
  });

/** A tab of the tenant `tcd` with nothing kept, on `/dashboard`. */
const tab = (overrides: Partial<EarlyRequestDeps>): EarlyRequestDeps => ({
  fetch: async () => new Response('{}'),
  apiBase: '/api',
  host: 'tcd.clearpath.ie',
  pathname: '/dashboard',
  tabStorage: storageOn(sessionStorage),
  deviceStorage: storageOn(localStorage),
  rememberMe: async () => undefined,
  now: () => 1_000,
  nextTask: () => Promise.resolve(),
  pageModules: () => ['/assets/content-page-A.js', '/assets/module-page-B.js'],
  preloadModule: () => undefined,
  ...overrides,
});

function early(overrides: Partial<EarlyRequestDeps> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}'));
  const preloadModule = vi.fn<(href: string) => void>();
  const requests = startEarlyRequests(tab({ fetch, preloadModule, ...overrides }));
  const calls = () =>
    fetch.mock.calls.map(([url, init]) => ({
      url,
      method: init?.method,
      body: JSON.parse(String(init?.body)) as unknown,
      headers: new Headers(init?.headers),
    }));
  return { requests, fetch, calls, preloadModule };
}

describe('the early requests', () => {
  it('on a module page, preload its code and ask for the page and the modules list as the app will', async () => {
    const { requests, calls, preloadModule } = early({ pathname: '/page/2C-3' });
    expect(preloadModule.mock.calls.map(([href]) => href)).toEqual([
      '/assets/content-page-A.js',
      '/assets/module-page-B.js',
    ]);
    expect(calls().map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      {
        url: '/api/pages/modules/2C/2C-3',
        method: 'POST',
        body: { text: true, without: ['body'] },
      },
      {
        url: '/api/pages/modules',
        method: 'POST',
        body: { deep: true, where: { kind: 'module' } },
      },
    ]);
    expect(calls()[0]?.headers.get('X-Tenant')).toBe('tcd');
    expect(Object.keys(requests.content)).toEqual([
      earlyKey('/pages/modules/2C/2C-3', { text: true, without: ['body'] }),
      earlyKey('/pages/modules', { deep: true, where: { kind: 'module' } }),
    ]);
    expect(await requests.login).toBeNull();
    expect(requests.sentAt).toBe(1_000);
  });

  it.each(['/dashboard', '/page/not-a-page', '/page/1-0/extra', '/'])(
    'asks for no content and preloads nothing on %s',
    async (pathname) => {
      const { requests, fetch, preloadModule } = early({ pathname });
      expect(requests.content).toEqual({});
      expect(await requests.login).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
      expect(preloadModule).not.toHaveBeenCalled();
    },
  );

  it("logs in with this tab's kept code, sending no token, before the device's", async () => {
    await storageOn(sessionStorage).write('auth', { user: USER, tenant: 'tcd' });
    await storageOn(localStorage).write('auth', { user: OTHER, tenant: 'tcd' });
    const { requests, calls } = early({ rememberMe: async () => '1' });
    const login = await requests.login;
    expect(login?.user).toBe(USER.user_uuid);
    await login?.response;
    const [call] = calls();
    expect(call).toMatchObject({ url: '/api/auth/login_user', method: 'POST' });
    expect(call?.body).toEqual({ password: USER.password });
    expect(call?.headers.has('Authorization')).toBe(false);
    expect(call?.headers.get('Content-Type')).toBe('application/json');
  });

  it("logs in with the device's kept code only when remember-me is 1", async () => {
    await storageOn(localStorage).write('auth', { user: OTHER, tenant: 'tcd' });
    expect(await early({ rememberMe: async () => '0' }).requests.login).toBeNull();
    const remembered = await early({ rememberMe: async () => '1' }).requests.login;
    expect(remembered?.user).toBe(OTHER.user_uuid);
  });

  it('sends nothing, and fails nothing, when the browser blocks site data', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const storage = storageOn({
      get length() {
        return blocked();
      },
      clear: blocked,
      getItem: blocked,
      key: blocked,
      removeItem: blocked,
      setItem: blocked,
    });
    const { requests, fetch } = early({
      tabStorage: storage,
      deviceStorage: storage,
      rememberMe: async () => '1',
    });
    await expect(requests.login).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the kept code a step a task: the storage, then the cookie that keys it', async () => {
    await storageOn(sessionStorage).write('auth', { user: USER, tenant: 'tcd' });
    await storageOn(localStorage).write('auth', { user: OTHER, tenant: 'tcd' });
    const steps: string[] = [];
    const recorded = (name: string, storage: EncryptedStorage): EncryptedStorage => ({
      ...storage,
      has: (key) => (steps.push(`look ${name}`), storage.has(key)),
      read: (key) => (steps.push(`read ${name}`), storage.read(key)),
    });
    const deps = {
      tabStorage: recorded('tab', storageOn(sessionStorage)),
      deviceStorage: recorded('device', storageOn(localStorage)),
      rememberMe: async () => (steps.push('remember-me cookie'), '1'),
      nextTask: () => (steps.push('next task'), Promise.resolve()),
    };
    expect((await early(deps).requests.login)?.user).toBe(USER.user_uuid);
    expect(steps).toEqual(['next task', 'look tab', 'next task', 'read tab']);

    sessionStorage.clear();
    steps.length = 0;
    expect((await early(deps).requests.login)?.user).toBe(OTHER.user_uuid);
    expect(steps).toEqual([
      'next task',
      'look tab',
      'next task',
      'remember-me cookie',
      'look device',
      'next task',
      'read device',
    ]);
  });

  it('sends nothing for a kept entry it cannot read', async () => {
    sessionStorage.setItem('clearpath:state:auth', 'bm90IGEgY2lwaGVydGV4dA==');
    const { requests, fetch } = early();
    expect(await requests.login).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a pre-drawn module page', () => {
  function page(appModules: string[]) {
    const order: string[] = [];
    let painted: (() => void) | null = null;
    const tasks: (() => void)[] = [];
    const publish = vi.fn(() => order.push('published'));
    startEarly(
      {
        ...tab({
          fetch: async (url) => {
            order.push(`fetch ${String(url)}`);
            return new Response('{}');
          },
          pathname: '/page/1-0',
          pageModules: () => ['/assets/content-page-A.js'],
          preloadModule: (href) => {
            if (!href.startsWith('/assets/')) throw new TypeError(`Not a module: ${href}`);
            order.push(`preload ${href}`);
          },
          nextTask: () =>
            new Promise<void>((resolve) => {
              order.push('next task');
              tasks.push(resolve);
            }),
        }),
        appModules: () => appModules,
        afterFirstPaint: (then) => {
          painted = then;
        },
        loadModule: (href) => order.push(`load ${href}`),
      },
      publish,
    );
    /** Runs the tasks asked for so far, and what they do before their next wait. */
    async function runTasks() {
      tasks.splice(0).forEach((run) => run());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return { order, publish, paint: () => painted?.(), runTasks };
  }

  it('loads its app, and sends its requests, only once its text has painted', async () => {
    const { order, publish, paint, runTasks } = page([
      '/assets/index-E.js',
      '/assets/framework-F.js',
    ]);
    expect(order).toEqual([]);
    expect(publish).not.toHaveBeenCalled();
    paint();
    expect(order).toEqual([
      'preload /assets/content-page-A.js',
      'fetch /api/pages/modules/1/1-0',
      'fetch /api/pages/modules',
      'next task', // the kept code's read
      // Published before the app loads, so the app finds the answers.
      'published',
      // The app's files wait for a task of their own.
      'next task',
    ]);
    await runTasks();
    expect(order.slice(6).filter((step) => step !== 'next task')).toEqual([
      'preload /assets/framework-F.js',
      'load /assets/index-E.js',
    ]);
  });

  it("loads its app even when a preload of the app's files fails", async () => {
    const { order, paint, runTasks } = page(['/assets/index-E.js', 'not a module']);
    paint();
    await runTasks();
    expect(order).toContain('load /assets/index-E.js');
  });

  it('an address without a pre-drawn page sends at once and loads no app (index.html does)', () => {
    const { order, publish } = page([]);
    expect(publish).toHaveBeenCalledOnce();
    expect(order).toContain('fetch /api/pages/modules/1/1-0');
    expect(order.some((step) => step.startsWith('load '))).toBe(false);
  });
});
