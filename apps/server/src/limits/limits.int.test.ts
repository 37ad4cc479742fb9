import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema } from '@clearpath/core';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { REGISTRATION, registerTestUser, solvedCaptcha, TENANT_HEADERS } from '../test/auth';
import {
  createTestApp,
  TEST_DATABASE_KIND,
  TEST_PEPPER,
  testContent,
  type TestApp,
} from '../test/harness';

/**
 * The limiter tests of issue 18 (docs/decisions/0008-one-rate-limit-design.md): a concurrent
 * burst, forged X-Forwarded-For, two app instances on one store, the global ceiling, a
 * correct code accepted while its address is throttled, and registration limits.
 */

const T0 = new Date('2026-11-23T09:00:00Z');
const WRONG = 'ZZZZ-ZZZZ-ZZZZ';

interface Attempt {
  password: string;
  remoteAddress?: string;
  forwardedFor?: string;
  challenge?: { key: string; captcha: string };
}

function login(app: FastifyInstance, attempt: Attempt) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login_user',
    headers: {
      ...TENANT_HEADERS,
      ...(attempt.forwardedFor ? { 'x-forwarded-for': attempt.forwardedFor } : {}),
    },
    payload: { password: attempt.password, ...attempt.challenge },
    ...(attempt.remoteAddress ? { remoteAddress: attempt.remoteAddress } : {}),
  });
}

/** A wrong code that is still a well-formed one, different for each n. */
function wrongCode(n: number): string {
  const symbols = n.toString(32).toUpperCase().padStart(4, '0').replaceAll('I', 'Z');
  return `ZZZZ-ZZZZ-${symbols.replaceAll('L', 'Y').replaceAll('O', 'X').replaceAll('U', 'W')}`;
}

function expectRateLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(res.statusCode).toBe(429);
  expect(String(res.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
  const body = ErrorBodySchema.parse(res.json());
  expect(body.error.code).toBe('rate_limited');
  return body.error;
}

/** An app with these login budgets and a settable clock; registration is cheap and unlimited. */
function appWithLimits(
  budgets: { perSource: number; global: number },
  now: () => Date,
  env: Record<string, string> = {},
) {
  return createTestApp({
    env: {
      REGISTRATION_MODE: 'test',
      LOGIN_FAILURES_PER_MINUTE: String(budgets.perSource),
      LOGIN_FAILURES_GLOBAL_PER_MINUTE: String(budgets.global),
      REGISTRATIONS_PER_HOUR: '100000',
      CAPTCHA_MAX_NUMBER: '100',
      LOG_LEVEL: 'warn',
      ...env,
    },
    overrides: { now },
  });
}

const countStatuses = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe(`login limits (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let clock = T0;
  let nextSource = 1;
  /** A fresh client address for each test, so no test spends another's budget. */
  const freshSource = () => `198.51.100.${nextSource++}`;

  beforeAll(async () => {
    t = await appWithLimits({ perSource: 10, global: 100_000 }, () => clock);
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks exactly the budget of a concurrent burst of 300 wrong codes from one address', async () => {
    clock = T0;
    const source = freshSource();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        login(t.app, { password: wrongCode(n), remoteAddress: source }),
      ),
    );
    expect(countStatuses(answers.map((res) => res.statusCode))).toEqual({ 401: 10, 429: 290 });
    const refused = answers.find((res) => res.statusCode === 429);
    if (!refused) throw new Error('expected a refusal');
    const error = expectRateLimited(refused);
    expect(error.message).toMatch(
      /^Too many wrong codes were tried from this connection\. Please wait \d+ seconds and try again\.$/,
    );
    expect(error.fields).toEqual({ captcha: [expect.any(String)] });
  });

  it('accepts a correct code with a solved challenge while the address is throttled, once per challenge', async () => {
    clock = T0;
    const source = freshSource();
    const student = await registerTestUser(t.app);
    for (let n = 0; n < 10; n += 1) {
      expect(
        (await login(t.app, { password: wrongCode(n), remoteAddress: source })).statusCode,
      ).toBe(401);
    }
    // Without a challenge even the right code waits: the source has used its budget.
    expectRateLimited(
      await login(t.app, { password: student.user.password, remoteAddress: source }),
    );
    const challenge = await solvedCaptcha(t.app);
    const accepted = await login(t.app, {
      password: student.user.password,
      remoteAddress: source,
      challenge,
    });
    expect(accepted.statusCode).toBe(200);
    // A challenge is used once; a wrong code with a fresh one is checked and answered as wrong.
    expectRateLimited(
      await login(t.app, { password: student.user.password, remoteAddress: source, challenge }),
    );
    const wrong = await login(t.app, {
      password: WRONG,
      remoteAddress: source,
      challenge: await solvedCaptcha(t.app),
    });
    expect(wrong.statusCode).toBe(401);
    // A made-up challenge is no challenge.
    expectRateLimited(
      await login(t.app, {
        password: student.user.password,
        remoteAddress: source,
        challenge: { key: challenge.key, captcha: 'bm90IGEgc29sdXRpb24=' },
      }),
    );
    // The window ends: the address has its whole budget again.
    clock = new Date(T0.getTime() + 60_000);
    expect((await login(t.app, { password: WRONG, remoteAddress: source })).statusCode).toBe(401);
  });

  it('never counts a correct code against the address', async () => {
    clock = T0;
    const source = freshSource();
    const student = await registerTestUser(t.app);
    const statuses = [];
    for (let n = 0; n < 25; n += 1) {
      statuses.push(
        (await login(t.app, { password: student.user.password, remoteAddress: source })).statusCode,
      );
    }
    for (let n = 0; n < 11; n += 1) {
      statuses.push(
        (await login(t.app, { password: wrongCode(n), remoteAddress: source })).statusCode,
      );
    }
    expect(countStatuses(statuses)).toEqual({ 200: 25, 401: 10, 429: 1 });
  });
});

describe(`client addresses behind proxies (${TEST_DATABASE_KIND})`, () => {
  const apps: TestApp[] = [];
  const appWith = async (trustProxy: string) => {
    const t = await appWithLimits({ perSource: 3, global: 100_000 }, () => T0, {
      TRUST_PROXY: trustProxy,
    });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  /** 8 wrong codes, each with a different forged first X-Forwarded-For entry. */
  async function forgedRun(
    app: FastifyInstance,
    remoteAddress: string,
    forwarded: (n: number) => string,
  ) {
    const statuses = [];
    for (let n = 0; n < 8; n += 1) {
      statuses.push(
        (await login(app, { password: wrongCode(n), remoteAddress, forwardedFor: forwarded(n) }))
          .statusCode,
      );
    }
    return countStatuses(statuses);
  }

  it('takes the address the trusted proxy saw, whatever the client forged (TRUST_PROXY=true: one hop)', async () => {
    const t = await appWith('true');
    expect(await forgedRun(t.app, '10.0.0.1', (n) => `192.0.2.${n}, 203.0.113.5`)).toEqual({
      401: 3,
      429: 5,
    });
    // Another real client behind the same proxy has its own budget.
    expect(
      (
        await login(t.app, {
          password: WRONG,
          remoteAddress: '10.0.0.1',
          forwardedFor: '203.0.113.6',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('walks a hop count and a list of proxy ranges from the nearest peer outwards', async () => {
    const hops = await appWith('2');
    expect(
      await forgedRun(hops.app, '10.0.0.1', (n) => `192.0.2.${n}, 203.0.113.7, 10.0.0.2`),
    ).toEqual({ 401: 3, 429: 5 });
    const listed = await appWith('10.0.0.0/8, 2001:db8::/32');
    expect(
      await forgedRun(listed.app, '10.0.0.1', (n) => `192.0.2.${n}, 203.0.113.8, 10.1.2.3`),
    ).toEqual({ 401: 3, 429: 5 });
    // A client that is not one of the proxies cannot name another client at all.
    expect(await forgedRun(listed.app, '203.0.113.9', (n) => `192.0.2.${n}, 10.1.2.3`)).toEqual({
      401: 3,
      429: 5,
    });
    // IPv6 clients count per /64.
    expect(
      await forgedRun(listed.app, '10.0.0.1', (n) => `2001:db9:1:2::${n.toString(16)}`),
    ).toEqual({ 401: 3, 429: 5 });
  });

  it('ignores X-Forwarded-For entirely without TRUST_PROXY', async () => {
    const t = await appWith('false');
    expect(await forgedRun(t.app, '203.0.113.10', (n) => `192.0.2.${n}`)).toEqual({
      401: 3,
      429: 5,
    });
  });
});

describe(`the global ceiling and two processes (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  let clock = T0;

  beforeAll(async () => {
    t = await appWithLimits({ perSource: 4, global: 20 }, () => clock);
    // A second instance on the same database, as a second process behind a load balancer
    // has: its own pool on PostgreSQL; PGlite allows one handle, so both share it.
    const handle =
      t.database.handle.kind === 'postgres'
        ? await openDatabase(t.database.config)
        : t.database.handle;
    second = await buildApp({
      config: { ...t.config, database: t.database.config },
      database: handle,
      pepper: TEST_PEPPER,
      content: testContent(),
      now: () => clock,
    });
    await second.ready();
    closeSecond = async () => {
      await second.close();
      if (handle !== t.database.handle) await handle.close();
    };
  });
  afterAll(async () => {
    await closeSecond();
    await t.close();
  });

  it('shares every budget between two app instances on one database', async () => {
    clock = T0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        login(n % 2 ? t.app : second, { password: wrongCode(n), remoteAddress: '192.0.2.200' }),
      ),
    );
    expect(countStatuses(answers.map((res) => res.statusCode))).toEqual({ 401: 4, 429: 36 });
  });

  it('checks no more wrong codes a minute than the global ceiling, from any number of addresses', async () => {
    clock = new Date(T0.getTime() + 60_000);
    const student = await registerTestUser(t.app);
    const answers = [];
    for (let n = 0; n < 30; n += 1) {
      answers.push(
        await login(n % 2 ? t.app : second, {
          password: wrongCode(n),
          remoteAddress: `192.0.2.${n}`,
        }),
      );
    }
    expect(countStatuses(answers.map((res) => res.statusCode))).toEqual({ 401: 20, 429: 10 });
    const last = answers.at(-1);
    if (!last) throw new Error('expected answers');
    expect(expectRateLimited(last).message).toMatch(
      /^Too many wrong codes are being tried on Clearpath right now\. Please wait \d+ seconds and try again\.$/,
    );
    // While the ceiling holds, codes wait; the next minute they are checked again.
    expectRateLimited(
      await login(t.app, { password: student.user.password, remoteAddress: '192.0.2.99' }),
    );
    clock = new Date(T0.getTime() + 120_000);
    expect(
      (await login(second, { password: student.user.password, remoteAddress: '192.0.2.99' }))
        .statusCode,
    ).toBe(200);
  });

  it('lets throttled addresses use only the first half of the global ceiling', async () => {
    clock = new Date(T0.getTime() + 180_000);
    const source = '192.0.2.150';
    const statuses = [];
    for (let n = 0; n < 4; n += 1) {
      statuses.push(
        (await login(t.app, { password: wrongCode(n), remoteAddress: source })).statusCode,
      );
    }
    // Solved challenges get wrong codes checked until half the ceiling (10) is used.
    for (let n = 4; n < 12; n += 1) {
      const res = await login(second, {
        password: wrongCode(n),
        remoteAddress: source,
        challenge: await solvedCaptcha(t.app),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Everyone else still has the other half.
    const others = [];
    for (let n = 0; n < 12; n += 1) {
      others.push(
        (await login(t.app, { password: wrongCode(n), remoteAddress: `192.0.2.${160 + (n % 3)}` }))
          .statusCode,
      );
    }
    expect(countStatuses(others)).toEqual({ 401: 10, 429: 2 });
  });
});

describe(`registration limits (${TEST_DATABASE_KIND})`, () => {
  it('limits registrations and challenges per address, with Retry-After', async () => {
    const t = await createTestApp({
      env: { REGISTRATIONS_PER_HOUR: '2', CAPTCHA_MAX_NUMBER: '100', LOG_LEVEL: 'warn' },
      overrides: { now: () => T0 },
    });
    try {
      const register = async (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register_user',
          headers: TENANT_HEADERS,
          payload: { ...REGISTRATION, ...(await solvedCaptcha(t.app)) },
          remoteAddress,
        });
      const statuses = [];
      for (let n = 0; n < 3; n += 1) statuses.push((await register('192.0.2.50')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await register('192.0.2.50');
      expect(expectRateLimited(refused).message).toMatch(
        /^Too many attempts from this connection\. Please wait 60 minutes and try again\.$/,
      );
      expect(refused.headers['retry-after']).toBe('3600');
      expect((await register('192.0.2.51')).statusCode).toBe(200);
      // Five challenges per allowed registration: the fetches above used 5 of 10 already.
      const challenges = [];
      for (let n = 0; n < 6; n += 1) {
        challenges.push(
          (await t.app.inject({ method: 'GET', url: '/api/auth/captcha', headers: TENANT_HEADERS }))
            .statusCode,
        );
      }
      expect(challenges).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
