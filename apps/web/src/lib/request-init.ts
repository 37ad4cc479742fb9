import { tenantFromHost } from '@clearpath/core/early';

/** The most body the browser lets a `keepalive` request carry. */
export const KEEPALIVE_MAX_BYTES = 64 * 1024;

export interface ApiCall {
  method: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own type (an uploaded file); instead of `body`. */
  file?: Blob;
  /** The bearer token, if any. */
  token?: string | null;
  /** Extra request headers, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** Sent so that it outlives the page, when the body allows (`KEEPALIVE_MAX_BYTES`). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

/**
 * The `fetch` options of an API call from this page (`host`: its tenant): the one place that
 * says how a request to the API is made, for the API client and for the requests the
 * early-requests script sends before the app is there (boot/early-requests.ts). Free of zod.
 */
export function apiRequestInit(call: ApiCall, host: string): RequestInit {
  const headers: Record<string, string> = {
    ...call.headers,
    Accept: 'application/json',
    'X-Tenant': tenantFromHost(host),
  };
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  if (call.file !== undefined)
    headers['Content-Type'] = call.file.type || 'application/octet-stream';
  else if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const sent = call.file ?? (call.body === undefined ? null : JSON.stringify(call.body));
  const keepalive =
    call.keepalive === true && (sent === null || new Blob([sent]).size <= KEEPALIVE_MAX_BYTES);
  return {
    method: call.method,
    headers,
    credentials: 'include',
    body: sent,
    signal: call.signal ?? null,
    ...(keepalive ? { keepalive } : {}),
  };
}
