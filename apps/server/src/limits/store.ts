import { createHmac } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

/**
 * The one rate limiter of the server (docs/decisions/0008-one-rate-limit-design.md): fixed
 * windows counted in the `rate_limits` table of the application's own database, so every
 * process behind a load balancer shares them, on PostgreSQL and on PGlite alike.
 */

/** At most `limit` units per window of `windowMs` milliseconds. */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface LimitResult {
  /** True when this call's units were counted within the limit. A refused call counts nothing. */
  allowed: boolean;
  /** Units counted in the current window, this call's included when allowed. */
  count: number;
  /** Units still allowed in this window under the rule that was asked. */
  remaining: number;
  /** When the current window ends. */
  resetAt: Date;
  /** Whole seconds until the window ends (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
  /** The stored key, for `refund`. */
  key: string;
}

export interface ConsumeOptions {
  /** Units this call uses (default 1). */
  cost?: number;
  /** Run inside a caller's transaction (`tx`); the count then commits or rolls back with it. */
  executor?: Database;
}

export interface RateLimiter {
  /**
   * Counts `cost` units against `key` and says whether they fit, in one atomic statement
   * (INSERT … ON CONFLICT DO UPDATE … RETURNING): concurrent calls from any number of
   * processes never let more than `limit` units through in a window.
   */
  consume(key: string, rule: LimitRule, options?: ConsumeOptions): Promise<LimitResult>;
  /**
   * Gives back the units allowed calls counted (e.g. a login that turned out correct), in one
   * statement for any number of results; refused results counted nothing and are skipped.
   */
  refund(results: LimitResult | readonly LimitResult[], options?: ConsumeOptions): Promise<void>;
  /**
   * Counters for a statement that checks something itself (an access code) and counts only
   * its failures, all in that one statement (see `FailureGuard`).
   */
  failureGuard(counters: readonly GuardCounter[]): FailureGuard;
  /** Deletes counters whose window has ended; returns how many. Run every minute by the app. */
  sweep(): Promise<number>;
}

/** A failure budget a guarded statement keeps: at most `limit` failures per window. */
export interface GuardCounter {
  key: string;
  rule: LimitRule;
}

/** What a guarded statement decided. */
export type GuardVerdict =
  | { outcome: 'success' | 'failure' }
  /** A spent budget: `counter` is its index in the guard's counters; nothing was checked. */
  | { outcome: 'refused'; counter: number; retryAfterSeconds: number };

/** A guarded statement's verdict and, on success, what it produced. */
export interface Guarded<T> {
  verdict: GuardVerdict;
  value: T | undefined;
}

/**
 * The failure accounting of one statement (docs/decisions/0008-one-rate-limit-design.md,
 * amendment): the statement names a CTE that selects a row when its check succeeds, puts
 * `ctes(thatName)` after it, does its work only where `admitted` holds, and selects the
 * `guard_outcome`, `guard_refused` and `guard_until` columns of `guard_verdict` (one row).
 *
 * - A counter the statement's snapshot already sees spent refuses at once, without a lock.
 * - A failure counts one in every counter, in the given order, each under its row lock and only
 *   while it has room (a refused failure counts nothing further along), so failures per window
 *   never exceed a limit, however many statements run at once.
 * - A success counts nothing: it reads the counters under a share lock, so it waits for
 *   failures being counted at that moment and sees them, but not for other successes.
 * The counters are always locked in the given order, so guarded statements never deadlock.
 */
export interface FailureGuard {
  ctes(success: string): SQL;
  /** True where the statement may do its work (the check succeeded within every budget). */
  admitted: SQL;
  /** Reads the verdict from the statement's row. */
  verdict(row: GuardRow): GuardVerdict;
}

/** The verdict columns a guarded statement selects from `guard_verdict`. */
export interface GuardRow {
  guard_outcome: unknown;
  guard_refused: unknown;
  guard_until: unknown;
}

export interface RateLimiterDependencies {
  db: Database;
  now: () => Date;
  /**
   * Keys are stored as HMAC-SHA256 with this secret, so the table never holds a client
   * address or a participant id in plain text.
   */
  secret: string;
}

interface CounterRow {
  hits: number | string;
  window_ends_at: Date | string;
  allowed: boolean;
}

function checkRule(rule: LimitRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 0 || !(rule.windowMs > 0)) {
    throw new RangeError('a limit rule needs a whole limit ≥ 0 and a window > 0 ms');
  }
}

/** Whole seconds until `resetAt`, at least 1 (a Retry-After). */
const secondsUntil = (resetAt: Date, now: Date) =>
  Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

/**
 * The conflict clause of an upsert into `rate_limits AS r` that counts `cost` hits: an ended
 * window starts again with the inserted row; otherwise the hits go up while they stay within
 * `limit`. The conflict locks the row, and every SET expression reads it as it was before this
 * statement (the latest version), so the room is decided under the lock.
 */
function countOnConflict(cost: number, limit: number, nowAt: SQL): SQL {
  const fits = sql`r.hits + ${cost}::integer <= ${limit}::integer`;
  return sql`ON CONFLICT (key) DO UPDATE SET
    hits = CASE
      WHEN r.window_ends_at <= ${nowAt} THEN excluded.hits
      WHEN ${fits} THEN r.hits + ${cost}::integer
      ELSE r.hits END,
    allowed = CASE
      WHEN r.window_ends_at <= ${nowAt} THEN excluded.allowed
      ELSE ${fits} END,
    window_ends_at = CASE
      WHEN r.window_ends_at <= ${nowAt} THEN excluded.window_ends_at
      ELSE r.window_ends_at END`;
}

export function createRateLimiter(deps: RateLimiterDependencies): RateLimiter {
  const storedKey = (key: string) =>
    createHmac('sha256', deps.secret).update(key, 'utf8').digest('base64url');

  return {
    async consume(key, rule, options = {}) {
      const cost = options.cost ?? 1;
      if (!Number.isInteger(cost) || cost < 1)
        throw new RangeError('cost must be a positive integer');
      checkRule(rule);
      const now = deps.now();
      const fits = cost <= rule.limit;
      const stored = storedKey(key);
      // The row stays locked from the conflict to the end of the statement (or of the caller's
      // transaction).
      const [row] = await queryRows<CounterRow>(
        options.executor ?? deps.db,
        sql`INSERT INTO rate_limits AS r (key, hits, window_ends_at, allowed)
            VALUES (${stored}, ${fits ? cost : 0},
                    ${new Date(now.getTime() + rule.windowMs).toISOString()}::timestamptz, ${fits})
            ${countOnConflict(cost, rule.limit, sql`${now.toISOString()}::timestamptz`)}
            RETURNING hits, window_ends_at, allowed`,
      );
      if (!row) throw new Error('the rate limit statement returned no row');
      const count = Number(row.hits);
      const resetAt = new Date(row.window_ends_at);
      return {
        allowed: row.allowed,
        count,
        remaining: Math.max(0, rule.limit - count),
        resetAt,
        retryAfterSeconds: secondsUntil(resetAt, now),
        key: stored,
      };
    },

    async refund(results, options = {}) {
      const counted = (Array.isArray(results) ? results : [results]).filter(
        (result: LimitResult) => result.allowed,
      );
      if (counted.length === 0) return;
      const cost = options.cost ?? 1;
      // Only within the same window: a new window starts from zero anyway.
      const windows = counted.map(
        (result: LimitResult) =>
          sql`(key = ${result.key} AND window_ends_at = ${result.resetAt.toISOString()}::timestamptz)`,
      );
      // The rows are locked in key order first: two refunds of the same rows (a source's and
      // the global counter) locking them in different orders would deadlock each other.
      await (options.executor ?? deps.db).execute(
        sql`WITH locked AS (
              SELECT key FROM rate_limits WHERE ${sql.join(windows, sql` OR `)}
              ORDER BY key FOR UPDATE)
            UPDATE rate_limits r SET hits = GREATEST(r.hits - ${cost}::integer, 0)
            FROM locked WHERE r.key = locked.key`,
      );
    },

    failureGuard(counters) {
      if (counters.length === 0) throw new RangeError('a guard needs at least one counter');
      for (const { rule } of counters) checkRule(rule);
      const now = deps.now();
      const nowAt = sql`${now.toISOString()}::timestamptz`;
      const rows = counters.map((counter, ord) => ({
        key: storedKey(counter.key),
        limit: counter.rule.limit,
        ord,
        ends: new Date(now.getTime() + counter.rule.windowMs).toISOString(),
      }));
      const budget = sql.join(
        rows.map(
          (row) =>
            sql`(${row.key}::text, ${row.limit}::integer, ${row.ord}::integer, ${row.ends}::timestamptz)`,
        ),
        sql`, `,
      );
      // One failure counted in counter `ord`: a new window starts at 1; otherwise one more
      // while there is room, decided under the row's lock (`countOnConflict`).
      const failed = (row: (typeof rows)[number]) => {
        const fits = row.limit >= 1;
        const after =
          row.ord === 0
            ? sql``
            : sql`AND EXISTS (SELECT 1 FROM ${sql.raw(`guard_failed_${row.ord - 1}`)} WHERE allowed)`;
        return sql`${sql.raw(`guard_failed_${row.ord}`)} AS (
          INSERT INTO rate_limits AS r (key, hits, window_ends_at, allowed)
          SELECT ${row.key}, ${fits ? 1 : 0}::integer, ${row.ends}::timestamptz, ${fits}
          WHERE (SELECT NOT succeeded AND NOT spent FROM guard_mode) ${after}
          ${countOnConflict(1, row.limit, nowAt)}
          RETURNING key, window_ends_at, allowed)`;
      };
      const failures = sql.join(
        rows.map(
          (row) =>
            sql`SELECT key, window_ends_at, allowed FROM ${sql.raw(`guard_failed_${row.ord}`)}`,
        ),
        sql` UNION ALL `,
      );
      return {
        ctes: (success) => sql`guard_budget (key, lim, ord, ends) AS (VALUES ${budget}),
        guard_seen AS MATERIALIZED (
          SELECT b.key, b.lim, b.ord, r.hits, r.window_ends_at
          FROM guard_budget b JOIN rate_limits r ON r.key = b.key),
        guard_mode AS MATERIALIZED (
          SELECT EXISTS (SELECT 1 FROM ${sql.raw(success)}) AS succeeded,
            EXISTS (SELECT 1 FROM guard_seen WHERE window_ends_at > ${nowAt} AND hits >= lim) AS spent,
            (SELECT count(*) FROM guard_seen) = ${rows.length}::integer AS all_seen),
        guard_shared AS MATERIALIZED (
          SELECT r.key, r.hits, r.window_ends_at FROM rate_limits r JOIN guard_budget b ON b.key = r.key
          WHERE (SELECT succeeded AND NOT spent AND all_seen FROM guard_mode)
          ORDER BY b.ord FOR SHARE OF r),
        guard_ensured AS (
          INSERT INTO rate_limits AS r (key, hits, window_ends_at, allowed)
          SELECT b.key, 0, b.ends, true FROM guard_budget b
          WHERE (SELECT succeeded AND NOT spent AND NOT all_seen FROM guard_mode)
          ORDER BY b.ord
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN r.window_ends_at <= ${nowAt} THEN 0 ELSE r.hits END,
            window_ends_at = CASE
              WHEN r.window_ends_at <= ${nowAt} THEN excluded.window_ends_at
              ELSE r.window_ends_at END
          RETURNING r.key, r.hits, r.window_ends_at),
        ${sql.join(rows.map(failed), sql`, `)},
        guard_refusal AS (
          SELECT b.ord, x.window_ends_at
          FROM (
            SELECT key, window_ends_at FROM guard_seen WHERE window_ends_at > ${nowAt} AND hits >= lim
            UNION ALL
            SELECT h.key, h.window_ends_at
            FROM (SELECT * FROM guard_shared UNION ALL SELECT * FROM guard_ensured) h
            JOIN guard_budget l ON l.key = h.key
            WHERE h.window_ends_at > ${nowAt} AND h.hits >= l.lim
            UNION ALL
            SELECT key, window_ends_at FROM (${failures}) f WHERE NOT f.allowed
          ) x JOIN guard_budget b ON b.key = x.key
          ORDER BY b.ord LIMIT 1),
        guard_verdict AS MATERIALIZED (
          SELECT CASE
              WHEN EXISTS (SELECT 1 FROM guard_refusal) THEN 'refused'
              WHEN m.succeeded THEN 'success'
              ELSE 'failure' END AS guard_outcome,
            (SELECT ord FROM guard_refusal) AS guard_refused,
            (SELECT window_ends_at FROM guard_refusal) AS guard_until
          FROM guard_mode m)`,
        admitted: sql`(SELECT guard_outcome = 'success' FROM guard_verdict)`,
        verdict(row) {
          if (row.guard_outcome === 'success' || row.guard_outcome === 'failure') {
            return { outcome: row.guard_outcome };
          }
          if (row.guard_outcome !== 'refused')
            throw new Error('a guarded statement gave no verdict');
          const until = new Date(row.guard_until as string | Date);
          return {
            outcome: 'refused',
            counter: Number(row.guard_refused),
            retryAfterSeconds: secondsUntil(until, now),
          };
        },
      };
    },

    async sweep() {
      const [row] = await queryRows<{ swept: number | string }>(
        deps.db,
        sql`WITH gone AS (
              DELETE FROM rate_limits
              WHERE window_ends_at <= ${deps.now().toISOString()}::timestamptz RETURNING 1)
            SELECT count(*) AS swept FROM gone`,
      );
      return Number(row?.swept ?? 0);
    },
  };
}
