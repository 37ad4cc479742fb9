import { vi } from 'vitest';
import {
  EMPTY_PROFILE,
  type LoginUserResponse,
  type RegisterUserResponse,
  type User,
} from '@clearpath/core';
import { authStore } from '../features/auth/auth-store';
import type { ApiRequest, ApiRequestOptions } from '../lib/api-client';

/** A well-formed access code and bearer token for tests. */
export const CODE = '7K3M-Q9TX-2B4D';
export const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyz';

export const USER: User = {
  batch_id: 'default',
  user_uuid: '0b7c9f0e-8f0a-4b6e-9a51-2f0d7c1e4a11',
  tenant_id: 'ucc',
  password: CODE,
};

export function registerAnswer(overrides: Partial<User> = {}): RegisterUserResponse {
  return {
    status: true,
    token: TOKEN,
    user: { ...USER, ...overrides },
    tree: {},
    batch_id: 'default',
    remember_me: 0,
    enable_ga: 0,
  };
}

export function loginAnswer(overrides: Partial<LoginUserResponse> = {}): LoginUserResponse {
  return {
    token: TOKEN,
    user: USER,
    tree: {},
    batch_id: 'default',
    remember_me: 0,
    enable_ga: 0,
    profile: EMPTY_PROFILE,
    selected_drugs: [],
    navigation_history: {},
    last_page: null,
    optional_history: { available: [], completed: [], history: {} },
    progress: 0,
    ...overrides,
  };
}

type Handler = (body: unknown, options: ApiRequestOptions<unknown>) => unknown;

/**
 * An `ApiRequest` answering from `handlers` by path: a handler returns the answer body (parsed
 * with the request's schema, as the real client does) or throws (an ApiError, say).
 */
export function fakeRequest(handlers: Record<string, Handler>) {
  const request = vi.fn(async (path: string, options: ApiRequestOptions<unknown>) => {
    const handler = handlers[path];
    if (!handler) throw new Error(`No fake answer for ${path}`);
    return options.schema.parse(await handler(options.body, options));
  });
  return request as typeof request & ApiRequest;
}

/** A JSON Response, for tests that stub `fetch`. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Stubs `fetch` with answers by API path (`/auth/login_user`, …). A path without a handler
 * fails the request the way a dropped connection would.
 */
export function stubFetch(
  handlers: Record<string, (init: RequestInit) => Response | Promise<Response>>,
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname.replace(/^\/api/, '')];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Puts the app's auth store in a logged-in state, as after a login. */
export function signIn(): void {
  authStore.setState({
    auth_token: TOKEN,
    password: CODE,
    tenant: 'ucc',
    user: USER,
    logged_in_time: Date.UTC(2026, 2, 14),
  });
}
