import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { events, participantState } from '../../db/schema';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import { hashToken } from '../auth/crypto';
import { createCommitRecorder, type CommitLimits, type Committer } from './commit';
import { registerStudent, send, TEST_ENV, type Student } from './test-support';
import type { SavedState } from './state';

// Group commit (progress/commit.ts): many students' commits in one transaction, each answered
// only after COMMIT, exactly once per Idempotency-Key, in order per student.

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ENV });
  db = t.database.handle.db;
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-03-02T10:00:00Z');
const GENEROUS: CommitLimits = { commitsPerMinute: 1_000, storedBytesPerStudent: 10_000_000 };

/** A recorder on the test database that counts its transactions; `hooks` run before COMMIT. */
function recorder(options: { beforeCommit?: () => Promise<void>; limits?: CommitLimits } = {}) {
  let transactions = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return (run: (tx: Database) => Promise<unknown>) => {
          transactions += 1;
          return target.transaction(run);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  const rec = createCommitRecorder({
    db: counted,
    now: () => NOW,
    limits: options.limits ?? GENEROUS,
    ...(options.beforeCommit ? { beforeCommit: options.beforeCommit } : {}),
  });
  return { rec, transactions: () => transactions };
}

/** A commit that appends `value` to the navigation history, so the order shows in the state. */
function appendPage(rec: ReturnType<typeof recorder>['rec'], who: Committer, page: string) {
  return rec.record(
    who,
    { kind: 'navigation_history', value: page, idempotencyKey: `${who.id}-${page}` },
    (state: SavedState) => ({
      state: {
        ...state,
        navigation_history: { ...state.navigation_history, [page]: {} },
        last_page: page,
      },
      applied: true,
      response: { page, seen: Object.keys(state.navigation_history).length },
    }),
  );
}

async function committers(count: number): Promise<{ student: Student; who: Committer }[]> {
  const students = await Promise.all(Array.from({ length: count }, () => registerStudent(t.app)));
  return students.map((student) => ({
    student,
    who: { id: student.id, tenantId: 'ucc', tokenHash: hashToken(student.token) },
  }));
}

/**
 * Ends `ended`'s session straight in the database, as another process's logout would, then
 * commits `page` for both students together: `ended`'s is refused, `other`'s stored.
 */
async function commitAfterLogoutElsewhere(
  rec: ReturnType<typeof recorder>['rec'],
  ended: Committer,
  other: Committer,
  page: string,
) {
  await db.execute(
    sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${ended.tokenHash ?? ''}`,
  );
  const results = await Promise.allSettled([
    appendPage(rec, ended, page),
    appendPage(rec, other, page),
  ]);
  expect(results[0]).toMatchObject({ status: 'rejected', reason: { code: 'unauthorized' } });
  expect(results[1]?.status).toBe('fulfilled');
}

/**
 * Each student's commits this minute as their saved-state row counts them: as many as the
 * events stored, if no batch's write counted one twice.
 */
async function windowCounts(participantIds: string[]) {
  const rows = await db
    .select({ id: participantState.participantId, count: participantState.commitWindowCount })
    .from(participantState)
    .where(sql`${participantState.participantId} IN ${participantIds}`);
  return Object.fromEntries(rows.map((row) => [row.id, row.count]));
}

async function eventCount(participantIds: string[]) {
  const rows = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(events)
    .where(sql`${events.participantId} IN ${participantIds}`);
  return rows[0]?.total ?? 0;
}

describe(`group commit (${TEST_DATABASE_KIND})`, () => {
  it('writes 30 students × 6 commits in a few transactions: each once, in order per student', async () => {
    const group = await committers(30);
    const { rec, transactions } = recorder();
    const pages = ['1-0', '1-1', '1-2', '1-3', '1-4', '1-5'];
    // Every commit is sent at once, the first page of each student twice with one key.
    const sent = group.flatMap(({ who }) => [
      appendPage(rec, who, '1-0'),
      ...pages.map((page) => appendPage(rec, who, page)),
    ]);
    const answers = await Promise.all(sent);
    // Each commit saw the pages before it (the repeat answers as the first did).
    expect(answers.slice(0, 7)).toEqual([
      { page: '1-0', seen: 0 },
      { page: '1-0', seen: 0 },
      ...pages.slice(1).map((page, index) => ({ page, seen: index + 1 })),
    ]);
    expect(transactions()).toBeLessThan(10);

    for (const { who } of group) {
      const stored = await db
        .select({ value: events.value, key: events.idempotencyKey })
        .from(events)
        .where(eq(events.participantId, who.id))
        .orderBy(events.id);
      expect(stored.map((row) => row.value)).toEqual(pages);
      const [state] = await db
        .select()
        .from(participantState)
        .where(eq(participantState.participantId, who.id));
      expect(state?.lastPage).toBe('1-5');
      expect(state?.version).toBe(6);
      expect(Object.keys(state?.navigationHistory ?? {})).toEqual(pages);
    }
  });

  it('answers nothing before COMMIT, and a failure in the transaction fails every commit in it', async () => {
    const group = await committers(5);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reachedCommit: () => void = () => undefined;
    const atCommit = new Promise<void>((resolve) => (reachedCommit = resolve));
    const { rec } = recorder({
      beforeCommit: async () => {
        reachedCommit();
        await gate;
        throw new Error('injected failure before COMMIT');
      },
    });
    const settled: string[] = [];
    const sent = group.map(({ who }) =>
      appendPage(rec, who, '2-0').then(
        () => settled.push('ok'),
        () => settled.push('failed'),
      ),
    );
    await atCommit;
    // The batch has written its rows but not committed: nobody has an answer yet.
    expect(settled).toEqual([]);
    release();
    await Promise.all(sent);
    expect(settled).toEqual(['failed', 'failed', 'failed', 'failed', 'failed']);
    expect(await eventCount(group.map(({ who }) => who.id))).toBe(0);
  });

  it('keeps one bad commit from sinking the others in its batch', async () => {
    const group = await committers(4);
    const { rec } = recorder();
    const results = await Promise.allSettled(
      group.map(({ who }, index) =>
        // PostgreSQL refuses U+0000 in jsonb: that commit's statement fails the transaction.
        appendPage(rec, who, index === 2 ? 'bad\u0000page' : `3-${index}`),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await eventCount(group.map(({ who }) => who.id))).toBe(3);
  });

  it('stores nothing for a session ended in another process a moment before', async () => {
    const [first, second] = await committers(2);
    if (!first || !second) throw new Error('two students expected');
    const { rec } = recorder();
    await commitAfterLogoutElsewhere(rec, first.who, second.who, '4-0');
    expect(await eventCount([first.who.id])).toBe(0);
    expect(await eventCount([second.who.id])).toBe(1);
  });

  it('reads the state again when another process changed it in between', async () => {
    const [only] = await committers(1);
    if (!only) throw new Error('one student expected');
    const first = recorder().rec;
    const second = recorder().rec;
    // Two processes take turns: each must see the pages the other saved.
    const answers = [];
    for (const [index, page] of ['5-0', '5-1', '5-2', '5-3'].entries()) {
      answers.push(await appendPage(index % 2 === 0 ? first : second, only.who, page));
    }
    expect(answers.map((answer) => answer.seen)).toEqual([0, 1, 2, 3]);
  });

  it('writes a known student in one statement, and checks it: an ended session stores nothing', async () => {
    const [first, second] = await committers(2);
    if (!first || !second) throw new Error('two students expected');
    const { rec, transactions } = recorder();
    // First commits: the locking path, which leaves both rows known to this recorder.
    await Promise.all([appendPage(rec, first.who, '6-0'), appendPage(rec, second.who, '6-0')]);
    const before = transactions();
    await Promise.all([appendPage(rec, first.who, '6-1'), appendPage(rec, second.who, '6-1')]);
    expect(transactions()).toBe(before);

    // The one statement finds the session ended and writes nothing, not even the other
    // student's row that held; the locking path then refuses that commit alone.
    await commitAfterLogoutElsewhere(rec, first.who, second.who, '6-2');
    expect(await eventCount([first.who.id])).toBe(2);
    expect(await eventCount([second.who.id])).toBe(3);
    expect(await windowCounts([first.who.id, second.who.id])).toEqual({
      [first.who.id]: 2,
      [second.who.id]: 3,
    });
  });

  it("writes nothing of a known batch when one student's row changed elsewhere, then writes it all", async () => {
    const [first, second] = await committers(2);
    if (!first || !second) throw new Error('two students expected');
    const here = recorder();
    const there = recorder().rec;
    await Promise.all([
      appendPage(here.rec, first.who, '2-0'),
      appendPage(here.rec, second.who, '2-0'),
    ]);
    // Another process stores a commit of the second student: the row here is out of date.
    await appendPage(there, second.who, '2-1');
    const before = here.transactions();
    const answers = await Promise.all([
      appendPage(here.rec, first.who, '2-2'),
      appendPage(here.rec, second.who, '2-2'),
    ]);
    // The first student's row held, the second's did not: the locking path wrote both.
    expect(here.transactions()).toBe(before + 1);
    expect(answers).toEqual([
      { page: '2-2', seen: 1 },
      { page: '2-2', seen: 2 },
    ]);
    expect(await eventCount([first.who.id])).toBe(2);
    expect(await eventCount([second.who.id])).toBe(3);
    expect(await windowCounts([first.who.id, second.who.id])).toEqual({
      [first.who.id]: 2,
      [second.who.id]: 3,
    });
  });

  it("answers a known student's repeated key as the first time and stores it once", async () => {
    const [only] = await committers(1);
    if (!only) throw new Error('one student expected');
    const { rec } = recorder();
    const first = await appendPage(rec, only.who, '7-0');
    await appendPage(rec, only.who, '7-1');
    // The retry of an answer already stored, in a batch of its own and with a new answer.
    const [again, next] = await Promise.all([
      appendPage(rec, only.who, '7-0'),
      appendPage(rec, only.who, '7-2'),
    ]);
    expect(again).toEqual(first);
    expect(next).toEqual({ page: '7-2', seen: 2 });
    await expect(
      rec.record(
        only.who,
        { kind: 'navigation_history', value: 'other', idempotencyKey: `${only.who.id}-7-1` },
        (state) => ({ state, applied: false, response: {} }),
      ),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await eventCount([only.who.id])).toBe(3);
  });

  it("takes the counters another process wrote: the minute's bound holds across processes", async () => {
    const [only] = await committers(1);
    if (!only) throw new Error('one student expected');
    const limits = { commitsPerMinute: 3, storedBytesPerStudent: 10_000_000 };
    const here = recorder({ limits }).rec;
    const there = recorder({ limits }).rec;
    await appendPage(here, only.who, '8-0');
    // A commit stored there that changes no state: the row's version stays, its count moves.
    await there.record(
      only.who,
      { kind: 'navigation_history', value: 'unchanged', idempotencyKey: 'unchanged' },
      (state) => ({ state, applied: false, response: {} }),
    );
    // Here the row is known with one commit this minute, but the database holds two.
    await appendPage(here, only.who, '8-2');
    await expect(appendPage(here, only.who, '8-3')).rejects.toMatchObject({
      code: 'rate_limited',
    });
    expect(await eventCount([only.who.id])).toBe(3);
  });

  it('answers every commit of 40 students sent at once over HTTP, each stored once', async () => {
    const students = await Promise.all(Array.from({ length: 40 }, () => registerStudent(t.app)));
    const replies = await Promise.all(
      students.flatMap((student, index) =>
        [0, 1, 2].map((n) =>
          send(
            t.app,
            student,
            {
              method: 'POST',
              url: '/api/activity/commit_activity',
              payload: { type: 16, value: `Student ${index} answer ${n}` },
            },
            { 'idempotency-key': `k-${n}` },
          ),
        ),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode !== 200)).toEqual([]);
    expect(await eventCount(students.map((student) => student.id))).toBe(120);
  });
});
