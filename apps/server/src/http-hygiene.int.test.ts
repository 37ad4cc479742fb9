import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  registerStudent,
  send,
  TEST_ENV,
  VALID_CALLS,
} from './modules/progress/test-support';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from './test/harness';

// Personal answers are never kept by a cache, and source maps are not served in production.

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
