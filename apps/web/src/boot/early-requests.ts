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
  const login = keptCode(deps).then((kept): EarlyLogin | null => {
    if (kept === null) return null;
    const { path, ...call } = loginCall(kept.password);
    const response = send(path, call);
    response.catch(() => undefined);
    return { user: kept.user, response };
  });
  return { sentAt: deps.now(), login, content };
}
