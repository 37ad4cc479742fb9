import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { AppError } from '../errors';

/** How long one look at the disk and the database size is trusted. */
export const STORAGE_CHECK_MS = 10_000;

export const STORAGE_FULL_MESSAGE =
  'We cannot save answers right now because the server is out of space. ' +
  'Your answers are kept on this device and will be sent later.';

export interface StorageGuardDeps {
  minFreeBytes: number;
  /** 0: no cap on the database size. */
  maxDatabaseBytes: number;
  /** Free bytes on the disk that holds the data (DATA_DIR); null when it cannot be read. */
  freeBytes: () => Promise<number | null>;
  databaseBytes: () => Promise<number | null>;
  /** Milliseconds, for the cache. */
  now: () => number;
}

/**
 * The global disk guard (docs/architecture.md §5): a store of answers is refused with 507 while
 * the disk is nearly full or the database has reached its cap. Checked at most once per
 * STORAGE_CHECK_MS; a check that cannot be made (no DATA_DIR, the database away) lets the
 * request through, where it fails or succeeds on its own.
 */
export function createStorageGuard(deps: StorageGuardDeps) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let full = false;
  let pending: Promise<boolean> | null = null;

  const check = async (): Promise<boolean> => {
    const free = deps.minFreeBytes > 0 ? await deps.freeBytes() : null;
    if (free !== null && free < deps.minFreeBytes) return true;
    const size = deps.maxDatabaseBytes > 0 ? await deps.databaseBytes() : null;
    return size !== null && size >= deps.maxDatabaseBytes;
  };

  return {
    async isFull(): Promise<boolean> {
      if (deps.now() - checkedAt < STORAGE_CHECK_MS) return full;
      pending ??= check()
        .then((result) => {
          full = result;
          checkedAt = deps.now();
          return result;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    /** True when the last look, still trusted, found room: no need to wait for `assertRoom`. */
    hasRoomNow(): boolean {
      return !full && deps.now() - checkedAt < STORAGE_CHECK_MS;
    },
    /** Throws the 507 while storage is full. */
    async assertRoom(): Promise<void> {
      if (await this.isFull()) {
        throw new AppError('storage_full', STORAGE_FULL_MESSAGE, undefined, {
          'Retry-After': '60',
        });
      }
    },
  };
}

export type StorageGuard = ReturnType<typeof createStorageGuard>;

/** Free bytes on the file system of `dir` for unprivileged writers, or null. */
export async function freeBytesOf(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/** The size of the current database in bytes, or null when it cannot be asked. */
export async function databaseBytesOf(db: Database): Promise<number | null> {
  try {
    const [row] = await queryRows<{ bytes: string | number }>(
      db,
      sql`SELECT pg_database_size(current_database()) AS bytes`,
    );
    return row ? Number(row.bytes) : null;
  } catch {
    return null;
  }
}

/** Calls that store what a student sends (answers, a registration). */
export function storesAnswers(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? url;
  if (method === 'GET') return path === '/api/processing/process_confidence' && url.includes('?');
  return (
    method === 'POST' &&
    (path.startsWith('/api/activity/') ||
      path.startsWith('/api/processing/') ||
      path.startsWith('/api/auth/register'))
  );
}
