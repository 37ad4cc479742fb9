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
  rememberMe: () => string | undefined;
  now: () => number;
  /**
   * Resolves in a task of its own. The kept code is read after it: a tab's first look at its
   * storage can take some 20 ms (more on a slow phone), which need not lengthen the task that
   * sends the content requests.
   */
  nextTask: () => Promise<void>;
  /** A module page's route code, as index.html names it, and how to preload one file of it. */
  pageModules: () => string[];
  preloadModule: (href: string) => void;
}

const PAGE_ROUTE = /^\/page\/([^/]+)\/?$/;

/** The code the app will log in with at start, as it will choose it: this tab's, then the device's. */
async function keptCode(
  deps: EarlyRequestDeps,
): Promise<{ user: string; password: string } | null> {
  const sources: EncryptedStorage[] = [deps.tabStorage];
  if (shouldAutoLogin({ rememberMe: deps.rememberMe(), passwordInMemory: false })) {
    sources.push(deps.deviceStorage);
  }
  for (const storage of sources) {
    try {
      if (!storage.has(PERSISTED_AUTH)) continue;
      const kept = keptLogin(await storage.read(PERSISTED_AUTH));
      if (kept !== null) return kept;
    } catch {
      // Unreadable here, or storage blocked: the app finds the same and goes on as it does.
    }
  }
  return null;
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
    preloads.forEach(deps.preloadModule);
    deps.loadModule(entry);
  });
}
