import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { registerStudent, send, TEST_ENV, type Student } from '../modules/progress/test-support';
import {
  createTestApp,
  TEST_DATABASE_KIND,
  TEST_PEPPER,
  testContent,
  type TestApp,
} from '../test/harness';
import { openDatabase, type DatabaseHandle } from './client';
import { ensureTenant } from './seed';

// Tenants and sessions are cached in each process (db/cache.ts). Two apps on one database
// stand for two processes: on PostgreSQL each has its own pool and listening connection, as
// two processes would; PGlite lives in one process, so there they share it.

let clock = new Date('2026-03-02T10:00:00Z');
const now = () => clock;
let a: TestApp;
let b: FastifyInstance;
let bHandle: DatabaseHandle;

beforeAll(async () => {
  a = await createTestApp({ env: TEST_ENV, overrides: { now } });
  bHandle =
    TEST_DATABASE_KIND === 'postgres' ? await openDatabase(a.database.config) : a.database.handle;
  b = await buildApp({
    config: a.config,
    database: bHandle,
    pepper: TEST_PEPPER,
    content: testContent(),
    logStream: new PassThrough(),
    now,
  });
  await b.ready();
  await b.cacheListening;
});
afterAll(async () => {
  await b.close();
  if (bHandle !== a.database.handle) await bHandle.close();
  await a.close();
});

const commit = (n: number) => ({
  method: 'POST' as const,
  url: '/api/activity/commit_activity',
  payload: { type: 16, value: `Answer ${n}` },
});
// Needs the session; answers 409 (no score saved yet) for a live one.
const READ = { method: 'GET' as const, url: '/api/processing/process_quiz_score' };

async function warm(app: FastifyInstance, student: Student) {
  expect((await send(app, student, commit(0))).statusCode).toBe(200);
  expect((await send(app, student, READ)).statusCode).toBe(409);
}

describe(`caches across processes (${TEST_DATABASE_KIND})`, () => {
  it('refuses a session in process B on the next request after logout in process A', async () => {
    const student = await registerStudent(a.app);
    await warm(b, student);
    const out = await send(a.app, student, {
      method: 'POST',
      url: '/api/auth/logout_user',
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    // A commit checks its session inside its own transaction: refused at once.
    expect((await send(b, student, commit(1))).statusCode).toBe(401);
    // Other calls follow as soon as B hears the database's announcement.
    await vi.waitFor(async () => expect((await send(b, student, READ)).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('refuses a cached session once it has expired', async () => {
    const student = await registerStudent(a.app);
    await warm(b, student);
    const saved = clock;
    clock = new Date(saved.getTime() + (a.config.sessionTtlHours + 1) * 3_600_000);
    try {
      expect((await send(b, student, READ)).statusCode).toBe(401);
      expect((await send(b, student, commit(2))).statusCode).toBe(401);
    } finally {
      clock = saved;
    }
  });

  it('drops a tenant in process B when it is changed elsewhere', async () => {
    const db = a.database.handle.db;
    await ensureTenant(db, { id: 'tcd', name: 'Trinity College Dublin' });
    const tenantCall = () =>
      b.inject({ method: 'GET', url: '/api/tenant', headers: { 'x-tenant': 'tcd' } });
    expect((await tenantCall()).statusCode).toBe(200);
    // Removed by hand, as an operator would: B learns of it from the database.
    await db.execute(sql`DELETE FROM batches WHERE tenant_id = 'tcd'`);
    await db.execute(sql`DELETE FROM tenants WHERE id = 'tcd'`);
    await vi.waitFor(async () => expect((await tenantCall()).statusCode).toBe(404), {
      timeout: 5_000,
      interval: 20,
    });
  });
});
