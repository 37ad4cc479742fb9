import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { registerTestUser, solvedCaptcha, TENANT_HEADERS } from '../test/auth';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../test/harness';
import { recordStatements } from '../test/statements';

/**
 * The login keeps its failure budgets in its own statement (docs/decisions/0008, amendment):
 * statements per login, exact budgets under concurrency with right and wrong codes mixed, and
 * right codes that never wait for or count against anyone's budget.
 */

const T0 = new Date('2026-11-23T21:00:00Z');

function login(
  app: FastifyInstance,
  password: string,
  remoteAddress: string,
  challenge?: { key: string; captcha: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login_user',
    headers: TENANT_HEADERS,
    payload: { password, ...challenge },
    remoteAddress,
  });
}

/** A well-formed code no participant has, different for each n. */
const wrongCode = (n: number) => `ZZZZ-ZZZZ-${String(n).padStart(4, '0')}`;

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

async function appWith(budgets: { perSource: number; global: number }) {
  return createTestApp({
    env: {
      REGISTRATION_MODE: 'test',
      LOGIN_FAILURES_PER_MINUTE: String(budgets.perSource),
      LOGIN_FAILURES_GLOBAL_PER_MINUTE: String(budgets.global),
      CAPTCHA_MAX_NUMBER: '100',
      LOG_LEVEL: 'warn',
    },
    overrides: { now: () => T0 },
  });
}

describe(`login statements (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ perSource: 2, global: 1000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks a right or a wrong code in at most two statements, the budgets included', async () => {
    const student = await registerTestUser(t.app);
    // The tenant is cached from the first login on.
    expect((await login(t.app, student.user.password, '192.0.2.1')).statusCode).toBe(200);
    const recorder = recordStatements(t);
    try {
      const right = await recorder.during(() => login(t.app, student.user.password, '192.0.2.1'));
      expect(right.result.statusCode).toBe(200);
      expect(right.statements.length).toBeLessThanOrEqual(2);
      const wrong = await recorder.during(() => login(t.app, wrongCode(1), '192.0.2.1'));
      expect(wrong.result.statusCode).toBe(401);
      expect(wrong.statements.length).toBeLessThanOrEqual(2);
      // The budget was counted in that statement: one more wrong code spends it, and then
      // even the right code is refused without a challenge.
      expect((await login(t.app, wrongCode(2), '192.0.2.1')).statusCode).toBe(401);
      const refused = await recorder.during(() => login(t.app, student.user.password, '192.0.2.1'));
      expect(refused.result.statusCode).toBe(429);
      expect(refused.statements.length).toBeLessThanOrEqual(2);
      // With a solved challenge: the refusal, the challenge used up, the login.
      const challenge = await solvedCaptcha(t.app);
      const throttled = await recorder.during(() =>
        login(t.app, student.user.password, '192.0.2.1', challenge),
      );
      expect(throttled.result.statusCode).toBe(200);
      expect(throttled.statements.length).toBeLessThanOrEqual(3);
    } finally {
      recorder.stop();
    }
  });
});

describe(`login budgets under concurrency (${TEST_DATABASE_KIND})`, () => {
  it('never checks more wrong codes than the budgets, with right codes in the same burst counting nothing', async () => {
    const t = await appWith({ perSource: 4, global: 30 });
    try {
      const students = await Promise.all(Array.from({ length: 20 }, () => registerTestUser(t.app)));
      // 300 wrong codes from 20 addresses (15 each) and 20 right ones, all at once.
      const answers = await Promise.all(
        Array.from({ length: 320 }, (_, n) => {
          const source = `198.51.100.${n % 20}`;
          const student = n % 16 === 15 ? students[(n - 15) / 16] : undefined;
          return student
            ? login(t.app, student.user.password, source).then((res) => ({ right: true, res }))
            : login(t.app, wrongCode(n), source).then((res) => ({ right: false, res }));
        }),
      );
      const wrong = answers.filter((answer) => !answer.right).map((answer) => answer.res);
      const right = answers.filter((answer) => answer.right).map((answer) => answer.res);
      // 20 addresses could spend 80, but the global ceiling allows 30.
      expect(statuses(wrong)).toEqual({ 401: 30, 429: 270 });
      expect(right).toHaveLength(20);
      expect(right.every((res) => res.statusCode === 200 || res.statusCode === 429)).toBe(true);
      // The global counter holds exactly the wrong codes checked; no address passed its budget.
      const counters = await queryRows<{ hits: number | string }>(
        t.database.handle.db,
        sql`SELECT hits FROM rate_limits ORDER BY hits DESC`,
      );
      const hits = counters.map((row) => Number(row.hits));
      expect(hits[0]).toBe(30);
      expect(hits.slice(1).every((n) => n <= 4)).toBe(true);
      // Each checked code counted in its address too. A wrong code counts in its address before
      // the global counter; when the global budget fills between the statement's snapshot and
      // its lock, that code is refused and its address keeps the count (the guard's order,
      // limits/store.ts), so the addresses may hold a few more. That right codes count nothing
      // is shown by the next test.
      expect(hits.slice(1).reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(30);
    } finally {
      await t.close();
    }
  });

  it('logs in 60 students behind one address at once however small its budget', async () => {
    const t = await appWith({ perSource: 2, global: 1000 });
    try {
      const students = await Promise.all(Array.from({ length: 60 }, () => registerTestUser(t.app)));
      // One typo first, so the address's counter exists and every login reads it.
      expect((await login(t.app, wrongCode(0), '203.0.113.40')).statusCode).toBe(401);
      const answers = await Promise.all(
        students.map((student) => login(t.app, student.user.password, '203.0.113.40')),
      );
      expect(statuses(answers)).toEqual({ 200: 60 });
      // Still one wrong code left for the address, then it is throttled.
      expect((await login(t.app, wrongCode(1), '203.0.113.40')).statusCode).toBe(401);
      expect((await login(t.app, wrongCode(2), '203.0.113.40')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
