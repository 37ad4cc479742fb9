import { PassThrough } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app';
import { CACHE_CHANNEL, listenForCacheChanges, LookupCache } from '../../db/cache';
import { claimSoleUse, openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { events, participants, participantState } from '../../db/schema';
import {
  createTestApp,
  TEST_DATABASE_KIND,
  TEST_PEPPER,
  testContent,
  type TestApp,
} from '../../test/harness';
import { hashToken } from '../auth/crypto';
import { createAuthService, type AuthDependencies, type CachedSession } from '../auth/service';
import {
  createCommitRecorder,
  type CommitLimits,
  type CommitRecorderDeps,
  type Committer,
} from './commit';
import type { SavedState } from './state';
import { login, registerStudent, send as sendCall, TEST_ENV } from './test-support';

// A process that owns its database (progress/commit.ts, `soleOwner` and `counterReserve`):
// what it knows stands for the database's check only while nothing was announced, and the
// counters it writes ahead make a bound stricter after a crash, never looser.

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
const LATER = new Date('2026-03-02T12:00:00Z');
const GENEROUS: CommitLimits = { commitsPerMinute: 1_000, storedBytesPerStudent: 10_000_000 };

type Recorder = ReturnType<typeof createCommitRecorder>;

function recorder(deps: Partial<CommitRecorderDeps> = {}): Recorder {
  return createCommitRecorder({ db, now: () => NOW, limits: GENEROUS, ...deps });
}

/** Registers a student; `seen` is the change count their session was found live at. */
async function committer(seen: number, expiresAt = LATER): Promise<Committer> {
  const student = await registerStudent(t.app);
  return {
    id: student.id,
    tenantId: 'ucc',
    tokenHash: hashToken(student.token),
    sessionSeen: { changes: seen, expiresAt },
  };
}

/** A commit that changes the saved state (a page added), answered with the page. */
function page(rec: Recorder, who: Committer, name: string) {
  return rec.record(
    who,
    { kind: 'navigation_history', value: name, idempotencyKey: `${who.id}-${name}` },
    (state: SavedState) => ({
      state: { ...state, navigation_history: { ...state.navigation_history, [name]: {} } },
      applied: true,
      response: name,
    }),
  );
}

/** A commit that changes nothing in the saved state (an answer kept as first given). */
function kept(rec: Recorder, who: Committer, n: number) {
  return rec.record(
    who,
    { kind: 'activity', type: 16, value: `answer ${n}`, idempotencyKey: `${who.id}-kept-${n}` },
    (state: SavedState) => ({ state, applied: false, response: n }),
  );
}

async function endSession(who: Committer) {
  await db.execute(
    sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${who.tokenHash ?? ''}`,
  );
}

async function storedEvents(who: Committer): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .where(eq(events.participantId, who.id));
  return row?.count ?? 0;
}

async function counters(who: Committer) {
  const [row] = await db
    .select({ count: participantState.commitWindowCount, bytes: participantState.storedBytes })
    .from(participantState)
    .where(eq(participantState.participantId, who.id));
  return row;
}

describe.runIf(TEST_DATABASE_KIND === 'pglite')('a process that owns its database (pglite)', () => {
  it("writes known students without the database's check until a change is announced", async () => {
    let changes = 7;
    const rec = recorder({ soleOwner: { changes: () => changes } });
    const [ended, other] = [await committer(7), await committer(7)];
    await Promise.all([page(rec, ended, '1-0'), page(rec, other, '1-0')]);
    // The session ends in the database, and nothing moves the count: the process still takes
    // it for live, so the statement without the check stores the commit.
    await endSession(ended);
    await expect(page(rec, ended, '1-1')).resolves.toBe('1-1');
    expect(await storedEvents(ended)).toBe(2);
    // Once the count moves, the database checks the sessions again: the ended one stores
    // nothing, and a session found live at the new count is still taken.
    changes += 1;
    const fresh = { ...other, sessionSeen: { changes, expiresAt: LATER } };
    const results = await Promise.allSettled([page(rec, ended, '1-2'), page(rec, fresh, '1-2')]);
    expect(results[0]).toMatchObject({ status: 'rejected', reason: { code: 'unauthorized' } });
    expect(results[1]).toMatchObject({ status: 'fulfilled', value: '1-2' });
    expect(await storedEvents(ended)).toBe(2);
    expect(await storedEvents(other)).toBe(2);
  });

  it("announces a student's erasure: their sessions go with them, each announced", async () => {
    const pglite = (db as unknown as { $client: PGlite }).$client;
    const heard: string[] = [];
    const unlisten = await pglite.listen(CACHE_CHANNEL, (payload) => heard.push(payload));
    onTestFinished(() => unlisten());
    const who = await committer(0);
    await db.delete(participants).where(eq(participants.id, who.id));
    expect(heard).toContain(`session:${who.tokenHash ?? ''}`);
  });

  it('has the database check a session found live but expired since', async () => {
    const rec = recorder({ soleOwner: { changes: () => 3 } });
    const who = await committer(3, new Date(NOW.getTime() + 1));
    await page(rec, who, '1-0');
    await endSession(who);
    // Found live at the count that still holds, but expired by now: checked, and refused.
    const expired = { ...who, sessionSeen: { changes: 3, expiresAt: NOW } };
    await expect(page(rec, expired, '1-1')).rejects.toMatchObject({ code: 'unauthorized' });
    expect(await storedEvents(who)).toBe(1);
  });

  it('reads the count again once PGlite runs the statement: a logout announced meanwhile counts', async () => {
    const pglite = (db as unknown as { $client: PGlite }).$client;
    // The count as the server keeps it: moved by each announcement the database makes.
    let changes = 0;
    const unlisten = await pglite.listen(CACHE_CHANNEL, () => {
      changes += 1;
    });
    onTestFinished(() => unlisten());
    let reads = 0;
    let decided: () => void = () => undefined;
    const decision = new Promise<void>((resolve) => (decided = resolve));
    const rec = recorder({
      soleOwner: {
        changes: () => {
          reads += 1;
          if (reads === 1) decided();
          return changes;
        },
      },
    });
    const who = await committer(changes);
    await page(rec, who, '1-0');
    reads = 0;
    const seen = { ...who, sessionSeen: { changes, expiresAt: LATER } };

    // A logout holds PGlite while the commit is decided on the count it has not moved yet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Should the commit never be decided, PGlite is let go all the same (for the tests after).
    onTestFinished(() => release());
    const logout = db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${who.tokenHash ?? ''}`,
      );
      await held;
    });
    const commit = page(rec, seen, '1-1');
    await decision;
    expect(changes).toBe(0);
    release();
    await logout;
    // The logout's COMMIT announced it before PGlite let the commit's statement run.
    await expect(commit).rejects.toMatchObject({ code: 'unauthorized' });
    expect(changes).toBe(1);
    expect(reads).toBe(2);
    expect(await storedEvents(who)).toBe(1);
  });
});

describe(`the server's commits (${TEST_DATABASE_KIND})`, () => {
  it('take the count read before their session was looked up: a change meanwhile counts', async () => {
    const cache = new LookupCache<CachedSession>(30_000);
    // Only what finding a session needs (the rest is for registration and login).
    const auth = createAuthService({ db, now: () => NOW, sessionCache: cache } as AuthDependencies);
    const student = await registerStudent(t.app);
    const looking = auth.participantForToken(student.token, 'ucc');
    // A change announced while the session is read from the database.
    cache.invalidate('someone else');
    const found = await looking;
    expect(found?.participant.id).toBe(student.id);
    expect(found?.seen?.changes).toBe(0);
    expect(cache.changes).toBe(1);
    // Looked up again (not kept: a change came meanwhile), then found in the cache.
    expect((await auth.participantForToken(student.token, 'ucc'))?.seen?.changes).toBe(1);
    const cached = auth.knownParticipantForToken(student.token, 'ucc');
    expect(cached?.seen).toEqual({ changes: 1, expiresAt: expect.any(Date) as unknown });
    expect(cached?.seen?.expiresAt.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('are checked by the database on PostgreSQL, and on PGlite by what was announced', async () => {
    const student = await registerStudent(t.app);
    const answer = (n: number) =>
      sendCall(t.app, student, {
        method: 'POST',
        url: '/api/activity/commit_activity',
        payload: { type: 16, value: `Answer ${n}` },
      });
    // The first commit makes the row known and the session cached.
    expect((await answer(1)).statusCode).toBe(200);
    // The session ends without its announcement, which only a change by hand with the trigger
    // switched off can do.
    await db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_cache_notify`);
      await tx.execute(
        sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${hashToken(student.token)}`,
      );
      await tx.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_cache_notify`);
    });
    const reply = await answer(2);
    if (TEST_DATABASE_KIND === 'pglite') {
      // The server owns the database: nothing announced, so the session stands as it was found
      // (the request's session, the row, the count all came through to the write).
      expect(reply.statusCode).toBe(200);
      expect(await storedEvents({ id: student.id, tenantId: 'ucc' })).toBe(2);
    } else {
      expect(reply.statusCode).toBe(401);
      expect(await storedEvents({ id: student.id, tenantId: 'ucc' })).toBe(1);
    }
  });
});

describe(`what the trust needs (${TEST_DATABASE_KIND})`, () => {
  it('knows when announcements reach the process, and forgets what came before', async () => {
    let resets = 0;
    const changes = listenForCacheChanges(
      t.database.handle,
      () => undefined,
      () => {
        resets += 1;
      },
    );
    expect(changes.listening).toBe(false);
    await changes.ready;
    expect(changes.listening).toBe(true);
    expect(resets).toBe(1);
    await changes.close();
    expect(changes.listening).toBe(false);
  });

  it('holds a claim on a database only while no second server in the process made one', () => {
    // A database of its own: only the key the claims are kept under.
    const handle = { db: { $client: {} } } as unknown as DatabaseHandle;
    const first = claimSoleUse(handle);
    expect(first.holds()).toBe(true);
    const second = claimSoleUse(handle);
    expect([first.holds(), second.holds()]).toEqual([false, false]);
    // Each may have written what the other took for unchanged: never again.
    second.release();
    expect(first.holds()).toBe(false);
    first.release();
  });

  it("keeps two servers on one database from writing over each other's answers", async () => {
    // The second server stands for a second process: on PGlite in this process, on the same
    // database (its claim ends the first server's trust), on PostgreSQL with its own pool.
    const first = await createTestApp({ env: TEST_ENV });
    const handle =
      TEST_DATABASE_KIND === 'postgres'
        ? await openDatabase(first.database.config)
        : first.database.handle;
    const second = await buildApp({
      config: first.config,
      database: handle,
      pepper: TEST_PEPPER,
      content: testContent(),
      logStream: new PassThrough(),
    });
    onTestFinished(async () => {
      await second.close();
      if (handle !== first.database.handle) await handle.close();
      await first.close();
    });
    await second.ready();
    await second.cacheListening;
    const student = await registerStudent(first.app);
    const answer = (app: typeof second, type: number, value: unknown) =>
      sendCall(app, student, {
        method: 'POST',
        url: '/api/activity/commit_activity',
        payload: { type, value },
      });
    expect((await answer(first.app, 15, [{ data_id: 'listening' }])).statusCode).toBe(200);
    expect((await answer(second, 16, 'My flatmates')).statusCode).toBe(200);
    expect((await answer(first.app, 2, ['Sleep more'])).statusCode).toBe(200);
    const restored = (await login(first.app, student)).json<{
      profile: Record<string, unknown>;
    }>();
    expect(restored.profile).toMatchObject({ other_influences: 'My flatmates' });
  });
});

describe(`counters written ahead (${TEST_DATABASE_KIND})`, () => {
  const LIMITS: CommitLimits = { commitsPerMinute: 10, storedBytesPerStudent: 10_000_000 };
  const RESERVE = { bytes: 1_000, commits: 3 };

  /** Sends commits `from`..`to` one after the other; the answers and refusals' codes. */
  async function send(rec: Recorder, who: Committer, from: number, to: number) {
    const outcomes: (number | string)[] = [];
    for (let n = from; n <= to; n += 1) {
      outcomes.push(
        await kept(rec, who, n).catch((error: unknown) => (error as { code: string }).code),
      );
    }
    return outcomes;
  }

  it('writes a row whose state is unchanged only when its commits pass the counters it holds', async () => {
    const rec = recorder({ limits: LIMITS, counterReserve: RESERVE });
    const who = await committer(0);
    await send(rec, who, 1, 1);
    expect(await counters(who)).toMatchObject({ count: 1 + 3 });
    const bytesAhead = (await counters(who))?.bytes ?? 0;
    await send(rec, who, 2, 4);
    // Four commits stored, the row untouched since the first.
    expect(await storedEvents(who)).toBe(4);
    expect(await counters(who)).toEqual({ count: 4, bytes: bytesAhead });
    await send(rec, who, 5, 5);
    expect(await counters(who)).toMatchObject({ count: 5 + 3 });
  });

  it('leaves each bound stricter after a stop without settling, never looser', async () => {
    const before = recorder({ limits: LIMITS, counterReserve: RESERVE });
    const who = await committer(0);
    expect(await send(before, who, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    // A new process (the first stopped without a word): the row's 8 count as stored.
    const after = recorder({ limits: LIMITS });
    expect(await send(after, who, 6, 8)).toEqual([6, 7, 'rate_limited']);
    expect(await storedEvents(who)).toBe(7);
  });

  it('writes the counters back when it settles, so that a clean stop costs nothing', async () => {
    const before = recorder({ limits: LIMITS, counterReserve: RESERVE });
    const who = await committer(0);
    expect(await send(before, who, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    const bytes = 5 * Buffer.byteLength(JSON.stringify('answer 1'));
    expect(await before.settle()).toBe(1);
    expect(await counters(who)).toEqual({ count: 5, bytes });
    const after = recorder({ limits: LIMITS });
    expect(await send(after, who, 6, 11)).toEqual([6, 7, 8, 9, 10, 'rate_limited']);
  });

  it('counts from what it knows on the locking path while the row holds what it wrote', async () => {
    const rec = recorder({ limits: LIMITS, counterReserve: RESERVE });
    const who = await committer(0);
    expect(await send(rec, who, 1, 2)).toEqual([1, 2]);
    // A key sent again with another answer is looked up in a transaction (the locking path),
    // which reads the row's 5 and takes the 2 this process knows.
    const reused = rec.record(
      who,
      { kind: 'activity', type: 16, value: 'other', idempotencyKey: `${who.id}-kept-1` },
      (state: SavedState) => ({ state, applied: false, response: 0 }),
    );
    await expect(reused).rejects.toMatchObject({ code: 'conflict' });
    expect(await send(rec, who, 3, 11)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 'rate_limited']);
    expect(await storedEvents(who)).toBe(10);
  });
});
