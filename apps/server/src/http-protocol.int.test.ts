import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@clearpath/core';
import { buildApp } from './app';
import {
  createTestApp,
  TEST_DATABASE_KIND,
  TEST_PEPPER,
  testContent,
  type TestApp,
} from './test/harness';
import { exchange, openRaw } from './test/raw-http';

// What a client that breaks HTTP's rules gets, over a real socket: the parser and the server's
// own limits answer with the one JSON error body too (README "API").

const REQUEST_TIMEOUT_MS = 400;

/** What an answer written outside Fastify carries: JSON, never cached, the API's security headers. */
const PARSER_ANSWER_HEADERS = {
  'content-type': ['application/json; charset=utf-8'],
  'cache-control': ['no-store'],
  connection: ['close'],
  'content-security-policy': ["default-src 'none'; frame-ancestors 'none'"],
  'x-content-type-options': ['nosniff'],
  'x-frame-options': ['DENY'],
  'cross-origin-resource-policy': ['same-origin'],
};

describe(`the HTTP edge over a socket (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let app: FastifyInstance;
  let port: number;
  let logs = '';

  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp({
      config: { ...t.config, database: t.database.config },
      database: t.database.handle,
      pepper: TEST_PEPPER,
      content: testContent(),
      logStream: new PassThrough().on('data', (chunk: Buffer) => {
        logs += chunk.toString('utf8');
      }),
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    });
    // A handler that takes longer than the request timeout: the limit is on the request's
    // arrival, not on the answer.
    app.get('/api/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 3));
      return { slow: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    await t.close();
  });

  /** Log lines at `warn` or above since the last call. */
  function warnings(): string[] {
    const lines = logs.split('\n').filter(Boolean);
    logs = '';
    return lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40);
  }

  it('answers a body dribbled in for longer than the request timeout with 408 and closes', async () => {
    warnings();
    const { socket, answer } = openRaw(port);
    socket.write(
      'POST /api/auth/login_user HTTP/1.1\r\nHost: localhost\r\nX-Tenant: ucc\r\n' +
        'Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"pass',
    );
    // One byte a while, never the whole body: the slow-body attack the timeout ends.
    const drip = setInterval(() => socket.write('w'), REQUEST_TIMEOUT_MS / 8);
    const started = performance.now();
    const result = await answer.finally(() => clearInterval(drip));
    expect(result?.status).toBe(408);
    expect(ErrorBodySchema.parse(JSON.parse(result?.body ?? '')).error.code).toBe(
      'request_timeout',
    );
    expect(performance.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS * 4);
    // The request the server cut off is no error of the server's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warnings()).toEqual([]);
  });

  it('answers headers that never end with 408', async () => {
    const { socket, answer } = openRaw(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => socket.write('X-A: b\r\n'), REQUEST_TIMEOUT_MS / 8);
    const result = await answer.finally(() => clearInterval(drip));
    expect(result?.status).toBe(408);
    expect(ErrorBodySchema.safeParse(JSON.parse(result?.body ?? '')).success).toBe(true);
  });

  it('logs a client that leaves in the middle of its body below warn, as no outage', async () => {
    warnings();
    const { socket, answer } = openRaw(port);
    socket.write(
      'POST /api/auth/login_user HTTP/1.1\r\nHost: localhost\r\nX-Tenant: ucc\r\n' +
        'Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"pass',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    expect(await answer).toBeNull();
    // Below `warn`, and no 503: it was taken for a lost database connection (ECONNRESET).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warnings()).toEqual([]);
  });

  it('closes a connection that sends nothing within the request timeout', async () => {
    const { answer } = openRaw(port);
    const started = performance.now();
    expect((await answer)?.status).toBe(408);
    expect(performance.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS * 4);
  });

  it('refuses an Expect header it cannot meet with 417, the JSON error body and the API headers', async () => {
    const result = await exchange(
      port,
      'POST /api/auth/login_user HTTP/1.1\r\nHost: localhost\r\nX-Tenant: ucc\r\nExpect: foo\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(result?.status).toBe(417);
    expect(ErrorBodySchema.parse(JSON.parse(result?.body ?? '')).error.code).toBe(
      'expectation_failed',
    );
    expect(result?.headers).toMatchObject(PARSER_ANSWER_HEADERS);
  });

  it('sends a request the parser refuses the same headers as the 417', async () => {
    const result = await exchange(port, 'GARBAGE\r\n\r\n');
    expect(result?.status).toBe(400);
    expect(ErrorBodySchema.parse(JSON.parse(result?.body ?? '')).error.code).toBe('bad_request');
    expect(result?.headers).toMatchObject(PARSER_ANSWER_HEADERS);
  });

  it('answers CONNECT with the JSON error body: 405 with Allow for a known address, else 404', async () => {
    const known = await exchange(
      port,
      'CONNECT /api/health HTTP/1.1\r\nHost: localhost\r\nX-Tenant: ucc\r\n\r\n',
    );
    expect(known?.status).toBe(405);
    expect(known?.headers).toMatchObject({ ...PARSER_ANSWER_HEADERS, allow: ['GET, HEAD'] });
    expect(ErrorBodySchema.parse(JSON.parse(known?.body ?? '')).error.code).toBe(
      'method_not_allowed',
    );
    const tunnel = await exchange(
      port,
      `CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
    );
    expect(tunnel?.status).toBe(404);
    expect(ErrorBodySchema.parse(JSON.parse(tunnel?.body ?? '')).error.code).toBe('not_found');
    expect(tunnel?.headers).toMatchObject(PARSER_ANSWER_HEADERS);
  });

  it('goes on with a request that expects 100-continue', async () => {
    const result = await exchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\n' +
        'Connection: close\r\n\r\n',
    );
    expect(result?.status).toBe(200);
  });

  it('refuses a request with two Host headers with 400, whichever names a tenant', async () => {
    for (const hosts of [
      'Host: tcd.example.ie\r\nHost: ucc.example.ie',
      'Host: ucc.example.ie\r\nhost: ucc.example.ie',
    ]) {
      const result = await exchange(
        port,
        `GET /api/health HTTP/1.1\r\n${hosts}\r\nConnection: close\r\n\r\n`,
      );
      expect(result?.status).toBe(400);
      expect(JSON.parse(result?.body ?? '')).toEqual({
        error: { code: 'bad_request', message: 'The request has more than one Host header.' },
      });
    }
  });

  it('refuses a request with two Authorization headers with 400: Node would keep only the first', async () => {
    for (const tokens of [
      'Authorization: Bearer aaaa\r\nAuthorization: Bearer bbbb',
      'authorization: Bearer aaaa\r\nAUTHORIZATION: Bearer aaaa',
    ]) {
      const result = await exchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\n${tokens}\r\nConnection: close\r\n\r\n`,
      );
      expect(result?.status).toBe(400);
      expect(JSON.parse(result?.body ?? '')).toEqual({
        error: {
          code: 'bad_request',
          message: 'The request has more than one Authorization header.',
        },
      });
    }
    const one = await exchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer aaaa\r\n' +
        'Connection: close\r\n\r\n',
    );
    expect(one?.status).toBe(200);
  });

  it('still answers a request that arrives in time, and one whose handler is slow', async () => {
    const ok = await exchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(ok?.status).toBe(200);
    const slow = await exchange(
      port,
      'GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(slow?.status).toBe(200);
    expect(slow?.body).toContain('"slow":true');
  });
});
