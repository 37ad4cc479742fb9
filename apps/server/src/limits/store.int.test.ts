import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../test/harness';
import { createRateLimiter, type RateLimiter } from './store';

const T0 = new Date('2026-03-02T10:00:00.000Z');
const MINUTE = { limit: 3, windowMs: 60_000 };

describe(`the shared rate limit store (${TEST_DATABASE_KIND})`, () => {
  let database: TestDatabase;
  let clock = T0;
  let limiter: RateLimiter;
  const at = (ms: number) => {
    clock = new Date(T0.getTime() + ms);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = createRateLimiter({
      db: database.handle.db,
      now: () => clock,
      secret: 'test-secret',
    });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('allows the limit, then refuses without counting, until the window ends', async () => {
    at(0);
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await limiter.consume('sequential', MINUTE));
    expect(results.map((r) => [r.allowed, r.count, r.remaining])).toEqual([
      [true, 1, 2],
      [true, 2, 1],
      [true, 3, 0],
      [false, 3, 0],
      [false, 3, 0],
    ]);
    at(45_500);
    const refused = await limiter.consume('sequential', MINUTE);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 15 });
    expect(refused.resetAt.toISOString()).toBe('2026-03-02T10:01:00.000Z');
    at(60_000);
    expect(await limiter.consume('sequential', MINUTE)).toMatchObject({
      allowed: true,
      count: 1,
      retryAfterSeconds: 60,
    });
  });

  it('lets exactly the limit through a concurrent burst of 300', async () => {
    at(0);
    const burst = await Promise.all(
      Array.from({ length: 300 }, () => limiter.consume('burst', { limit: 10, windowMs: 60_000 })),
    );
    expect(burst.filter((r) => r.allowed)).toHaveLength(10);
    expect(
      burst
        .filter((r) => r.allowed)
        .map((r) => r.count)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('never deadlocks when concurrent logins give back the same two counters', async () => {
    // Each correct login takes a slot of its source and of the global counter and gives both
    // back in one statement; before the refund locked its rows in key order, concurrent refunds
    // on PostgreSQL deadlocked (40P01) and the login answered 500.
    at(0);
    const rule = { limit: 10_000, windowMs: 60_000 };
    const login = async (index: number) => {
      const own = await limiter.consume(`deadlock:source:${index % 3}`, rule);
      const global = await limiter.consume('deadlock:global', rule);
      await limiter.refund(index % 2 === 0 ? [own, global] : [global, own]);
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 300 }, (_, i) => login(i)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await limiter.consume('deadlock:source:0', rule)).toMatchObject({ count: 1 });
    expect(await limiter.consume('deadlock:global', rule)).toMatchObject({ count: 1 });
  });

  it('counts a cost, refuses what does not fit, and refunds within the window only', async () => {
    at(0);
    const rule = { limit: 10, windowMs: 60_000 };
    expect(await limiter.consume('cost', rule, { cost: 11 })).toMatchObject({
      allowed: false,
      count: 0,
    });
    const first = await limiter.consume('cost', rule, { cost: 7 });
    expect(first).toMatchObject({ allowed: true, count: 7, remaining: 3 });
    expect(await limiter.consume('cost', rule, { cost: 4 })).toMatchObject({
      allowed: false,
      count: 7,
    });
    await limiter.refund(first, { cost: 7 });
    expect(await limiter.consume('cost', rule, { cost: 4 })).toMatchObject({ count: 4 });
    const refused = await limiter.consume('cost', rule, { cost: 7 });
    await limiter.refund(refused, { cost: 7 }); // a refusal counted nothing: nothing to give back
    expect(await limiter.consume('cost', rule)).toMatchObject({ count: 5 });
    // One refund gives back several counters at once.
    const other = await limiter.consume('cost-other', rule, { cost: 3 });
    const more = await limiter.consume('cost', rule, { cost: 3 });
    await limiter.refund([other, more, refused], { cost: 3 });
    expect(await limiter.consume('cost-other', rule)).toMatchObject({ count: 1 });
    expect(await limiter.consume('cost', rule)).toMatchObject({ count: 6 });
    // A refund from an ended window leaves the new window alone.
    const old = await limiter.consume('cost', rule);
    at(60_000);
    expect(await limiter.consume('cost', rule)).toMatchObject({ count: 1 });
    await limiter.refund(old);
    expect(await limiter.consume('cost', rule)).toMatchObject({ count: 2 });
  });

  it("runs inside a caller's transaction and rolls back with it", async () => {
    at(0);
    const rule = { limit: 2, windowMs: 60_000 };
    await expect(
      database.handle.db.transaction(async (tx) => {
        expect(await limiter.consume('tx', rule, { executor: tx })).toMatchObject({ count: 1 });
        expect(await limiter.consume('tx', rule, { executor: tx })).toMatchObject({ count: 2 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await limiter.consume('tx', rule)).toMatchObject({ allowed: true, count: 1 });
  });

  it('refuses a rule or cost it cannot count', async () => {
    await expect(limiter.consume('bad', { limit: 1, windowMs: 0 })).rejects.toThrow(RangeError);
    await expect(limiter.consume('bad', { limit: 1.5, windowMs: 1 })).rejects.toThrow(RangeError);
    await expect(limiter.consume('bad', MINUTE, { cost: 0 })).rejects.toThrow(RangeError);
  });

  it('stores keys only as HMACs and sweeps every ended window', async () => {
    at(0);
    await limiter.consume('source:203.0.113.9', { limit: 5, windowMs: 3_600_000 });
    await limiter.consume('short-lived', { limit: 5, windowMs: 1_000 });
    const dump = await queryRows<{ json: string }>(
      database.handle.db,
      sql`SELECT row_to_json(r)::text AS json FROM rate_limits r`,
    );
    expect(dump.map((row) => row.json).join('\n')).not.toContain('203.0.113.9');
    at(121_000); // after every window the tests above opened
    const before = dump.length;
    const swept = await limiter.sweep();
    const [left] = await queryRows<{ n: number | string }>(
      database.handle.db,
      sql`SELECT count(*) AS n FROM rate_limits`,
    );
    // Only the one-hour counter is still running.
    expect(Number(left?.n)).toBe(1);
    expect(swept).toBe(before - 1);
    expect(await limiter.sweep()).toBe(0);
  });

  it('is one store for every process on the database', async () => {
    at(0);
    // On PostgreSQL a second pool, as a second process has; PGlite allows one handle.
    const second: DatabaseHandle =
      database.handle.kind === 'postgres' ? await openDatabase(database.config) : database.handle;
    try {
      const other = createRateLimiter({ db: second.db, now: () => clock, secret: 'test-secret' });
      const rule = { limit: 20, windowMs: 60_000 };
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => (i % 2 ? limiter : other).consume('shared', rule)),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(20);
    } finally {
      if (second !== database.handle) await second.close();
    }
  });
});
