import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../config';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, wrapPglite, type DatabaseHandle } from '../db/client';
import { DEFAULT_TENANT_SEED, ensureTenant } from '../db/seed';
import { loadContent, formatContentError, type CompiledContent } from '@clearpath/content';
import { MIGRATIONS_DIR, REPO_ROOT } from '../paths';

/**
 * The integration suite runs twice: on in-memory PGlite, and on a real PostgreSQL server
 * when DATABASE_URL is set (scripts/test.mjs starts one). Each call gets a database of its
 * own, so no test depends on another's data.
 */
export const TEST_DATABASE_KIND: DatabaseConfig['kind'] = process.env.DATABASE_URL
  ? 'postgres'
  : 'pglite';

export const TEST_PEPPER = 'test-pepper-that-is-long-enough-for-hmac-0123456789';

export interface TestDatabase {
  handle: DatabaseHandle;
  config: DatabaseConfig;
  drop(): Promise<void>;
}

let template: Promise<PGlite> | undefined;
let realContent: CompiledContent | undefined;

/** The real content/ folder, compiled once per test worker. */
export function testContent(): CompiledContent {
  if (!realContent) {
    const loaded = loadContent(path.join(REPO_ROOT, 'content'));
    if (!loaded.ok) throw new Error(loaded.errors.map(formatContentError).join('\n'));
    realContent = loaded.content;
  }
  return realContent;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const config: DatabaseConfig = { kind: 'pglite', dataDir: 'memory' };
    // Starting PGlite costs seconds; cloning a migrated template costs a fraction of that.
    template ??= (async () => {
      const client = new PGlite();
      await wrapPglite(client).migrate(MIGRATIONS_DIR);
      return client;
    })();
    const handle = wrapPglite((await (await template).clone()) as PGlite);
    return { handle, config, drop: async () => handle.close().catch(() => undefined) };
  }
  const name = `clearpath_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: 'postgres', url: url.toString(), poolSize: 5 };
  const handle = await openDatabase(config);
  await handle.migrate(MIGRATIONS_DIR);
  return {
    handle,
    config,
    async drop() {
      await handle.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** Every log line written so far, parsed. */
  logs(): Record<string, unknown>[];
  /** The raw log output, for "never appears" assertions. */
  rawLogs(): string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    webDistDir?: string;
    overrides?: Partial<Omit<BuildAppOptions, 'config' | 'database' | 'logStream'>>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await ensureTenant(database.handle.db, DEFAULT_TENANT_SEED);
  const scratch = mkdtempSync(path.join(tmpdir(), 'clearpath-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: scratch,
    WEB_DIST_DIR: options.webDistDir ?? path.join(scratch, 'no-web-build'),
    ...options.env,
  });
  let raw = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    raw += chunk.toString('utf8');
  });
  const app = await buildApp({
    config: { ...config, database: database.config },
    database: database.handle,
    logStream,
    pepper: TEST_PEPPER,
    content: testContent(),
    ...options.overrides,
  });
  await app.ready();
  // What a test caches from here on stays cached: a listening connection that came up later
  // would empty the caches (and its LISTEN would count among a test's statements).
  await app.cacheListening;
  return {
    app,
    database,
    config,
    logs: () =>
      raw
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    rawLogs: () => raw,
    async close() {
      await app.close();
      await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
