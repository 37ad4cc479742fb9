import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, type ApiRequest } from '../../lib/api-client';
import { createCommitQueue, isRetryable } from './commit-queue';

const Ok = z.object({ status: z.literal(true) });

type Call = { path: string; body: unknown; key: string | undefined; method?: string };

/** A fake server: answers from a script, one entry per request, recording each request. */
function fakeServer(script: (Error | 'ok')[]) {
  const calls: Call[] = [];
  const request = vi.fn(
    async (
      path: string,
      options: { method?: string; body?: unknown; headers?: Record<string, string> },
    ) => {
      const call: Call = { path, body: options.body, key: options.headers?.['Idempotency-Key'] };
      if (options.method !== 'POST') call.method = options.method;
      calls.push(call);
      const next = script.shift() ?? 'ok';
      if (next !== 'ok') throw next;
      return { status: true };
    },
  );
  return { calls, request: request as unknown as ApiRequest };
}

function queueWith(script: (Error | 'ok')[], onRejected = vi.fn()) {
  const server = fakeServer(script);
  let n = 0;
  const queue = createCommitQueue({
    request: server.request,
    newKey: () => `key-${++n}`,
    onRejected,
  });
  return { queue, calls: server.calls, onRejected };
}

const offline = () => new ApiError(0, 'network', 'offline');

describe('the commit queue', () => {
  it('sends commits one at a time, in order, each with its own idempotency key', async () => {
    const { queue, calls } = queueWith([]);
    const first = queue.send('/activity/commit_selected_drugs', { selection: '0' }, Ok);
    const second = queue.send('/activity/commit_dast_responses', { dast_answers: [] }, Ok);
    await expect(Promise.all([first, second])).resolves.toEqual([
      { status: true },
      { status: true },
    ]);
    expect(calls).toEqual([
      { path: '/activity/commit_selected_drugs', body: { selection: '0' }, key: 'key-1' },
      { path: '/activity/commit_dast_responses', body: { dast_answers: [] }, key: 'key-2' },
    ]);
    expect(queue.size()).toBe(0);
  });

  it('sends a GET commit (a willingness) in its place, with a key and no body', async () => {
    const { queue, calls } = queueWith([offline()]);
    const score = queue.send('/activity/commit_score', { type: 7, value: 5 }, Ok);
    const willingness = queue.send('/processing/process_confidence?willingness=8', {}, Ok, 'GET');
    await queue.flush();
    await expect(Promise.all([score, willingness])).resolves.toHaveLength(2);
    expect(calls.slice(1)).toEqual([
      { path: '/activity/commit_score', body: { type: 7, value: 5 }, key: 'key-1' },
      {
        path: '/processing/process_confidence?willingness=8',
        body: undefined,
        key: 'key-2',
        method: 'GET',
      },
    ]);
  });

  it('keeps a commit that could not be sent and sends it again with the same key on flush', async () => {
    const { queue, calls } = queueWith([offline()]);
    const saved = queue.send('/activity/commit_score', { type: 2, value: 7 }, Ok);
    const later = queue.send('/activity/commit_score', { type: 9, value: [40, 30] }, Ok);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(queue.size()).toBe(2);
    await queue.flush();
    await expect(saved).resolves.toEqual({ status: true });
    await expect(later).resolves.toEqual({ status: true });
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('drops a commit the server refuses for good and goes on with the next', async () => {
    const refused = new ApiError(409, 'conflict', 'Save the drug selection first');
    const { queue, calls, onRejected } = queueWith([refused]);
    const first = queue.send('/activity/commit_dast_responses', {}, Ok);
    const second = queue.send('/activity/commit_score', {}, Ok);
    await expect(first).rejects.toBe(refused);
    await expect(second).resolves.toEqual({ status: true });
    expect(onRejected).toHaveBeenCalledWith('/activity/commit_dast_responses', refused);
    expect(calls).toHaveLength(2);
  });

  it('resolves idle once everything waiting has been sent', async () => {
    const { queue } = queueWith([offline()]);
    await expect(queue.idle()).resolves.toBeUndefined();
    void queue.send('/activity/commit_score', {}, Ok);
    let idle = false;
    const waiting = queue.idle().then(() => {
      idle = true;
    });
    await Promise.resolve();
    expect(idle).toBe(false);
    await queue.flush();
    await waiting;
    expect(idle).toBe(true);
  });

  it('forgets waiting commits on clear (logout)', async () => {
    const { queue } = queueWith([offline()]);
    void queue.send('/activity/commit_score', {}, Ok);
    await vi.waitFor(() => expect(queue.size()).toBe(1));
    queue.clear();
    expect(queue.size()).toBe(0);
    await expect(queue.idle()).resolves.toBeUndefined();
  });
});

describe('isRetryable', () => {
  it.each([
    [0, true],
    [401, true],
    [429, true],
    [503, true],
    [400, false],
    [404, false],
    [409, false],
  ])('status %i → %s', (status, expected) => {
    expect(isRetryable(new ApiError(status, 'x', 'x'))).toBe(expected);
  });

  it('treats a failure that is not an API error (the fetch threw) as worth retrying', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
  });
});
