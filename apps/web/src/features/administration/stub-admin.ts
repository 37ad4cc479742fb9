import { vi } from 'vitest';

/** A stubbed answer of the administration API, given the request. */
export type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>;

/**
 * Stubs `fetch` for tests by `METHOD /path` (without `/api`); anything else fails like a lost
 * connection.
 */
export function stubAdmin(handlers: Record<string, Handler>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const handler = handlers[key];
    if (!handler) throw new TypeError(`Failed to fetch ${key}`);
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
