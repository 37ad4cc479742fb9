import { describe, expect, it, vi } from 'vitest';
import { HealthResponseSchema } from '@clearpath/core';
import {
  ApiError,
  apiRequest,
  KEEPALIVE_MAX_BYTES,
  STUDENT_REQUEST_TIMEOUT_MS,
  createApiClient,
  setTokenGetter,
  type ApiClientDeps,
} from './api-client';
import { requestTracker } from './request-tracker';

const HEALTHY = { status: 'ok', database: 'up', version: '0.1.0' };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A client whose fetch answers `response`, or rejects with anything that is not a Response. */
function clientWith(response: unknown, overrides: Partial<ApiClientDeps> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (response instanceof Response) return response;
    throw response;
  });
  const tracker = { start: vi.fn(), end: vi.fn(), fail: vi.fn() };
  const request = createApiClient({
    baseUrl: 'https://api.example.ie/api',
    getHost: () => 'tcd.clearpath.ie',
    getToken: () => null,
    fetch,
    tracker,
    ...overrides,
  });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url, init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { request, fetch, tracker, sent };
}

describe('apiRequest', () => {
  it('takes the answer of a request sent already, sending nothing, and checks it the same', async () => {
    const { request, fetch, tracker } = clientWith(jsonResponse(HEALTHY));
    const answer = await request('/health', {
      schema: HealthResponseSchema,
      sent: Promise.resolve(jsonResponse({ ...HEALTHY, version: '9.9.9' })),
    });
    expect(answer.version).toBe('9.9.9');
    expect(fetch).not.toHaveBeenCalled();
    expect(tracker.start).toHaveBeenCalledTimes(1);
    expect(tracker.end).toHaveBeenCalledTimes(1);

    await expect(
      request('/health', {
        schema: HealthResponseSchema,
        sent: Promise.reject(new TypeError('Failed to fetch')),
      }),
    ).rejects.toMatchObject({ status: 0, code: 'network' });
    await expect(
      request('/health', {
        schema: HealthResponseSchema,
        sent: Promise.resolve(jsonResponse({}, 503)),
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a request that outlives the page when asked, up to the browser’s 64 KiB', async () => {
    const small = clientWith(jsonResponse(HEALTHY));
    await small.request('/health', {
      method: 'POST',
      body: { a: 'x' },
      keepalive: true,
      schema: HealthResponseSchema,
    });
    expect(small.sent().init.keepalive).toBe(true);

    const large = clientWith(jsonResponse(HEALTHY));
    await large.request('/health', {
      method: 'POST',
      body: { a: 'x'.repeat(KEEPALIVE_MAX_BYTES) },
      keepalive: true,
      schema: HealthResponseSchema,
    });
    expect(large.sent().init.keepalive).toBeUndefined();

    const usual = clientWith(jsonResponse(HEALTHY));
    await usual.request('/health', { schema: HealthResponseSchema });
    expect(usual.sent().init.keepalive).toBeUndefined();
  });

  it('sends Accept JSON, credentials, the tenant of the host and no token when there is none', async () => {
    const { request, sent } = clientWith(jsonResponse(HEALTHY));
    await request('/health', { schema: HealthResponseSchema });
    const { url, init, headers } = sent();
    expect(url).toBe('https://api.example.ie/api/health');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Tenant')).toBe('tcd');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the bearer token from the getter, and a JSON body', async () => {
    const { request, sent } = clientWith(jsonResponse(HEALTHY), { getToken: () => 'tok-123' });
    await request('/auth/login_user', {
      method: 'POST',
      body: { password: 'ABCD-EFGH-JKMN' },
      schema: HealthResponseSchema,
    });
    const { init, headers } = sent();
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"password":"ABCD-EFGH-JKMN"}');
  });

  it('sends the token given with the request instead of the registered one', async () => {
    const { request, sent } = clientWith(jsonResponse(HEALTHY), { getToken: () => null });
    await request('/auth/logout_user', {
      method: 'POST',
      body: {},
      schema: HealthResponseSchema,
      token: 'tok-old',
    });
    expect(sent().headers.get('Authorization')).toBe('Bearer tok-old');
  });

  it('returns the response parsed with the schema', async () => {
    const { request, tracker } = clientWith(jsonResponse({ ...HEALTHY, extra: 'dropped' }));
    await expect(request('/health', { schema: HealthResponseSchema })).resolves.toEqual(HEALTHY);
    expect(tracker.start).toHaveBeenCalledTimes(1);
    expect(tracker.end).toHaveBeenCalledTimes(1);
    expect(tracker.fail).not.toHaveBeenCalled();
  });

  it('throws an ApiError when the answer does not match the schema', async () => {
    const { request, tracker } = clientWith(jsonResponse({ status: 'great' }));
    const error = await request('/health', { schema: HealthResponseSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    expect(tracker.fail).toHaveBeenCalledTimes(1);
  });

  it('throws an ApiError with status, code, message and fields from the error body', async () => {
    const body = {
      error: {
        code: 'bad_request',
        message: 'Check the code',
        fields: { password: ['Too short'] },
      },
    };
    const { request, tracker } = clientWith(jsonResponse(body, 400));
    const error = await request('/auth/login_user', { schema: HealthResponseSchema }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Check the code',
      fields: { password: ['Too short'] },
    });
    expect(tracker.fail).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['30', 30],
    [' 5 ', 5],
    ['Wed, 21 Oct 2026 07:28:00 GMT', undefined],
    ['-1', undefined],
    [null, undefined],
  ])('reads Retry-After %j of a 429 as %s seconds', async (header, seconds) => {
    const response = new Response(
      JSON.stringify({ error: { code: 'too_many_commits', message: 'Please wait a moment.' } }),
      { status: 429, headers: header === null ? {} : { 'Retry-After': header } },
    );
    const { request } = clientWith(response);
    const error = await request('/health', { schema: HealthResponseSchema }).catch((e) => e);
    expect(error).toMatchObject({ status: 429, code: 'too_many_commits' });
    expect((error as ApiError).retryAfterSeconds).toBe(seconds);
  });

  it('throws an ApiError for an error answer that is not the JSON error body', async () => {
    const { request } = clientWith(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await request('/health', { schema: HealthResponseSchema }).catch((e) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 502, code: 'http_502' });
  });

  it('throws a network ApiError (status 0) when the server cannot be reached', async () => {
    const { request, tracker } = clientWith(new TypeError('Failed to fetch'));
    const error = await request('/health', { schema: HealthResponseSchema }).catch((e) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 0, code: 'network' });
    expect(error.message).toMatch(/connection/);
    expect(tracker.fail).toHaveBeenCalledTimes(1);
  });

  /** A fetch that never answers, as a connection that stays open and carries nothing; it ends as a real fetch does when its signal aborts. */
  const silentFetch = () =>
    vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

  it('counts a request unanswered for its time limit as not reached, and stops it', async () => {
    vi.useFakeTimers();
    const fetch = silentFetch();
    const { request, tracker } = clientWith(null, { fetch, timeoutMs: 30_000 });
    const answer = request('/health', { schema: HealthResponseSchema }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(tracker.fail).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // Not reached, as with no connection (status 0), but told apart: it timed out.
    expect(await answer).toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'timeout',
      message: expect.stringMatching(/taking too long/),
    });
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    expect(tracker.fail).toHaveBeenCalledTimes(1);
  });

  it('counts an answer whose body stalls past the time limit as not reached', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'application/json' } });
    });
    const { request, tracker } = clientWith(null, { fetch, timeoutMs: 30_000 });
    const answer = request('/health', { schema: HealthResponseSchema }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await answer).toMatchObject({ name: 'ApiError', status: 0, code: 'timeout' });
    expect(tracker.fail).toHaveBeenCalledTimes(1);
  });

  it('still passes the caller’s own abort through under a time limit', async () => {
    const controller = new AbortController();
    const { request, tracker } = clientWith(null, { fetch: silentFetch(), timeoutMs: 30_000 });
    const answer = request('/health', {
      schema: HealthResponseSchema,
      signal: controller.signal,
    }).catch((e) => e);
    controller.abort(new DOMException('Left the page.', 'AbortError'));
    expect(await answer).toMatchObject({ name: 'AbortError', message: 'Left the page.' });
    expect(tracker.end).toHaveBeenCalledTimes(1);
    expect(tracker.fail).not.toHaveBeenCalled();
  });

  it('passes an abort through without reporting a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const { request, tracker, sent } = clientWith(aborted);
    const error = await request('/health', {
      schema: HealthResponseSchema,
      signal: controller.signal,
    }).catch((e) => e);
    expect(error).toBe(aborted);
    expect(sent().init.signal).toBe(controller.signal);
    expect(tracker.end).toHaveBeenCalledTimes(1);
    expect(tracker.fail).not.toHaveBeenCalled();
  });
});

describe('the app client', () => {
  it('uses /api on this host, the registered token and the request tracker', async () => {
    let seen = { pending: -1 };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      seen = { pending: requestTracker.getState().pendingRequests };
      return jsonResponse(HEALTHY);
    });
    vi.stubGlobal('fetch', fetch);
    setTokenGetter(() => 'from-auth-store');
    try {
      await apiRequest('/health', { schema: HealthResponseSchema });
    } finally {
      setTokenGetter(() => null);
      vi.unstubAllGlobals();
    }
    const [url, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/health');
    expect(headers.get('Authorization')).toBe('Bearer from-auth-store');
    expect(headers.get('X-Tenant')).toBe('ucc'); // jsdom runs on localhost
    expect(seen.pending).toBe(1);
    expect(requestTracker.getState()).toMatchObject({ pendingRequests: 0, failed: false });
  });

  it('notes when the last request in flight ended, for the navigation settle time', async () => {
    const answers: ((response: Response) => void)[] = [];
    const fetch = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
    vi.stubGlobal('fetch', fetch);
    try {
      const before = requestTracker.getState().idleSince;
      const first = apiRequest('/health', { schema: HealthResponseSchema });
      const second = apiRequest('/health', { schema: HealthResponseSchema });
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      expect(requestTracker.getState()).toMatchObject({ pendingRequests: 2, idleSince: before });
      answers[0]?.(jsonResponse(HEALTHY));
      await vi.waitFor(() => expect(requestTracker.getState().pendingRequests).toBe(1));
      expect(requestTracker.getState().idleSince).toBe(before);
      const started = performance.now();
      answers[1]?.(jsonResponse(HEALTHY));
      await Promise.allSettled([first, second]);
      const { pendingRequests, idleSince } = requestTracker.getState();
      expect(pendingRequests).toBe(0);
      expect(idleSince).toBeGreaterThanOrEqual(started);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it(`gives up on a request unanswered for ${STUDENT_REQUEST_TIMEOUT_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    try {
      const answer = apiRequest('/health', { schema: HealthResponseSchema }).catch((e) => e);
      await vi.advanceTimersByTimeAsync(STUDENT_REQUEST_TIMEOUT_MS);
      expect(await answer).toMatchObject({ status: 0, code: 'timeout' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(requestTracker.getState()).toMatchObject({ pendingRequests: 0, failed: true });
  });

  it('marks the tracker failed when a request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)),
    );
    try {
      await expect(apiRequest('/health', { schema: HealthResponseSchema })).rejects.toThrow(
        ApiError,
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(requestTracker.getState()).toMatchObject({ pendingRequests: 0, failed: true });
  });
});
