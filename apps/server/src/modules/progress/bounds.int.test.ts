import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, participantState } from '../../db/schema';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import { EMBEDDED_COUNTER_RESERVE } from './commit';
import { registerStudent, send, TEST_ENV } from './test-support';

// The per-student storage bounds (COMMITS_PER_STUDENT_PER_MINUTE, STORED_BYTES_PER_STUDENT):
// one token cannot store more than they allow, however it sends.

const PER_MINUTE = 5;
const MAX_BYTES = 10_000;
/** On PGlite the row holds the counters ahead of what is stored (progress/commit.ts). */
const BYTES_AHEAD = TEST_DATABASE_KIND === 'pglite' ? EMBEDDED_COUNTER_RESERVE.bytes : 0;
let clock = new Date('2026-03-02T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...TEST_ENV,
      COMMITS_PER_STUDENT_PER_MINUTE: String(PER_MINUTE),
      STORED_BYTES_PER_STUDENT: String(MAX_BYTES),
    },
    overrides: { now: () => clock },
  });
});
afterAll(async () => {
  await t.close();
});

const answer = (value: string) => ({
  method: 'POST' as const,
  url: '/api/activity/commit_activity',
  payload: { type: 16, value },
});

async function stored(participantId: string) {
  const db = t.database.handle.db;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(octet_length(${events.value}::text)), 0)::int`,
    })
    .from(events)
    .where(eq(events.participantId, participantId));
  const [state] = await db
    .select({ bytes: participantState.storedBytes })
    .from(participantState)
    .where(eq(participantState.participantId, participantId));
  return { events: row?.count ?? 0, bytes: row?.bytes ?? 0, counted: state?.bytes ?? 0 };
}

describe(`per-student storage bounds (${TEST_DATABASE_KIND})`, () => {
  it('takes 5 commits a minute from one token: the rest get 429 with Retry-After and store nothing', async () => {
    const student = await registerStudent(t.app);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        send(t.app, student, answer(`Answer ${n}`), { 'idempotency-key': `burst-${n}` }),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(PER_MINUTE);
    const refused = replies.filter((reply) => reply.statusCode === 429);
    expect(refused).toHaveLength(12 - PER_MINUTE);
    for (const reply of refused) {
      expect(reply.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect(Number(reply.headers['retry-after'])).toBe(60);
    }
    expect((await stored(student.id)).events).toBe(PER_MINUTE);

    // A repeat of a stored answer is answered as the first, even while throttled.
    const repeat = send(t.app, student, answer('Answer 0'), { 'idempotency-key': 'burst-0' });
    expect((await repeat).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 45_000);
    const later = await send(t.app, student, answer('later'), { 'idempotency-key': 'later' });
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('15');
    expect(later.json()).toMatchObject({
      error: { message: expect.stringContaining('Please wait 15 seconds') as unknown },
    });

    clock = new Date(clock.getTime() + 15_000);
    const nextMinute = await send(t.app, student, answer('next'), { 'idempotency-key': 'next' });
    expect(nextMinute.statusCode).toBe(200);
    expect((await stored(student.id)).events).toBe(PER_MINUTE + 1);
  });

  it(`lets one token store no more than ${MAX_BYTES} bytes: past that, 413 and nothing stored`, async () => {
    const student = await registerStudent(t.app);
    // The longest text an answer may have: 1,001 bytes as JSON with its digit.
    const long = 'x'.repeat(998);
    const codes: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      // A new minute for every commit: only the byte bound can refuse.
      clock = new Date(clock.getTime() + 60_000);
      const reply = await send(t.app, student, answer(`${n % 10}${long}`));
      codes.push(reply.statusCode);
      if (reply.statusCode === 413) {
        expect(reply.json()).toMatchObject({ error: { code: 'payload_too_large' } });
      }
    }
    // Nine fit in 10,000 bytes, the tenth and later do not.
    expect(codes).toEqual([...Array<number>(9).fill(200), 413, 413, 413]);
    const after = await stored(student.id);
    expect(after.events).toBe(9);
    // Each commit opened a new minute, so each wrote the row: 9 answers counted (and the reserve).
    expect(after.counted).toBe(9 * 1_001 + BYTES_AHEAD);
    expect(after.bytes).toBeLessThanOrEqual(MAX_BYTES);

    // A small answer that still fits is taken.
    clock = new Date(clock.getTime() + 60_000);
    expect((await send(t.app, student, answer('short'))).statusCode).toBe(200);
  });
});
