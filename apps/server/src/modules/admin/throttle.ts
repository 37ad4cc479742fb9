import type { LimitResult, LimitRule, RateLimiter } from '../../limits/store';

/**
 * Staff login throttling (docs/product.md §6) on the server's one rate-limit store
 * (docs/decisions/0008): attempts counted per account (the typed e-mail, known or not, so the
 * answer never tells which) and per source address; a successful login gives its attempt back,
 * so only failures count.
 */
export interface ThrottleLimits {
  perAccount: LimitRule;
  perSource: LimitRule;
}

const FIFTEEN_MINUTES = 15 * 60_000;
export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAccount: { limit: 5, windowMs: FIFTEEN_MINUTES },
  perSource: { limit: 20, windowMs: FIFTEEN_MINUTES },
};

export function createLoginThrottle(limiter: RateLimiter, limits: ThrottleLimits) {
  return {
    /** Counts an attempt; answers the seconds to wait when over a limit, else a ticket. */
    async attempt(keys: {
      email: string;
      source: string;
    }): Promise<{ waitSeconds: number } | { ticket: LimitResult[] }> {
      const results = [
        await limiter.consume(`staff-login:account:${keys.email}`, limits.perAccount),
        await limiter.consume(`staff-login:source:${keys.source}`, limits.perSource),
      ];
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return { ticket: results };
      for (const result of results) await limiter.refund(result);
      return { waitSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)) };
    },

    /** A correct login does not count against anyone. */
    async succeeded(ticket: LimitResult[]): Promise<void> {
      for (const result of ticket) await limiter.refund(result);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
