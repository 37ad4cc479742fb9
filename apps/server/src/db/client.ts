import { chmodSync, mkdirSync } from 'node:fs';
import { PGlite, parse as pgliteResults, protocol } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { lockDataDir, type DataDirLockOptions } from './data-dir-lock';
import * as schema from './schema';
import { bindAndExecute } from './wire';

export type Schema = typeof schema;
/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Database;
  /** Applies every pending migration from `migrationsDir`. Safe to run from several processes. */
  migrate(migrationsDir: string): Promise<void>;
  /** True when a trivial query succeeds. Never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A claim to be the only user of an embedded database in this process (`claimSoleUse`). */
export interface SoleUse {
  /** True while no other claim was ever made on the database beside this one. */
  holds(): boolean;
  release(): void;
}

/** The claims made on each embedded database (its PGlite) in this process. */
const soleUseClaims = new WeakMap<object, Set<{ shared: boolean }>>();

/**
 * Claims an embedded database for one user in this process (the commit path's trust, progress/
 * commit.ts `soleOwner`). The folder's lock keeps other processes out; this keeps out a second
 * server built on the same database in the same process (as tests do, standing for two
 * processes): once a second claim is made, no claim on that database holds again, even after
 * the other is released, since each user may have written what the other took for unchanged.
 */
export function claimSoleUse(handle: DatabaseHandle): SoleUse {
  const client = (handle.db as unknown as { $client: object }).$client;
  let claims = soleUseClaims.get(client);
  if (!claims) soleUseClaims.set(client, (claims = new Set()));
  const claim = { shared: claims.size > 0 };
  for (const other of claims) other.shared = true;
  claims.add(claim);
  const all = claims;
  return {
    holds: () => !claim.shared && all.has(claim),
    release: () => {
      all.delete(claim);
    },
  };
}

// An arbitrary constant: every Clearpath process takes this advisory lock to migrate.
const MIGRATION_LOCK_KEY = 727_114_001;

export interface OpenDatabaseOptions {
  /**
   * Told when a PostgreSQL connection fails outside a query (the server restarted, the network
   * dropped). The pool replaces the connection; callers only log it.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * The embedded database's folder is taken for this process while it is open
   * (`lockDataDir`): how long to wait for another process to let it go, and what to do if the
   * lock is lost. By default the wait is `lockDataDir`'s and a lost lock throws.
   */
  dataDirLock?: Partial<DataDirLockOptions>;
}

/** Opens PGlite (embedded, in a folder or in memory) or a pooled PostgreSQL connection. */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return config.kind === 'pglite'
    ? openPglite(config.dataDir, options.dataDirLock)
    : openPostgres(config, options);
}

async function openPglite(
  dataDir: string | 'memory',
  lockOptions: Partial<DataDirLockOptions> = {},
): Promise<DatabaseHandle> {
  if (dataDir === 'memory') {
    const client = new PGlite();
    await client.waitReady;
    return wrapPglite(client);
  }
  keepPrivate(dataDir);
  const release = await lockDataDir(dataDir, {
    onLost: (error) => {
      throw error;
    },
    ...lockOptions,
  });
  let client: PGlite;
  try {
    client = new PGlite(dataDir);
    await client.waitReady;
  } catch (error) {
    await release();
    throw error;
  }
  const handle = wrapPglite(client);
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await handle.close();
      } finally {
        await release();
      }
    },
  };
}

/**
 * The embedded database's folder, readable by the server's own user only (0700, as the secrets
 * folder): PGlite writes its files readable and writable by anyone (0666), and students' answers
 * are in them. A folder made by an earlier version is closed too.
 */
export function keepPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/** A handle over an open PGlite instance (tests clone a migrated template this way). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    ping: () => pingDatabase(db),
    close: () => client.close(),
  };
}

async function openPostgres(
  config: { url: string; poolSize: number },
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  const report = (error: Error) => options.onConnectionError?.(error);
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', report);
  // Nor may a checked-out one (a transaction in flight when PostgreSQL restarts): the pool
  // listens only to idle clients, and an 'error' event nobody listens to ends the process.
  // The query in flight fails with the same error (answered 503) and the pool discards the
  // broken client when it is released.
  pool.on('connect', (client) => client.on('error', report));
  guardCheckedOutClients(pool);
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: () => pingDatabase(db),
    close: () => pool.end(),
  };
}

/**
 * A checked-out client whose connection fails goes back to the pool at once, to be discarded,
 * and a second release is ignored. Drizzle's `transaction` sends BEGIN before its try/finally:
 * when BEGIN fails on a dropped connection it never releases the client, and each database
 * restart would leak pool slots until every request waited for a connection that never came.
 */
function guardCheckedOutClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  const guarded = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const release = client.release;
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      client.removeListener('error', releaseBroken);
      if (released) return;
      released = true;
      release(error);
    };
    const releaseBroken = (error: Error) => releaseOnce(error);
    client.on('error', releaseBroken);
    client.release = releaseOnce;
    return client;
  };
  // pg-pool's own query() passes a callback: that path releases its clients itself.
  pool.connect = ((callback?: unknown) =>
    callback === undefined ? guarded() : connect(callback)) as typeof pool.connect;
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

const dialect = new PgDialect();
/** Each prepared statement's name, by its text. */
const preparedNames = new Map<string, string>();

/**
 * As `queryRows`, but as a named prepared statement: parsed and planned once per connection
 * (each pooled PostgreSQL connection; PGlite's one), not at every call. For a hot statement
 * whose text never changes (only its parameters do). A transaction's handle has no client of
 * its own: there it runs as `queryRows` does.
 */
export async function queryPrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = preparedName(text);
  if (client instanceof PGlite) {
    return (await queryPreparedPglite<T>(client, name, text, params)) as T[];
  }
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params });
  return result.rows;
}

/**
 * `queryPrepared` on PGlite, run only if `guard` still holds once the statement has PGlite's
 * locks (nothing else can run until it ends): null when it did not. Whatever an earlier statement
 * announced (NOTIFY) has reached its listeners by then: PGlite queues them as the earlier
 * statement's reply is read, before it lets go of its locks.
 */
export async function queryPreparedIf<T>(
  db: Database,
  query: SQL,
  guard: () => boolean,
): Promise<T[] | null> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('queryPreparedIf runs on PGlite only');
  const { sql: text, params } = dialect.sqlToQuery(query);
  return queryPreparedPglite<T>(client, preparedName(text), text, params, guard);
}

/** The statements each PGlite instance has prepared, by name. */
const pglitePrepared = new WeakMap<PGlite, Set<string>>();

/**
 * PGlite's `query` parses, describes and plans its statement at every call, in six calls into
 * WebAssembly. Here a statement is parsed once under its name, and each call is one message
 * (bind, describe, execute, sync: `bindAndExecute`). Both of PGlite's locks are held, as `query`
 * holds them, so it never runs inside another caller's transaction.
 */
async function queryPreparedPglite<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
  guard?: () => boolean,
): Promise<T[] | null> {
  const values = params.map(textParameter);
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      if (guard && !guard()) return null;
      let prepared = pglitePrepared.get(client);
      if (!prepared) {
        prepared = new Set();
        pglitePrepared.set(client, prepared);
      }
      const bound = bindAndExecute(name, values);
      // The first call parses the statement under its name, in the same message.
      const message = prepared.has(name)
        ? bound
        : Buffer.concat([protocol.serialize.parse({ name, text }), bound]);
      const { messages } = await client.execProtocol(message, { throwOnError: false });
      if (messages.some((reply) => reply.name === 'parseComplete')) prepared.add(name);
      const failure = messages.find((reply) => reply.name === 'error');
      if (failure) throw failure;
      return (pgliteResults.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
    }),
  );
}

/** The name a statement's text is prepared under (the same in every connection). */
function preparedName(text: string): string {
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `clearpath_${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  return name;
}

/** A parameter in PostgreSQL's text format, as PGlite's `query` would send it. */
function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`queryPrepared cannot send a parameter of type ${typeof value}`);
}

/** Rows of a raw SQL query. Both drivers answer `{ rows }`; the shared type cannot say so. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
