import { CaptchaChallengeResponseSchema, type CaptchaChallengeResponse } from '@clearpath/core';
import { apiRequest, type ApiRequest } from '../../lib/api-client';
import type { SolvedChallenge } from './auth-store';

/** Fetches a registration challenge and solves it. */
export type ChallengeSolver = (signal?: AbortSignal) => Promise<SolvedChallenge>;

/** What a proof-of-work worker answers (the ALTCHA worker protocol). */
interface WorkerAnswer {
  counter?: number;
  derivedKey?: string;
  time?: number;
  error?: unknown;
}

export interface ChallengeSolverDeps {
  request: ApiRequest;
  /** A worker that speaks the ALTCHA protocol (`{ type: 'work', challenge, … }`). */
  createWorker: () => Worker | Promise<Worker>;
  /** Workers to run at once; each tries every `concurrency`-th counter. */
  concurrency: number;
  /** Give up after this long (ms). */
  timeout: number;
}

const UNSOLVED =
  'We could not finish the safety check that protects Clearpath from spam. Please try again.';

/**
 * The payload the ALTCHA widget submits, which the server verifies: base64 of
 * `{ challenge, solution }`.
 */
export function encodeCaptchaPayload(
  challenge: CaptchaChallengeResponse,
  solution: { counter: number; derivedKey: string; time?: number },
): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Runs the proof of work in workers; the first solution wins and every worker is stopped. */
async function solveInWorkers(
  challenge: CaptchaChallengeResponse,
  deps: ChallengeSolverDeps,
  signal?: AbortSignal,
): Promise<{ counter: number; derivedKey: string; time?: number }> {
  const count = Math.max(1, Math.min(4, Math.floor(deps.concurrency)));
  const workers = await Promise.all(Array.from({ length: count }, () => deps.createWorker()));
  try {
    return await new Promise((resolve, reject) => {
      let unsolved = count;
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      workers.forEach((worker, index) => {
        worker.addEventListener('error', () => reject(new Error(UNSOLVED)));
        worker.addEventListener('message', (event: MessageEvent<WorkerAnswer | null>) => {
          const answer = event.data;
          if (answer && typeof answer.counter === 'number' && answer.derivedKey) {
            resolve({ counter: answer.counter, derivedKey: answer.derivedKey, time: answer.time });
          } else if (answer?.error !== undefined || (unsolved -= 1) === 0) {
            reject(new Error(UNSOLVED));
          }
        });
        worker.postMessage({
          type: 'work',
          challenge,
          counterStart: index,
          counterStep: count,
          timeout: deps.timeout,
        });
      });
    });
  } finally {
    workers.forEach((worker) => worker.terminate());
  }
}

/** Fetches a challenge from `GET /auth/captcha` and solves it: no puzzle for the student. */
export function createChallengeSolver(deps: ChallengeSolverDeps): ChallengeSolver {
  return async (signal) => {
    const challenge = await deps.request('/auth/captcha', {
      schema: CaptchaChallengeResponseSchema,
      ...(signal ? { signal } : {}),
    });
    const solution = await solveInWorkers(challenge, deps, signal);
    return {
      key: challenge.parameters.data.key,
      captcha: encodeCaptchaPayload(challenge, solution),
    };
  };
}

/**
 * The browser's solver: ALTCHA's own SHA worker (from the `altcha` widget package), served from
 * this origin, so it runs under `worker-src 'self'`.
 */
export const solveChallenge: ChallengeSolver = createChallengeSolver({
  request: apiRequest,
  createWorker: async () => {
    const { default: ShaWorker } = await import('altcha/workers/sha?worker');
    return new ShaWorker();
  },
  concurrency: typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1,
  timeout: 90_000,
});
