import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Commits written between two vacuums of the saved states, by default. */
export const COMMITS_BETWEEN_VACUUMS = 1_000;

export interface EmbeddedUpkeepDeps {
  db: Database;
  commitsBetweenVacuums?: number;
  /** Told of a vacuum that failed (logged; the next one tries again). Never throws. */
  onError: (error: unknown) => void;
}

/**
 * What PostgreSQL's autovacuum does, for the embedded database. PGlite runs PostgreSQL in
 * this process with no autovacuum worker, so the space of a row that was updated or deleted
 * was never reclaimed: every commit rewrites its student's saved-state row, and the table grew
 * by the size of that row (about 800 bytes) at every commit, for ever (32,000 commits of 200
 * students left 26 MB for 200 rows). Here the saved states are vacuumed once every
 * `commitsBetweenVacuums` commits, which keeps the table near the size of its live rows and
 * costs about a millisecond each time; and the whole database (sessions, rate-limit counters
 * and the rest, changed far less often) is vacuumed and analyzed by `vacuumAll`, hourly. A
 * PostgreSQL server vacuums itself: there this is not used.
 *
 * A vacuum takes PGlite's one connection as a query does: commits wait behind it, never mix
 * with it. One runs at a time; a count reached meanwhile waits for the next commits.
 */
export function createEmbeddedUpkeep(deps: EmbeddedUpkeepDeps) {
  const every = deps.commitsBetweenVacuums ?? COMMITS_BETWEEN_VACUUMS;
  let written = 0;
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  /** Runs `statement` after the vacuums already asked for. */
  function run(statement: SQL): Promise<void> {
    busy = true;
    const next = running
      .then(() => deps.db.execute(statement))
      .then(
        () => undefined,
        (error: unknown) => {
          deps.onError(error);
        },
      )
      .finally(() => {
        if (running === next) busy = false;
      });
    running = next;
    return next;
  }

  return {
    /** Told how many commits a batch stored: vacuums the saved states once enough have been. */
    wrote(commits: number): void {
      written += commits;
      if (written < every || busy) return;
      written = 0;
      void run(sql`VACUUM participant_state`);
    },
    /** Vacuums and analyzes every table, after the vacuum in progress if any. */
    vacuumAll: (): Promise<void> => run(sql`VACUUM (ANALYZE)`),
    /** Resolves once the vacuums asked for so far are done (before the database closes). */
    idle: (): Promise<void> => running,
  };
}

export type EmbeddedUpkeep = ReturnType<typeof createEmbeddedUpkeep>;
