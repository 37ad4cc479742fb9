import { describe, expect, it, vi } from 'vitest';
import { createChallenge, sha, solveChallenge, verifySolution, type Challenge } from 'altcha/lib';
import { fakeRequest } from '../../test/auth-fixtures';
import { createChallengeSolver } from './challenge-solver';

const SECRET = 'test-signing-secret';

/** Runs ALTCHA's real solver in this thread behind the Worker interface. */
class InThreadWorker extends EventTarget {
  terminated = false;
  postMessage(message: { challenge: Challenge; counterStart: number; counterStep: number }) {
    void solveChallenge({ ...message, deriveKey: sha.deriveKey }).then((solution) => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: solution }));
    });
  }
  terminate() {
    this.terminated = true;
  }
}

async function serverChallenge() {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 1234,
    deriveKey: sha.deriveKey,
    data: { key: '6d1f3a52-8b5e-4c1a-9f0e-2a7b3c4d5e6f' },
    hmacSignatureSecret: SECRET,
  });
}

describe('the challenge solver', () => {
  it('answers the key and a payload the server accepts, using every worker once', async () => {
    const challenge = await serverChallenge();
    const workers: InThreadWorker[] = [];
    const solve = createChallengeSolver({
      request: fakeRequest({ '/auth/captcha': () => challenge }),
      createWorker: () => {
        const worker = new InThreadWorker();
        workers.push(worker);
        return worker as unknown as Worker;
      },
      concurrency: 2,
      timeout: 10_000,
    });
    const solved = await solve();
    expect(solved.key).toBe('6d1f3a52-8b5e-4c1a-9f0e-2a7b3c4d5e6f');
    const payload = JSON.parse(atob(solved.captcha)) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    expect(payload.challenge).toEqual(challenge);
    expect(payload.solution.counter).toBe(1234);
    const verdict = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: sha.deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(verdict.verified).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers.every((worker) => worker.terminated)).toBe(true);
  });

  it('fails with a plain message when no worker finds a solution', async () => {
    const challenge = await serverChallenge();
    const terminate = vi.fn();
    const solve = createChallengeSolver({
      request: fakeRequest({ '/auth/captcha': () => challenge }),
      createWorker: () => {
        const target = new EventTarget();
        return Object.assign(target, {
          postMessage: () => target.dispatchEvent(new MessageEvent('message', { data: null })),
          terminate,
        }) as unknown as Worker;
      },
      concurrency: 1,
      timeout: 10,
    });
    await expect(solve()).rejects.toThrow(/safety check/);
    expect(terminate).toHaveBeenCalledOnce();
  });
});
