import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, HealthResponseSchema } from '@clearpath/core';
import { AppError } from './errors';
import {
  createTestApp,
  TEST_DATABASE_KIND,
  TEST_PEPPER,
  testContent,
  type TestApp,
} from './test/harness';

describe(`the API shell (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database as reachable on /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(HealthResponseSchema.parse(res.json())).toMatchObject({ status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API route with the JSON 404 body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/route?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorBodySchema.parse(res.json()).error).toEqual({
      code: 'not_found',
      message: 'No API route matches POST /api/no/such/route.',
    });
  });

  it.each([
    ['an empty JSON body', 'application/json', ''],
    ['a broken JSON body', 'application/json', '{"a":'],
    ['a body of a type the API does not take', 'text/csv', 'a,b'],
    ['a body over the size limit', 'application/json', `{"v":"${'x'.repeat(300 * 1024)}"}`],
  ])(
    'answers an unknown path sent %s with 404, not a complaint about the body',
    async (_case, type, payload) => {
      for (const [url, message] of [
        ['/api/nonexistent', 'No API route matches POST /api/nonexistent.'],
        ['/nonexistent', 'Nothing is found at POST /nonexistent.'],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': type },
          payload,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'not_found', message } });
      }
    },
  );

  it('answers a known API path asked with another method 405, naming the methods it takes', async () => {
    for (const method of ['GET', 'DELETE', 'PUT'] as const) {
      const res = await t.app.inject({ method, url: '/api/activity/commit_score?x=1' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(ErrorBodySchema.parse(res.json()).error).toEqual({
        code: 'method_not_allowed',
        message: `/api/activity/commit_score takes POST, not ${method}.`,
      });
    }
    // A route with a parameter or a wildcard, and one that takes GET (and so HEAD).
    const page = await t.app.inject({ method: 'GET', url: '/api/pages/modules/1/1-0' });
    expect(page.statusCode).toBe(405);
    expect(page.headers.allow).toBe('POST');
    const health = await t.app.inject({ method: 'POST', url: '/api/health' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    // A path no route has is still 404.
    const unknown = await t.app.inject({ method: 'GET', url: '/api/activity/commit_nothing' });
    expect(unknown.statusCode).toBe(404);
    // So is a missing file under a wildcard route asked with a method it takes.
    for (const method of ['GET', 'HEAD'] as const) {
      const missing = await t.app.inject({ method, url: '/api/docs/static/missing-file.css' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.allow).toBeUndefined();
    }
  });

  it('still refuses a request to an unknown path for what its head lacks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nonexistent',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('sends a page the Content-Security-Policy and the other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/privacy' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends an API answer, right or wrong, the stricter and shorter API set', async () => {
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            ![
              'content-type',
              'content-length',
              'cache-control',
              'date',
              'connection',
              'vary',
            ].includes(name),
        ),
      );
    const api = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(security(health.headers)).toEqual(api);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/no/such/route' });
    expect(unknown.statusCode).toBe(404);
    expect(security(unknown.headers)).toEqual(api);
    // Refused before routing (bad %-encoding), and by the first hook (a compressed body).
    const badPath = await t.app.inject({ method: 'GET', url: '/api/%ZZ' });
    expect(badPath.statusCode).toBe(400);
    expect(security(badPath.headers)).toEqual(api);
    const compressed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login_user',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: '{}',
    });
    expect(compressed.statusCode).toBe(400);
    expect(security(compressed.headers)).toEqual(api);
  });
});

describe(`error handler on registered routes (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('maps body parse failures, AppErrors, database outages and bugs to the JSON error body', async () => {
    const { buildApp } = await import('./app');
    const app = await buildApp({
      config: t.config,
      database: t.database.handle,
      pepper: TEST_PEPPER,
      content: testContent(),
      logStream: new (await import('node:stream')).PassThrough(),
    });
    app.post('/api/echo', async (request) => ({ got: request.body }));
    app.get('/api/expected', async () => {
      throw new AppError('conflict', 'Answer that first.', { score: ['missing'] });
    });
    app.get('/api/outage', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
      });
    });
    app.get('/api/bug', async () => {
      throw new TypeError('secret internal detail');
    });
    await app.ready();

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('bad_request');

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toMatch(/JSON/);

    // JSON is UTF-8 (RFC 8259 §8.1): other bytes are refused, never stored as U+FFFD.
    const notUtf8 = [
      ['Latin-1 bytes', Buffer.from('{"v":"Caf\u00e9"}', 'latin1'), 'application/json'],
      [
        'stray bytes',
        Buffer.from([0x7b, 0x22, 0x76, 0x22, 0x3a, 0x22, 0xff, 0xc3, 0x22, 0x7d]),
        'application/json',
      ],
      [
        'a declared Latin-1 charset',
        Buffer.from('{"v":"Cafe"}'),
        'application/json; charset=ISO-8859-1',
      ],
    ] as const;
    for (const [what, payload, type] of notUtf8) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error).toEqual({
        code: 'bad_request',
        message: 'Send the request body as JSON in UTF-8: some of its bytes are not UTF-8 text.',
      });
    }
    const utf8 = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json; charset="utf-8"' },
      payload: Buffer.from('{"v":"Café 🌿 ☕"}', 'utf8'),
    });
    expect(utf8.statusCode).toBe(200);
    expect(utf8.json()).toEqual({ got: { v: 'Café 🌿 ☕' } });

    // JSON sent as plain text gets the API's own message, not a complaint that it is a string.
    const plain = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/plain' },
      payload: '{"v":1}',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.message).toBe(
      'Send the request body as JSON (Content-Type: application/json).',
    );

    // Valid JSON with a key refused on purpose says so, rather than "not valid JSON".
    for (const payload of ['{"__proto__":{"x":1}}', '{"a":{"constructor":{"prototype":{}}}}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'The request body uses a key that is not allowed ("__proto__", or "prototype" under "constructor").',
      );
    }

    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { v: 'x'.repeat(300 * 1024) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('payload_too_large');

    const expected = await app.inject({ method: 'GET', url: '/api/expected' });
    expect(expected.statusCode).toBe(409);
    expect(expected.json()).toEqual({
      error: { code: 'conflict', message: 'Answer that first.', fields: { score: ['missing'] } },
    });

    const outage = await app.inject({ method: 'GET', url: '/api/outage' });
    expect(outage.statusCode).toBe(503);
    expect(outage.headers['retry-after']).toBe('5');

    const bug = await app.inject({ method: 'GET', url: '/api/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json().error.code).toBe('internal');
    expect(bug.body).not.toContain('secret internal detail');
    await app.close();
  });
});

describe(`logging (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Requests are logged at `debug` and `trace` only (README "Logs").
    t = await createTestApp({ env: { LOG_LEVEL: 'debug' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never writes a bearer token, a cookie, a query string or an /auth body to the log', async () => {
    const code = 'K7QM-2XRD-9FTB';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login_user?code=K7QM2XRD9FTB',
      headers: { authorization: 'Bearer s3cr3t-token-value', cookie: 'clearpath=abc123' },
      payload: { password: code },
    });
    const raw = t.rawLogs();
    expect(raw).toContain('/api/auth/login_user');
    for (const secret of [code, 'K7QM2XRD9FTB', 's3cr3t-token-value', 'abc123']) {
      expect(raw).not.toContain(secret);
    }
    expect(
      t
        .logs()
        .some((line) => (line.req as { url?: string } | undefined)?.url === '/api/auth/login_user'),
    ).toBe(true);
  });

  it('writes no line per request at the default level (info)', async () => {
    const quiet = await createTestApp();
    try {
      const res = await quiet.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(quiet.rawLogs()).not.toContain('/api/health');
    } finally {
      await quiet.close();
    }
  });
});

describe(`serving the web app (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'clearpath-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Clearpath</title><div id="root"></div>',
    );
    writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webDir, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Clearpath"}');
    t = await createTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/dashboard',
    '/dashboard?from=menu',
    '/page',
    '/page/1-0',
    '/page/2C-3',
    '/page/Review',
    '/page/dashboard',
    '/page/section-complete?module=1',
    '/privacy',
    '/administration/export',
  ])('serves index.html for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  // docs/product.md §2: the app draws "This page could not be found" for these; the status says so too.
  it.each(['/no/such/page', '/dashboards', '/page/zz', '/page/1-99', '/page/1-0/more'])(
    'serves index.html with 404 for %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect(sw.headers['content-type']).toMatch(/javascript/);
  });

  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it.each(['/assets/', '/assets//index-abc123.js', '//api/health', '//', '/favicon.ico', '/.env'])(
    'answers %s, which names no file of the build, with 404',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    },
  );

  it('answers a miss that is neither the API nor an app address with JSON naming no API route', async () => {
    for (const url of ['/favicon.ico', '/.env', '//api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: `Nothing is found at GET ${url}.` },
      });
    }
  });

  it('never answers an unknown /api route with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe(`health when the database is down (${TEST_DATABASE_KIND})`, () => {
  it('answers 503 with database down', async () => {
    const t = await createTestApp();
    await t.database.handle.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    expect(res.headers['retry-after']).toBe('5');
    await t.close();
  });
});
