import { AppError } from '../errors';
import type { FailureGuard, Guarded, LimitResult, RateLimiter } from './store';

/**
 * Who may have an access code checked (docs/decisions/0008-one-rate-limit-design.md).
 *
 * Failures are throttled, successes are not. The login's own statement keeps the budgets
 * (`RateLimiter.failureGuard`): a wrong code counts one failure against its source's budget
 * and the global one, under their row locks and only while both have room; a correct code
 * counts nothing and only reads the counters under a share lock. So a burst of any size from
 * one source gets exactly its budget of wrong codes checked, the whole service never checks
 * more wrong codes a minute than the global ceiling, and correct logins do not queue behind
 * each other on the global counter.
 *
 * A source that has used its budget is throttled, but a correct code from it is still
 * accepted when it comes with a solved, unused proof-of-work challenge: a campus network
 * behind one address, where others mistyped, is not locked out. Those checks count against
 * the global budget too, but only its first half, so throttled sources can never crowd out
 * the rest.
 */
export interface LoginGateOptions {
  limiter: RateLimiter;
  /** Wrong codes checked per source per minute (`LOGIN_FAILURES_PER_MINUTE`). */
  failuresPerSource: number;
  /** Wrong codes checked per minute from all sources together (`LOGIN_FAILURES_GLOBAL_PER_MINUTE`). */
  failuresGlobal: number;
  /** Verifies a solved challenge and uses it up; false for anything else. */
  verifyChallenge: (key: string, captcha: string) => Promise<boolean>;
}

export const LOGIN_WINDOW_MS = 60_000;
const GLOBAL_KEY = 'login-failures:all';

function wait(seconds: number): string {
  return seconds > 60 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
}

function retryAfter(seconds: number) {
  return { 'Retry-After': String(seconds) };
}

export function createLoginGate(options: LoginGateOptions) {
  const rule = (limit: number) => ({ limit, windowMs: LOGIN_WINDOW_MS });
  const globalRefusal = (seconds: number) =>
    new AppError(
      'rate_limited',
      `Too many wrong codes are being tried on Clearpath right now. Please wait ${wait(seconds)} and try again.`,
      undefined,
      retryAfter(seconds),
    );
  return {
    /**
     * Runs `check` — one statement that checks the code within the guard's budgets — for an
     * attempt from `source` (see `limitSource`). Answers the value of a correct code,
     * undefined for a wrong one, or throws the 429 answer of a spent budget. `challenge` is
     * the optional solved challenge of the login request, used only when the source is
     * throttled.
     */
    async attempt<T>(
      source: string,
      challenge: { key?: string | undefined; captcha?: string | undefined },
      check: (guard: FailureGuard) => Promise<Guarded<T>>,
    ): Promise<T | undefined> {
      const { limiter } = options;
      let { verdict, value } = await check(
        limiter.failureGuard([
          { key: `login-failures:source:${source}`, rule: rule(options.failuresPerSource) },
          { key: GLOBAL_KEY, rule: rule(options.failuresGlobal) },
        ]),
      );
      if (verdict.outcome === 'refused' && verdict.counter === 0) {
        // The source's own budget is spent: only a solved challenge gets the code checked,
        // against the first half of the global budget alone.
        const solved =
          challenge.key !== undefined &&
          challenge.captcha !== undefined &&
          (await options.verifyChallenge(challenge.key, challenge.captcha));
        if (!solved) {
          throw new AppError(
            'rate_limited',
            `Too many wrong codes were tried from this connection. Please wait ${wait(verdict.retryAfterSeconds)} and try again.`,
            { captcha: ['Solve a new check that you are a person to try a code now.'] },
            retryAfter(verdict.retryAfterSeconds),
          );
        }
        ({ verdict, value } = await check(
          limiter.failureGuard([
            { key: GLOBAL_KEY, rule: rule(Math.floor(options.failuresGlobal / 2)) },
          ]),
        ));
      }
      if (verdict.outcome === 'refused') throw globalRefusal(verdict.retryAfterSeconds);
      return verdict.outcome === 'success' ? value : undefined;
    },
  };
}

export type LoginGate = ReturnType<typeof createLoginGate>;

/** The 429 answer of a per-source limit other than login's. */
export function tooManyAttempts(result: LimitResult): AppError {
  return new AppError(
    'rate_limited',
    `Too many attempts from this connection. Please wait ${wait(result.retryAfterSeconds)} and try again.`,
    undefined,
    retryAfter(result.retryAfterSeconds),
  );
}
