import lockfile from 'proper-lockfile';

/**
 * How old a lock left behind must be before another process takes it over. The holder renews
 * its lock every quarter of this, so only a process that died (or whose event loop stood
 * still for this long) leaves a lock this old.
 */
export const LOCK_STALE_MS = 20_000;
const RENEW_MS = LOCK_STALE_MS / 4;
const RETRY_MS = 500;

/** The embedded database is open in another process, and was not released in time. */
export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another Clearpath process (a running ` +
        'server, or another command). It can be opened by one process at a time: stop the ' +
        'server, run the command, then start the server again. Or set DATABASE_URL to a ' +
        'PostgreSQL server, which any number of processes can share. If no other process is ' +
        'running, the last one stopped without letting go: its hold ends ' +
        `${LOCK_STALE_MS / 1000} s after it stopped.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLockOptions {
  /**
   * How long to wait while another process holds the folder. By default a little longer
   * than a lock left by a process that died takes to go stale, so a server restarted at once
   * after a crash opens its folder.
   */
  waitMs?: number;
  /** Told once, when the folder is held and the wait begins. */
  onWaiting?: (message: string) => void;
  /**
   * Told if the lock is lost while held (its folder deleted, or taken over after this process
   * stood still past `LOCK_STALE_MS`). Another process may be writing the database: the only
   * safe answer is to stop at once, without closing it (closing writes to it).
   */
  onLost: (error: Error) => void;
}

/** The server's and the CLI's: the wait is said on standard error; a lost lock stops the process. */
export const PROCESS_LOCK_OPTIONS: Partial<DataDirLockOptions> = {
  onWaiting: (message) => console.error(message),
  onLost: (error) => {
    // Another process may be writing the folder now: stop without closing (which writes).
    console.error('The hold on the embedded database folder was lost; stopping at once:', error);
    process.exit(1);
  },
};

/**
 * Takes the embedded database's folder for this process, as PostgreSQL's postmaster.pid does:
 * PGlite takes no lock of its own, and a second instance on the same folder (the CLI while the
 * server runs, two servers) corrupts it. The lock is a directory beside the folder
 * (`<dataDir>.lock`), renewed while held and removed on release or when the process exits.
 * Resolves with the release; rejects with `DataDirInUseError` when the wait runs out.
 */
export async function lockDataDir(
  dataDir: string,
  options: DataDirLockOptions,
): Promise<() => Promise<void>> {
  const waitMs = options.waitMs ?? LOCK_STALE_MS + 5_000;
  const attempt = (retries: number) =>
    lockfile.lock(dataDir, {
      stale: LOCK_STALE_MS,
      update: RENEW_MS,
      retries: { retries, factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS },
      onCompromised: options.onLost,
    });
  try {
    return await attempt(0);
  } catch (error) {
    if (!isLocked(error)) throw error;
  }
  const retries = Math.ceil(waitMs / RETRY_MS);
  if (retries === 0) throw new DataDirInUseError(dataDir);
  options.onWaiting?.(
    `The embedded database in ${dataDir} is in use by another process: waiting up to ` +
      `${Math.ceil(waitMs / 1000)} s for it to be released.`,
  );
  try {
    return await attempt(retries);
  } catch (error) {
    throw isLocked(error) ? new DataDirInUseError(dataDir) : error;
  }
}

function isLocked(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ELOCKED';
}
