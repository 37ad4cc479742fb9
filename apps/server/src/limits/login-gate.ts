import { AppError } from '../errors';
import type { LimitResult, RateLimiter } from './store';

/**
 * Who may have an access code checked (docs/decisions/0008-one-rate-limit-design.md).
 *
 * Failures are throttled, successes are not: every attempt takes a slot of its source's
 * failure budget and of the global one before the code is checked, atomically, and a correct
 * code gives both back. So a burst of any size from one source gets exactly its budget of
 * codes checked, and the whole service never checks more wrong codes a minute than the
 * global ceiling.
 *
 * A source that has used its budget is throttled, but a correct code from it is still
 * accepted when it comes with a solved, unused proof-of-work challenge: a campus network
 * behind one address, where others mistyped, is not locked out. Those checks take their
 * slot from the global budget too, but only from its first half, so throttled sources can
 * never crowd out the rest.
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

/** A checked attempt's slots; `succeeded` gives them back. */
export interface LoginAdmission {
  /** The source had used its budget and got in with a solved challenge. */
  throttled: boolean;
  succeeded(): Promise<void>;
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
  return {
    /**
     * Takes the slots for one attempt from `source` (see `limitSource`), or throws the 429
     * answer. `challenge` is the optional solved challenge of the login request.
     */
    async admit(
      source: string,
      challenge: { key?: string | undefined; captcha?: string | undefined },
    ): Promise<LoginAdmission> {
      const { limiter } = options;
      const own = await limiter.consume(
        `login-failures:source:${source}`,
        rule(options.failuresPerSource),
      );
      if (!own.allowed) {
        const solved =
          challenge.key !== undefined &&
          challenge.captcha !== undefined &&
          (await options.verifyChallenge(challenge.key, challenge.captcha));
        if (!solved) {
          throw new AppError(
            'rate_limited',
            `Too many wrong codes were tried from this connection. Please wait ${wait(own.retryAfterSeconds)} and try again.`,
            { captcha: ['Solve a new check that you are a person to try a code now.'] },
            retryAfter(own.retryAfterSeconds),
          );
        }
      }
      const globalLimit = own.allowed
        ? options.failuresGlobal
        : Math.floor(options.failuresGlobal / 2);
      const global = await limiter.consume(GLOBAL_KEY, rule(globalLimit));
      if (!global.allowed) {
        await limiter.refund(own);
        throw new AppError(
          'rate_limited',
          `Too many wrong codes are being tried on Clearpath right now. Please wait ${wait(global.retryAfterSeconds)} and try again.`,
          undefined,
          retryAfter(global.retryAfterSeconds),
        );
      }
      return {
        throttled: !own.allowed,
        async succeeded() {
          await limiter.refund([own, global]);
        },
      };
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
