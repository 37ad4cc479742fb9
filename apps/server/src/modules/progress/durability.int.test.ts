import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginUserResponseSchema } from '@clearpath/core';
import { buildApp } from '../../app';
import { loadConfig, type DatabaseConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { events } from '../../db/schema';
import { DEFAULT_TENANT_SEED, ensureTenant } from '../../db/seed';
import { MIGRATIONS_DIR } from '../../paths';
import {
  createTestApp,
  createTestDatabase,
  TEST_DATABASE_KIND,
  TEST_PEPPER,
  testContent,
  type TestApp,
  type TestDatabase,
} from '../../test/harness';
import {
  FULL_ANSWERS,
  FULL_RESTORE,
  login,
  registerStudent,
  send,
  TEST_ENV,
  type Student,
} from './test-support';

// Durability: nothing a student sent is lost across a restart or under concurrent load.

/** Opens the database, migrates it and builds the app on it, as `server.ts` does at start. */
async function startServer(database: DatabaseConfig, scratch: string) {
  const handle = await openDatabase(database);
  await handle.migrate(MIGRATIONS_DIR);
  await ensureTenant(handle.db, DEFAULT_TENANT_SEED);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch, ...TEST_ENV });
  const app = await buildApp({
    config: { ...config, database },
    database: handle,
    pepper: TEST_PEPPER,
    content: testContent(),
    logStream: new PassThrough(),
  });
  await app.ready();
  return {
    app,
    async stop() {
      await app.close();
      await handle.close();
    },
  };
}

describe(`a restart (${TEST_DATABASE_KIND})`, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'clearpath-restart-'));
  let postgres: TestDatabase | undefined;
  afterAll(async () => {
    await postgres?.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('loses nothing: after stopping and starting again, login returns every answer', async () => {
    let database: DatabaseConfig = { kind: 'pglite', dataDir: path.join(scratch, 'pglite') };
    if (TEST_DATABASE_KIND === 'postgres') {
      postgres = await createTestDatabase();
      await postgres.handle.close();
      database = postgres.config;
    }

    const first = await startServer(database, scratch);
    const student = await registerStudent(first.app);
    for (const call of FULL_ANSWERS) {
      const res = await send(first.app, student, call);
      expect(res.statusCode, `${call.url}: ${res.body}`).toBe(200);
    }
    await first.stop();

    const second = await startServer(database, scratch);
    try {
      const res = await login(second.app, student);
      expect(res.statusCode).toBe(200);
      expect(LoginUserResponseSchema.parse(res.json())).toMatchObject(FULL_RESTORE);
    } finally {
      await second.stop();
    }
    // Two cold starts of a database in a folder: slow on a busy machine.
  }, 120_000);
});

const STUDENTS = 200;

/** Each student's commits, sent all at once; the first one twice with the same Idempotency-Key. */
function commitsOf(index: number) {
  return [
    ['/api/activity/commit_activity', { type: 16, value: `Student ${index}` }],
    ['/api/activity/commit_score', { type: 2, value: index % 11 }],
  ] as const;
}

describe(`200 students at once (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: TEST_ENV });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function post(path: string, body: unknown, headers: Record<string, string>) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'ucc', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('stores every commit exactly once, each with its own student', async () => {
    const students: Student[] = await Promise.all(
      Array.from({ length: STUDENTS }, async () => {
        const res = await post(
          '/api/auth/register_test_user',
          { domain: 'ucc.clearpath.ie', enable_ga: 0, remember_me: 0 },
          {},
        );
        expect(res.status).toBe(200);
        const user = res.body.user as { password: string; user_uuid: string };
        return { token: String(res.body.token), code: user.password, id: user.user_uuid };
      }),
    );

    const sends = students.flatMap((student, index) =>
      commitsOf(index).flatMap(([path, body], n) => {
        const headers = {
          authorization: `Bearer ${student.token}`,
          'idempotency-key': `${student.id}-${n}`,
        };
        return n === 0
          ? [post(path, body, headers), post(path, body, headers)]
          : [post(path, body, headers)];
      }),
    );
    const results = await Promise.all(sends);
    expect(results.filter((res) => res.status !== 200)).toEqual([]);

    const db = t.database.handle.db;
    const rows = await db
      .select({
        participant: events.participantId,
        stored: sql<number>`count(*)::int`,
        keys: sql<number>`count(DISTINCT ${events.idempotencyKey})::int`,
      })
      .from(events)
      .groupBy(events.participantId);
    expect(rows).toHaveLength(STUDENTS);
    const expected = commitsOf(0).length;
    expect(rows.filter((row) => row.stored !== expected || row.keys !== expected)).toEqual([]);
    expect(new Set(rows.map((row) => row.participant))).toEqual(
      new Set(students.map((student) => student.id)),
    );

    // Each student's state holds their own answers.
    for (const index of [0, 57, 199]) {
      const student = students[index] as Student;
      const res = await post('/api/auth/login_user', { password: student.code }, {});
      const restored = LoginUserResponseSchema.parse(res.body);
      expect(restored.profile.other_influences).toBe(`Student ${index}`);
      expect(restored.profile.quiz_score).toBe(index % 11);
    }
  }, 120_000);
});
