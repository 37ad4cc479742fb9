import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HealthResponseSchema } from '@clearpath/core';
import {
  startTemporaryPostgres,
  type TemporaryPostgres,
} from '../../../../scripts/lib/postgres.mjs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { registerStudent, TEST_ENV, type Student } from '../modules/progress/test-support';
import { TEST_DATABASE_KIND, TEST_PEPPER, testContent } from '../test/harness';
import { openDatabase, type DatabaseHandle } from './client';
import { prepareDatabase, type Readiness } from './readiness';
import { events, participants } from './schema';

// A real PostgreSQL server of this file's own, stopped and started again while the app runs
// (the shared test server cannot be stopped under the other files). PGlite runs inside the
// process: it cannot restart apart from it, so the PGlite tier skips this file.
const tier =
  TEST_DATABASE_KIND === 'postgres'
    ? 'PostgreSQL'
    : 'skipped on PGlite: an embedded database cannot restart apart from the server';

const STUDENTS = 8;
const POOL_SIZE = 6;
const COMMITS_EACH = 12;
const WAIT = { timeout: 20_000, interval: 20 };

describe.runIf(TEST_DATABASE_KIND === 'postgres')(`a database restart (${tier})`, () => {
  let postgres: TemporaryPostgres;
  let handle: DatabaseHandle;
  let readiness: Readiness;
  let app: FastifyInstance;
  let waited = 0;
  const connectionErrors: string[] = [];
  const logs = new PassThrough();
  let rawLogs = '';
  const scratch = mkdtempSync(path.join(tmpdir(), 'clearpath-outage-'));

  beforeAll(async () => {
    postgres = await startTemporaryPostgres({ crashSafe: true });
    // Down before the app starts: it must start anyway.
    await postgres.halt('fast');
    handle = await openDatabase(
      { kind: 'postgres', url: postgres.url, poolSize: POOL_SIZE },
      { onConnectionError: (error) => connectionErrors.push(error.name) },
    );
    readiness = prepareDatabase(handle, { delaysMs: [20], onWaiting: () => (waited += 1) });
    logs.on('data', (chunk: Buffer) => (rawLogs += chunk.toString('utf8')));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch, ...TEST_ENV });
    app = await buildApp({
      config: { ...config, database: { kind: 'postgres', url: postgres.url, poolSize: POOL_SIZE } },
      database: handle,
      pepper: TEST_PEPPER,
      content: testContent(),
      logStream: logs,
      readiness,
    });
    await app.ready();
  });

  afterAll(async () => {
    readiness.stop();
    await app.close();
    await handle.close().catch(() => undefined);
    try {
      postgres.stop();
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  /** Every connection of the pool at once, each in a transaction: none leaked by the restart. */
  const everyConnectionWorks = async () => {
    let begun = 0;
    let allBegun = () => undefined as void;
    const barrier = new Promise<void>((resolve) => (allBegun = resolve));
    await Promise.all(
      Array.from({ length: POOL_SIZE }, () =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          begun += 1;
          if (begun === POOL_SIZE) allBegun();
          await barrier;
        }),
      ),
    );
    return begun;
  };

  const health = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    return { res, body: HealthResponseSchema.parse(res.json()) };
  };

  it('starts while the database is down, migrates it when it comes up and becomes ready', async () => {
    const starting = await health();
    expect(starting.res.statusCode).toBe(503);
    expect(starting.res.headers['retry-after']).toBe('5');
    expect(starting.body).toMatchObject({ status: 'starting', database: 'down' });
    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/register_test_user',
      headers: { 'x-tenant': 'ucc' },
      payload: { domain: 'ucc.clearpath.ie', enable_ga: 0, remember_me: 1 },
    });
    expect(early.statusCode).toBe(503);
    expect(early.headers['retry-after']).toBe('5');
    expect(early.json().error.code).toBe('unavailable');
    await vi.waitFor(() => expect(waited).toBeGreaterThan(0), WAIT);

    await postgres.resume();
    await readiness.ready;
    const ready = await health();
    expect(ready.res.statusCode).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ok', database: 'up' });
    // The migrations ran and the default tenant exists: a student can register.
    await registerStudent(app);
  });

  it.each(['immediate', 'fast'] as const)(
    'rides out a restart (pg_ctl stop -m %s) under concurrent commits: every acknowledged answer stored once',
    async (mode) => {
      const students: Student[] = [];
      for (let i = 0; i < STUDENTS; i += 1) students.push(await registerStudent(app));

      connectionErrors.length = 0;
      let outage: { over: Promise<void> } | null = null;
      let acknowledged = 0;
      let refusedDuringOutage = 0;
      const retried = new Set<string>();
      const acked = new Map<string, string>();

      const commit = async (student: Student, index: number) => {
        const key = `${mode}-${student.id.slice(0, 8)}-${index}`;
        const text = `answer ${mode} ${index} of ${student.id}`;
        for (let attempt = 0; attempt < 500; attempt += 1) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/activity/commit_activity',
            headers: {
              'x-tenant': 'ucc',
              authorization: `Bearer ${student.token}`,
              'idempotency-key': key,
            },
            payload: { type: 16, value: text },
          });
          if (res.statusCode === 200) {
            acknowledged += 1;
            acked.set(key, text);
            return;
          }
          // Only the outage's answer is expected: 503 with a retry hint, in the one error shape.
          expect(res.statusCode, res.body).toBe(503);
          expect(res.headers['retry-after']).toBe('5');
          expect(res.json().error.code).toBe('unavailable');
          retried.add(key);
          if (outage) {
            refusedDuringOutage += 1;
            await outage.over;
          } else {
            await nextTurn();
          }
        }
        throw new Error(`commit ${key} never landed`);
      };

      // Each student's second half of commits waits for the halt, so some always meet the
      // outage, however quickly the first half went through.
      let halted = () => undefined as void;
      const isHalted = new Promise<void>((resolve) => (halted = resolve));
      const sending = Promise.all(
        students.map(async (student) => {
          for (let index = 0; index < COMMITS_EACH; index += 1) {
            if (index === COMMITS_EACH / 2) await isHalted;
            await commit(student, index);
          }
        }),
      );

      // Stop the database once commits are flowing, and start it again once some were refused.
      await vi.waitFor(() => expect(acknowledged).toBeGreaterThanOrEqual(STUDENTS), WAIT);
      // A busy connection's loss fails its query (answered 503) and is not reported apart; an
      // idle one's is. However busy the commits keep the pool, one connection is held idle,
      // inside a transaction, while PostgreSQL stops.
      expect(await everyConnectionWorks()).toBe(POOL_SIZE);
      let heldOpen = () => undefined as void;
      let letGo = () => undefined as void;
      const opened = new Promise<void>((resolve) => (heldOpen = resolve));
      const held = handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          heldOpen();
          await new Promise<void>((resolve) => (letGo = resolve));
        })
        .then(
          () => 'committed',
          () => 'dropped',
        );
      await opened;
      let endOutage = () => undefined as void;
      outage = { over: new Promise<void>((resolve) => (endOutage = resolve)) };
      await postgres.halt(mode);
      halted();
      // The held connection's loss is reported (server.ts logs it by name) while it waits.
      await vi.waitFor(() => expect(connectionErrors.length).toBeGreaterThan(0), WAIT);
      letGo();
      expect(await held).toBe('dropped');
      await vi.waitFor(() => expect(refusedDuringOutage).toBeGreaterThan(0), WAIT);
      expect((await health()).body).toMatchObject({ status: 'unavailable', database: 'down' });
      await postgres.resume();
      outage = null;
      endOutage();
      await sending;

      // The process lives, and every acknowledged answer is stored exactly once.
      expect(acked.size).toBe(STUDENTS * COMMITS_EACH);
      expect(retried.size).toBeGreaterThan(0);
      const rows = await handle.db
        .select({ key: events.idempotencyKey, value: events.value })
        .from(events)
        .innerJoin(participants, eq(participants.id, events.participantId))
        .where(sql`${events.idempotencyKey} like ${`${mode}-%`}`);
      const stored = new Map<string, unknown[]>();
      for (const row of rows)
        stored.set(row.key ?? '', [...(stored.get(row.key ?? '') ?? []), row.value]);
      for (const [key, text] of acked) expect(stored.get(key), key).toEqual([text]);
      expect(rows).toHaveLength(acked.size);
      expect((await health()).body).toMatchObject({ status: 'ok', database: 'up' });
      expect(await everyConnectionWorks()).toBe(POOL_SIZE);
    },
  );

  it('logged the outage without any answer or participant id', () => {
    expect(rawLogs).toContain('database unavailable');
    expect(rawLogs).not.toMatch(/answer (immediate|fast)/);
    expect(rawLogs).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });
});
