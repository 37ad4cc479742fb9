import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { AppConfig } from './config';
import {
  login,
  registerStudent,
  send,
  storedFootprint,
  TEST_ENV,
  VALID_CALLS,
} from './modules/progress/test-support';
import { STORAGE_FULL_MESSAGE } from './plugins/storage-guard';
import {
  createTestApp,
  TEST_DATABASE_KIND,
  TEST_PEPPER,
  testContent,
  type TestApp,
} from './test/harness';

// Personal answers are never kept by a cache, source maps are not served in production, and a
// nearly full disk stops new answers with a clear 507.

describe(`personal answers (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...TEST_ENV } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('carry Cache-Control: no-store: registration, login, commits, feedback and errors', async () => {
    const student = await registerStudent(t.app);
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register_test_user',
        headers: { 'x-tenant': 'ucc' },
        payload: { domain: 'ucc.clearpath.ie', enable_ga: 0, remember_me: 1 },
      }),
      await login(t.app, student),
      await send(t.app, student, VALID_CALLS.commit_selected_drugs!),
      await send(t.app, student, VALID_CALLS.commit_dast_responses!),
      await send(t.app, student, VALID_CALLS.process_dast_score!),
      await send(t.app, { ...student, token: 'x'.repeat(43) }, VALID_CALLS.commit_activity!),
      await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 401, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('source maps of the web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'clearpath-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'assets', 'app-1.js'),
    'console.log(1);\n//# sourceMappingURL=app-1.js.map',
  );
  writeFileSync(path.join(dist, 'assets', 'app-1.js.map'), '{"version":3}');

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it.each([
    ['production', 404],
    ['development', 200],
  ] as const)('in %s answer %i (kept on disk for the error reporter)', async (env, status) => {
    const t = await createTestApp({ env: { NODE_ENV: env }, webDistDir: dist });
    try {
      const map = await t.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
      expect(map.statusCode).toBe(status);
      if (status === 404) expect(map.json().error.code).toBe('not_found');
      expect((await t.app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe(`the global disk guard (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...TEST_ENV } });
  });

  afterAll(async () => {
    await t.close();
  });

  /** A second app on the same database, with the given storage bounds. */
  const appWith = (storageGuard: AppConfig['storageGuard']) =>
    buildApp({
      config: { ...t.config, database: t.database.config, storageGuard },
      database: t.database.handle,
      pepper: TEST_PEPPER,
      content: testContent(),
      logStream: new PassThrough(),
    });

  it.each([
    ['the database reaches its cap', { minFreeBytes: 0, maxDatabaseBytes: 1024 }],
    ['the disk is below its floor', { minFreeBytes: Number.MAX_SAFE_INTEGER, maxDatabaseBytes: 0 }],
  ])('refuses answers with 507 storage_full when %s, and stores nothing', async (_case, bounds) => {
    const student = await registerStudent(t.app);
    const guarded = await appWith(bounds);
    try {
      const before = await storedFootprint(t.database.handle.db, student.id);
      const commits = [
        await send(guarded, student, VALID_CALLS.commit_activity!),
        await send(guarded, student, VALID_CALLS.process_confidence!),
        await guarded.inject({
          method: 'POST',
          url: '/api/auth/register_test_user',
          headers: { 'x-tenant': 'ucc' },
          payload: { domain: 'ucc.clearpath.ie', enable_ga: 0, remember_me: 1 },
        }),
      ];
      for (const res of commits) {
        expect(res.statusCode).toBe(507);
        expect(res.headers['retry-after']).toBe('60');
        expect(res.json().error).toMatchObject({
          code: 'storage_full',
          message: STORAGE_FULL_MESSAGE,
        });
      }
      expect(await storedFootprint(t.database.handle.db, student.id)).toEqual(before);
      // Reading and logging in still work.
      expect((await login(guarded, student)).statusCode).toBe(200);
      expect(
        (await send(guarded, student, VALID_CALLS.process_quiz_score!)).statusCode,
      ).toBeLessThan(500);
    } finally {
      await guarded.close();
    }
  });
});
