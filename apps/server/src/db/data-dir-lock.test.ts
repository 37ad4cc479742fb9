import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, LOCK_STALE_MS, lockDataDir } from './data-dir-lock';

/** How long a renewal's real write may take to show, on a busy machine. */
const RENEWAL_WAIT_MS = 10_000;

const made: string[] = [];
const releases: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const release of releases.splice(0)) await release().catch(() => undefined);
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const root = mkdtempSync(join(tmpdir(), 'clearpath-lock-'));
  made.push(root);
  const dataDir = join(root, 'pglite');
  mkdirSync(dataDir);
  return dataDir;
}

const failOnLost = (error: Error) => {
  throw error;
};

async function take(dataDir: string, options: Parameters<typeof lockDataDir>[1]) {
  const release = await lockDataDir(dataDir, options);
  releases.push(release);
  return release;
}

describe('the embedded database folder’s lock', () => {
  it('refuses a second holder, naming the folder and what to do, and is free again once released', async () => {
    const dataDir = folder();
    const release = await take(dataDir, { onLost: failOnLost });
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    const refused = lockDataDir(dataDir, { waitMs: 0, onLost: failOnLost });
    await expect(refused).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(refused).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by another Clearpath process`,
    );
    await expect(refused).rejects.toThrow('stop the server, run the command');

    await release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    await take(dataDir, { waitMs: 0, onLost: failOnLost });
  });

  it('waits for a holder to let go, saying so once', async () => {
    const dataDir = folder();
    const release = await take(dataDir, { onLost: failOnLost });
    const said: string[] = [];
    await take(dataDir, {
      waitMs: 10_000,
      onLost: failOnLost,
      onWaiting: (message) => {
        said.push(message);
        void release();
      },
    });
    expect(said).toEqual([
      `The embedded database in ${dataDir} is in use by another process: waiting up to 10 s for it to be released.`,
    ]);
  });

  it('takes over a lock left by a process that died, once it is older than the stale age', async () => {
    const dataDir = folder();
    // A crashed holder stops renewing its lock: the directory stays, with an old time.
    mkdirSync(`${dataDir}.lock`);
    const fresh = lockDataDir(dataDir, { waitMs: 0, onLost: failOnLost });
    await expect(fresh).rejects.toBeInstanceOf(DataDirInUseError);

    const past = new Date(Date.now() - LOCK_STALE_MS - 1_000);
    utimesSync(`${dataDir}.lock`, past, past);
    await take(dataDir, { waitMs: 0, onLost: failOnLost });
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
  });

  it(
    'keeps a held lock fresh past the stale age, and tells the holder when it is lost',
    async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const dataDir = folder();
      const lockDir = `${dataDir}.lock`;
      let lost: (error: Error) => void = () => undefined;
      const lostError = new Promise<Error>((resolve) => (lost = resolve));
      await take(dataDir, { onLost: (error) => lost(error) });

      // Each renewal sets the lock's time; another process would take a lock not renewed for
      // LOCK_STALE_MS. After more than that, it is still this process's.
      for (let renewal = 0; renewal < 5; renewal += 1) {
        await vi.advanceTimersByTimeAsync(LOCK_STALE_MS / 4);
        await untilRenewed(lockDir, Date.now());
      }
      await expect(lockDataDir(dataDir, { waitMs: 0, onLost: failOnLost })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );

      rmSync(lockDir, { recursive: true });
      await vi.advanceTimersByTimeAsync(LOCK_STALE_MS / 4);
      expect((await lostError).message).toMatch(/ENOENT/);
    },
    6 * RENEWAL_WAIT_MS,
  );
});

/**
 * Until the lock's time reaches `now` (to the second its file system keeps): the renewal's I/O is
 * real. Bounded by real time (`performance.now` is not faked here), not by a count of turns: on
 * a machine busy with other suites, 100,000 turns once passed before the renewal's write came
 * back.
 */
async function untilRenewed(lockDir: string, now: number): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < RENEWAL_WAIT_MS) {
    if (statSync(lockDir).mtime.getTime() >= now - 1_000) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`the lock was not renewed at ${new Date(now).toISOString()}`);
}
