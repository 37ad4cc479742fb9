import { moduleOfPage, shouldAutoLogin } from '@clearpath/core/early';
import { modulesRequest, pageRequest } from '../features/content/content-requests';
import type { EncryptedStorage } from '../lib/encrypted-storage';
import { earlyKey, type EarlyLogin, type EarlyRequests } from '../lib/early-responses';
import { PERSISTED_AUTH, keptLogin, loginCall } from '../lib/kept-login';
import { apiRequestInit, type ApiCall } from '../lib/request-init';

export interface EarlyRequestDeps {
  fetch: typeof fetch;
  apiBase: string;
  /** The page's host (its tenant) and path. */
  host: string;
  pathname: string;
  tabStorage: EncryptedStorage;
  deviceStorage: EncryptedStorage;
  /** The `remember-me` cookie's value. */
  rememberMe: () => Promise<string | undefined>;
  now: () => number;
  /**
   * Resolves in a task of its own. The kept code is read after it, a step a task (a tab's first
   * look at its storage can take some 20 ms, more on a slow phone), and a pre-drawn page's app
   * is loaded after it: none of them lengthens the task that sends the content requests.
   */
  nextTask: () => Promise<void>;
  /** A module page's route code, as index.html names it, and how to preload one file of it. */
  pageModules: () => string[];
  preloadModule: (href: string) => void;
}

const PAGE_ROUTE = /^\/page\/([^/]+)\/?$/;

/**
 * The code kept in `storage`, if any. The look into the storage and the entry's key (from the
 * product cookie) are waits on the browser, some ms each on a phone's first look: they run in
 * tasks of their own, so no task of the page's start grows long with them.
 */
async function keptIn(
  deps: EarlyRequestDeps,
  storage: EncryptedStorage,
): Promise<{ user: string; password: string } | null> {
  try {
    if (!storage.has(PERSISTED_AUTH)) return null;
    await deps.nextTask();
    return keptLogin(await storage.read(PERSISTED_AUTH));
  } catch {
    // Unreadable here, or storage blocked: the app finds the same and goes on as it does.
    return null;
  }
}

/** The code the app will log in with at start, as it will choose it: this tab's, then the device's. */
async function keptCode(
  deps: EarlyRequestDeps,
): Promise<{ user: string; password: string } | null> {
  const inTab = await keptIn(deps, deps.tabStorage);
  if (inTab !== null) return inTab;
  await deps.nextTask();
  const rememberMe = await deps.rememberMe();
  if (!shouldAutoLogin({ rememberMe, passwordInMemory: false })) return null;
  return keptIn(deps, deps.deviceStorage);
}

/**
 * Sends, as the page starts loading, what the app will ask for first once its code has
 * arrived (docs/decisions/0009-light-first-screen.md): the login with the code this tab or
 * device kept, and on a module page's address the route's code, the page and the modules
 * list. The app takes
 * these answers (lib/early-responses.ts) instead of asking again. Nothing is sent without a
 * kept code or a page address, and nothing is read or written but the kept entries.
 */
export function startEarlyRequests(deps: EarlyRequestDeps): EarlyRequests {
  const send = (path: string, call: ApiCall) =>
    deps.fetch(`${deps.apiBase}${path}`, apiRequestInit(call, deps.host));
  const content: Record<string, Promise<Response>> = {};
  const page = PAGE_ROUTE.exec(deps.pathname)?.[1];
  if (page !== undefined && moduleOfPage(page) !== null) {
    deps.pageModules().forEach(deps.preloadModule);
    for (const { path, body } of [pageRequest(page), modulesRequest()]) {
      const response = send(path, { method: 'POST', body });
      // Taken by the app, or never: a failure is the app's to meet when it asks.
      response.catch(() => undefined);
      content[earlyKey(path, body)] = response;
    }
  }
  const login = deps.nextTask().then(async (): Promise<EarlyLogin | null> => {
    const kept = await keptCode(deps);
    if (kept === null) return null;
    const { path, ...call } = loginCall(kept.password);
    const response = send(path, call);
    response.catch(() => undefined);
    return { user: kept.user, response };
  });
  return { sentAt: deps.now(), login, content };
}

export interface EarlyStartDeps extends EarlyRequestDeps {
  /** A pre-drawn page's app: its entry, then the files the entry imports. Empty elsewhere. */
  appModules: () => string[];
  /** Calls back once the page's text has painted (lib/after-paint.ts). */
  afterFirstPaint: (then: () => void) => void;
  /** Loads one module script. */
  loadModule: (href: string) => void;
}

/**
 * Starts the early requests (`startEarlyRequests`) and hands them to `publish`, for the app.
 * A pre-drawn module page (scripts/prerender.mjs) names its app instead of loading it from
 * index.html: it is already readable, so its requests and the app's files go out once its text
 * has painted, and they take nothing from that paint (docs/decisions/0009-light-first-screen.md).
 */
export function startEarly(deps: EarlyStartDeps, publish: (early: EarlyRequests) => void): void {
  const [entry, ...preloads] = deps.appModules();
  if (entry === undefined) {
    publish(startEarlyRequests(deps));
    return;
  }
  deps.afterFirstPaint(() => {
    // First, so the app finds them when it starts; the app loads whatever happens to them.
    try {
      publish(startEarlyRequests(deps));
    } catch {
      // Storage blocked, or anything else: the app asks for everything itself.
    }
    // The app's files in a task of their own: with the requests, some 15 ms on this machine
    // and four times that on a phone, a task long enough to hold up a tap.
    void deps.nextTask().then(() => {
      try {
        preloads.forEach(deps.preloadModule);
      } catch {
        // A preload is only a head start: the entry asks for the files it imports.
      }
      deps.loadModule(entry);
    });
  });
}
