/*
 * The requests the early-requests script (boot/early-requests.ts) sends as the page loads,
 * before the app's code has arrived, and the app's way to take their answers instead of
 * asking again: a reload of a module page on a slow phone then waits for the network once, not
 * once for the code and again for the session and the page (issue #19). Free of zod: the
 * early script is built from this file too.
 */

/** A login the early script sent with a kept code, and whose code it was. */
export interface EarlyLogin {
  user: string;
  response: Promise<Response>;
}

export interface EarlyRequests {
  /** When they were sent (`Date.now()`). */
  sentAt: number;
  /** The login with the code this tab or device kept; resolves to null when there was none. */
  login: Promise<EarlyLogin | null>;
  /** Content requests, by `earlyKey` of their path and body. */
  content: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    clearpathEarly?: EarlyRequests;
  }
}

/** The `<meta>` of index.html that names a module page's route code (vite.config.ts). */
export const PAGE_MODULES_META = 'clearpath-page-modules';

/**
 * The `<meta>` of a pre-drawn module page (scripts/prerender.mjs) that names the app's entry and
 * then the files it preloads: the early-requests script loads them once the page has painted.
 */
export const APP_MODULES_META = 'clearpath-app-modules';

/**
 * An early answer older than this is not taken: the app asks again. A first visit on slow
 * mobile data takes some 20 s to bring the app.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 60_000;

/** The key of a content request: its path and JSON body. */
export const earlyKey = (path: string, body: unknown): string => `${path} ${JSON.stringify(body)}`;

function fresh(now: number): EarlyRequests | undefined {
  const early = typeof window === 'undefined' ? undefined : window.clearpathEarly;
  if (early === undefined || now - early.sentAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return early;
}

/** The early answer to this content request, once; undefined when there is none to take. */
export function takeEarlyResponse(
  path: string,
  body: unknown,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const early = fresh(now);
  if (early === undefined) return undefined;
  const key = earlyKey(path, body);
  const response = early.content[key];
  delete early.content[key];
  return response;
}

/**
 * The early login when it was sent with `user`'s kept code, once; undefined when there is
 * none, or it was another student's (the app then logs in itself).
 */
export async function takeEarlyLogin(
  user: string,
  now: number = Date.now(),
): Promise<EarlyLogin | undefined> {
  const early = fresh(now);
  if (early === undefined) return undefined;
  const login = early.login;
  early.login = Promise.resolve(null);
  const sent = await login.catch(() => null);
  return sent?.user === user ? sent : undefined;
}
