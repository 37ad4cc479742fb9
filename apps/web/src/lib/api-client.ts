import { ErrorBodySchema } from '@clearpath/core';
import { env } from '../config/env';
import { requestTracker } from './request-tracker';
import { apiRequestInit } from './request-init';

export { KEEPALIVE_MAX_BYTES } from './request-init';

/** Anything with zod's `parse`: every response is validated, never just cast. */
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own type (an uploaded file); instead of `body`. */
  file?: Blob;
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
  /**
   * The bearer token for this request instead of the registered one: logout clears the session
   * at once and revokes the old token in the background.
   */
  token?: string | null;
  /** Extra request headers, e.g. an `Idempotency-Key` for a commit that may be retried. */
  headers?: Record<string, string>;
  /**
   * Sent so that it outlives the page (`fetch`'s `keepalive`): for what is sent as the student
   * leaves or reloads. Browsers allow it up to 64 KiB of body; a larger body goes as usual.
   */
  keepalive?: boolean;
  /**
   * The answer of this very request, already sent before the app was there (the early-requests
   * script, boot/early-requests.ts): taken as if this call had sent it, nothing is sent again.
   */
  sent?: Promise<Response> | undefined;
}

/** The shape of `apiRequest`, for code that receives it as a dependency. */
export type ApiRequest = <T>(path: string, options: ApiRequestOptions<T>) => Promise<T>;

/** A failed API call: the HTTP status (0 when the server was not reached) and the error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  /** A 429's or 503's `Retry-After`, in seconds, when the server sent one. */
  retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string[]>,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface RequestLifecycle {
  start(): void;
  end(): void;
  fail(): void;
}

export interface ApiClientDeps {
  baseUrl: string;
  /** The page's host, e.g. `ucc.clearpath.ie`; the tenant is derived from it per request. */
  getHost: () => string;
  getToken: () => string | null | undefined;
  fetch: typeof fetch;
  tracker: RequestLifecycle;
  /** Told when a request sent with a bearer token is answered 401, with that token. */
  onUnauthorized?: (token: string) => void;
  /**
   * How long a request may go unanswered before it counts as not reached (status 0): a
   * connection that stays open but carries nothing (a weak signal) must not hold back the
   * answers queued behind it, and the page change that waits for them, for ever. None: no limit.
   */
  timeoutMs?: number;
}

/**
 * The student app's limit for one request (`ApiClientDeps.timeoutMs`): 30 s, as long as the
 * server gives a request to arrive (its own REQUEST_TIMEOUT_MS, chosen alike, not shared).
 */
export const STUDENT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * A signal that aborts after `ms`, or when `outer` does; `stop` ends the clock. `timedOut`
 * says which happened.
 */
function deadline(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request took too long.', 'TimeoutError'));
  }, ms);
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    stop: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}

const OFFLINE_MESSAGE =
  "We couldn't reach Clearpath. Check your connection and try again — nothing you've done is lost.";
/** A request that got no whole answer in time: the connection is there, but too slow. */
const SLOW_MESSAGE =
  "Clearpath is taking too long to answer, perhaps because the connection is slow. Try again in a moment — nothing you've done is lost.";

export function createApiClient(deps: ApiClientDeps): ApiRequest {
  return async function request<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
    const { method = 'GET', schema, signal } = options;
    const token = options.token === undefined ? deps.getToken() : options.token;
    // The clock runs until the whole answer is read: a body can stall as well as the headers.
    const clock =
      deps.timeoutMs === undefined || options.sent !== undefined
        ? null
        : deadline(deps.timeoutMs, signal);
    // Status 0, as for no connection at all; the code tells a request that timed out.
    const notReached = (cause: unknown) =>
      clock?.timedOut()
        ? new ApiError(0, 'timeout', SLOW_MESSAGE, undefined, { cause })
        : new ApiError(0, 'network', OFFLINE_MESSAGE, undefined, { cause });

    deps.tracker.start();
    let response: Response;
    try {
      response = await (options.sent ??
        deps.fetch(
          `${deps.baseUrl}${path}`,
          apiRequestInit(
            { ...options, method, token, ...(clock ? { signal: clock.signal } : {}) },
            deps.getHost(),
          ),
        ));
    } catch (cause) {
      clock?.stop();
      if (signal?.aborted) {
        deps.tracker.end();
        throw cause;
      }
      deps.tracker.fail();
      throw notReached(cause);
    }

    try {
      const data = await readJson(response);
      if (!response.ok) {
        if (response.status === 401 && token) deps.onUnauthorized?.(token);
        throw errorFromResponse(response, data);
      }
      const parsed = parseWith(schema, data, response.status);
      deps.tracker.end();
      return parsed;
    } catch (error) {
      if (signal?.aborted) {
        deps.tracker.end();
        throw error;
      }
      deps.tracker.fail();
      throw clock?.timedOut() ? notReached(error) : error;
    } finally {
      clock?.stop();
    }
  };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromResponse(response: Response, data: unknown): ApiError {
  const body = ErrorBodySchema.safeParse(data);
  const error = body.success
    ? new ApiError(
        response.status,
        body.data.error.code,
        body.data.error.message,
        body.data.error.fields,
      )
    : new ApiError(
        response.status,
        `http_${response.status}`,
        `The server answered with an unexpected error (status ${response.status}). Please try again in a moment.`,
      );
  error.retryAfterSeconds = retryAfterSeconds(response.headers.get('Retry-After'));
  return error;
}

/** `Retry-After` as whole seconds: a number of seconds (an HTTP date is not used by our server). */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d{1,6}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function parseWith<T>(schema: ResponseSchema<T>, data: unknown, status: number): T {
  try {
    return schema.parse(data);
  } catch (cause) {
    throw new ApiError(
      status,
      'invalid_response',
      'The server sent an answer we could not read. Please try again in a moment.',
      undefined,
      { cause },
    );
  }
}

let tokenGetter: () => string | null | undefined = () => null;

/** The auth feature registers how to read the current bearer token. */
export function setTokenGetter(getter: () => string | null | undefined): void {
  tokenGetter = getter;
}

const unauthorizedListeners = new Set<(token: string) => void>();

/**
 * Adds a listener told when a request sent with a bearer token is answered 401, with the token
 * that was refused (the auth feature's session-expired dialog). Returns an unsubscribe.
 */
export function addUnauthorizedListener(listener: (token: string) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/** The app's API client: `env.apiBase`, the page's host, the registered token, the tracker. */
export const apiRequest = createApiClient({
  baseUrl: env.apiBase,
  getHost: () => window.location.host,
  getToken: () => tokenGetter(),
  fetch: (...args) => globalThis.fetch(...args),
  tracker: {
    start: () => requestTracker.getState().start(),
    end: () => requestTracker.getState().end(),
    fail: () => requestTracker.getState().fail(),
  },
  onUnauthorized: (token) => {
    for (const listener of unauthorizedListeners) listener(token);
  },
  timeoutMs: STUDENT_REQUEST_TIMEOUT_MS,
});
