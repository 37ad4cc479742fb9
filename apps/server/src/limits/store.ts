import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
  /** Deletes counters whose window has ended; returns how many. Run every minute by the app. */
  sweep(): Promise<number>;
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

export function createRateLimiter(deps: RateLimiterDependencies): RateLimiter {
  const storedKey = (key: string) =>
    createHmac('sha256', deps.secret).update(key, 'utf8').digest('base64url');

  return {
    async consume(key, rule, options = {}) {
      const cost = options.cost ?? 1;
      if (!Number.isInteger(cost) || cost < 1)
        throw new RangeError('cost must be a positive integer');
      if (!Number.isInteger(rule.limit) || rule.limit < 0 || !(rule.windowMs > 0)) {
        throw new RangeError('a limit rule needs a whole limit ≥ 0 and a window > 0 ms');
      }
      const now = deps.now();
      const nowIso = now.toISOString();
      const fits = cost <= rule.limit;
      const stored = storedKey(key);
      // Every SET expression reads the row as it was before this statement, and the row is
      // locked from the conflict to the end of the statement (or of the caller's transaction).
      const [row] = await queryRows<CounterRow>(
        options.executor ?? deps.db,
        sql`INSERT INTO rate_limits AS r (key, hits, window_ends_at, allowed)
            VALUES (${stored}, ${fits ? cost : 0},
                    ${new Date(now.getTime() + rule.windowMs).toISOString()}::timestamptz, ${fits})
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE
                WHEN r.window_ends_at <= ${nowIso}::timestamptz THEN excluded.hits
                WHEN r.hits + ${cost}::integer <= ${rule.limit}::integer THEN r.hits + ${cost}::integer
                ELSE r.hits END,
              allowed = CASE
                WHEN r.window_ends_at <= ${nowIso}::timestamptz THEN excluded.allowed
                ELSE r.hits + ${cost}::integer <= ${rule.limit}::integer END,
              window_ends_at = CASE
                WHEN r.window_ends_at <= ${nowIso}::timestamptz THEN excluded.window_ends_at
                ELSE r.window_ends_at END
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
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
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
