import { isDatabaseUnavailable } from '../errors';
import type { DatabaseHandle } from './client';
import { MIGRATIONS_DIR } from '../paths';
import { DEFAULT_TENANT_SEED, ensureTenant } from './seed';

/** `starting` until the database has been reached and prepared once; then `ready`. */
export type ReadinessState = 'starting' | 'ready' | 'failed';

export interface Readiness {
  state(): ReadinessState;
  /** Settles once prepared; rejects on a failure that waiting cannot fix (a broken migration). */
  readonly ready: Promise<void>;
  /** Stops waiting (shutdown during start): `ready` rejects. */
  stop(): void;
}

/** Waits between attempts while the database cannot be reached: quick at first, then steady. */
export const PREPARE_RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000] as const;

export class StartStoppedError extends Error {
  override name = 'StartStoppedError';
}

/**
 * Runs `prepare` until it succeeds. A database that cannot be reached (not started yet,
 * restarting, a network fault) is waited for; any other failure ends the wait. The server
 * listens meanwhile and answers 503 with Retry-After (docs/architecture.md §2).
 */
export function prepareWhenReachable(
  prepare: () => Promise<void>,
  options: {
    onWaiting?: (error: unknown, delayMs: number) => void;
    delaysMs?: readonly number[];
  } = {},
): Readiness {
  const delays = options.delaysMs ?? PREPARE_RETRY_DELAYS_MS;
  let state: ReadinessState = 'starting';
  let stopped = false;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const run = async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await prepare();
        state = 'ready';
        return;
      } catch (error) {
        if (stopped)
          throw new StartStoppedError('The server stopped before the database was ready.');
        if (!isDatabaseUnavailable(error)) throw error;
        const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1_000;
        options.onWaiting?.(error, delay);
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, delay);
        });
        if (stopped)
          throw new StartStoppedError('The server stopped before the database was ready.');
      }
    }
  };
  const ready = run().catch((error: unknown) => {
    state = 'failed';
    throw error;
  });
  // The caller decides what a failure means; the promise itself never goes unhandled.
  ready.catch(() => undefined);

  return {
    state: () => state,
    ready,
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}

/** Migrates the database and makes sure the default tenant exists, once it can be reached. */
export function prepareDatabase(
  database: Pick<DatabaseHandle, 'db' | 'migrate'>,
  options: Parameters<typeof prepareWhenReachable>[1] = {},
): Readiness {
  return prepareWhenReachable(async () => {
    await database.migrate(MIGRATIONS_DIR);
    await ensureTenant(database.db, DEFAULT_TENANT_SEED);
  }, options);
}
