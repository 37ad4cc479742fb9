import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, type ApiRequest } from '../../lib/api-client';
import { RETRY_FIRST_MS } from '../../lib/backoff';
import {
  createCommitQueue,
  isRetryable,
  type CommitQueueState,
  type CommitStore,
  type StoredCommit,
} from './commit-queue';

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

function queueWith(
  script: (Error | 'ok')[],
  onRejected = vi.fn(),
  extra: Partial<Parameters<typeof createCommitQueue>[0]> = {},
) {
  const server = fakeServer(script);
  let n = 0;
  const queue = createCommitQueue({
    request: server.request,
    newKey: () => `key-${++n}`,
    onRejected,
    ...extra,
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
    // Each answer given tries once: both attempts find no connection.
    const { queue, calls } = queueWith([offline(), offline()]);
    const saved = queue.send('/activity/commit_score', { type: 2, value: 7 }, Ok);
    const later = queue.send('/activity/commit_score', { type: 9, value: [40, 30] }, Ok);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(queue.size()).toBe(2);
    await queue.flush();
    await expect(saved).resolves.toEqual({ status: true });
    await expect(later).resolves.toEqual({ status: true });
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('tries a send that found no connection again by itself, later each time', async () => {
    // The browser never says "online" again (a server restart, a dead connection).
    const timers: { retry: () => void; ms: number }[] = [];
    const { queue, calls } = queueWith([offline(), offline()], vi.fn(), {
      retryLater: (retry, ms) => timers.push({ retry, ms }),
    });
    const saved = queue.send('/activity/commit_score', { type: 2, value: 7 }, Ok);
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(timers[0]?.ms).toBe(RETRY_FIRST_MS);
    timers[0]?.retry();
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    expect(timers[1]?.ms).toBe(RETRY_FIRST_MS * 2);
    timers[1]?.retry();
    await expect(saved).resolves.toEqual({ status: true });
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(timers).toHaveLength(2);
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

/** A phone's storage for the queue: what was last saved, as IndexedDB would keep it. */
function phoneStore(initial: StoredCommit[] = []): CommitStore & { kept: StoredCommit[] } {
  const store = {
    kept: structuredClone(initial),
    load: () => Promise.resolve(structuredClone(store.kept)),
    save: (commits: StoredCommit[]) => {
      store.kept = structuredClone(commits);
      return Promise.resolve();
    },
  };
  return store;
}

/** A quiz score kept on the phone from an earlier visit. */
function keptScore(key: string, owner: string): StoredCommit {
  return {
    method: 'POST',
    path: '/activity/commit_score',
    body: { type: 2, value: 7 },
    key,
    owner,
  };
}

describe('the commit queue on the phone', () => {
  it('keeps answers given offline across a closed tab and sends them once, in order, with their keys', async () => {
    const store = phoneStore();
    const first = queueWith([offline(), offline(), offline()], vi.fn(), {
      store,
      owner: () => 'student-a',
    });
    void first.queue.send('/activity/commit_score', { type: 2, value: 7 }, Ok);
    void first.queue.send('/activity/commit_activity', { type: 0, value: '[1]' }, Ok);
    void first.queue.send('/processing/process_confidence?willingness=8', {}, Ok, 'GET');
    await vi.waitFor(() => expect(store.kept).toHaveLength(3));
    expect(store.kept.map((commit) => commit.key)).toEqual(['key-1', 'key-2', 'key-3']);
    expect(store.kept.every((commit) => commit.owner === 'student-a')).toBe(true);

    // The tab is opened again: a new queue, the same phone, the same student.
    const reopened = queueWith([], vi.fn(), { store, owner: () => 'student-a' });
    await reopened.queue.restore();
    expect(reopened.calls).toEqual([
      { path: '/activity/commit_score', body: { type: 2, value: 7 }, key: 'key-1' },
      { path: '/activity/commit_activity', body: { type: 0, value: '[1]' }, key: 'key-2' },
      {
        path: '/processing/process_confidence?willingness=8',
        body: undefined,
        key: 'key-3',
        method: 'GET',
      },
    ]);
    await vi.waitFor(() => expect(store.kept).toEqual([]));
  });

  it("never sends another student's kept answers with this session, and keeps them", async () => {
    const theirs = keptScore('theirs-1', 'student-b');
    const store = phoneStore([theirs]);
    const { queue, calls } = queueWith([], vi.fn(), { store, owner: () => 'student-a' });
    await queue.restore();
    void queue.send('/activity/commit_score', { type: 9, value: [1, 2] }, Ok);
    await queue.idle();
    expect(calls.map((call) => call.key)).toEqual(['key-1']);
    await vi.waitFor(() => expect(store.kept).toEqual([theirs]));
  });

  it('puts kept answers ahead of one given since the session started', async () => {
    const kept = keptScore('kept-1', 'student-a');
    const store = phoneStore([kept]);
    const { queue, calls } = queueWith([offline()], vi.fn(), { store, owner: () => 'student-a' });
    void queue.send('/activity/commit_score', { type: 9, value: [1, 2] }, Ok);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await queue.restore();
    expect(calls.slice(1).map((call) => call.key)).toEqual(['kept-1', 'key-1']);
  });

  /** Two tabs of one student on one phone, each with its own keys, sharing the phone's store. */
  function twoTabs(store: CommitStore, exclusive?: (update: () => Promise<void>) => Promise<void>) {
    const tab = (name: string) => {
      let n = 0;
      return queueWith([offline()], vi.fn(), {
        store,
        owner: () => 'student-a',
        newKey: () => `${name}-${++n}`,
        exclusive,
      });
    };
    return { a: tab('a'), b: tab('b') };
  }

  it("keeps another tab's waiting answers when it writes its own, and drops only what it sent", async () => {
    const store = phoneStore();
    const { a, b } = twoTabs(store);
    void a.queue.send('/activity/commit_score', { type: 2, value: 7 }, Ok);
    await vi.waitFor(() => expect(store.kept.map((commit) => commit.key)).toEqual(['a-1']));
    void b.queue.send('/activity/commit_score', { type: 3, value: 1 }, Ok);
    await vi.waitFor(() => expect(store.kept.map((commit) => commit.key)).toEqual(['a-1', 'b-1']));
    // Tab A reaches the server: its answer leaves the phone, tab B's stays until B sends it.
    await a.queue.flush();
    await vi.waitFor(() => expect(store.kept.map((commit) => commit.key)).toEqual(['b-1']));
    // Tab A is closed and tab B with it; the phone still has B's answer for the next visit.
    const reopened = queueWith([], vi.fn(), { store, owner: () => 'student-a' });
    await reopened.queue.restore();
    expect(reopened.calls.map((call) => call.key)).toEqual(['b-1']);
  });

  it("counts this student's answers waiting anywhere on the phone: this tab's, and another tab's", async () => {
    const store = phoneStore([keptScore('theirs-1', 'student-b')]);
    const { a, b } = twoTabs(store);
    expect(await a.queue.waitingOnDevice()).toBe(0);
    void b.queue.send('/activity/commit_score', { type: 3, value: 1 }, Ok);
    await vi.waitFor(() => expect(store.kept).toHaveLength(2));
    // Tab A holds nothing itself, but a logout there would clear tab B's answer.
    expect(a.queue.size()).toBe(0);
    expect(await a.queue.waitingOnDevice()).toBe(1);
    void a.queue.send('/activity/commit_score', { type: 2, value: 7 }, Ok);
    expect(await a.queue.waitingOnDevice()).toBe(2);
    await b.queue.flush();
    await vi.waitFor(async () => expect(await a.queue.waitingOnDevice()).toBe(1));
  });

  it('lets one tab at a time read, change and write the queue, so none writes over another', async () => {
    // IndexedDB answers later: both tabs would read the empty queue before either wrote.
    const store = phoneStore();
    const load = store.load;
    store.load = () => {
      const read = load();
      return new Promise((done) => setTimeout(() => done(read), 5));
    };
    let chain: Promise<void> = Promise.resolve();
    const exclusive = (update: () => Promise<void>) => (chain = chain.then(update, update));
    const { a, b } = twoTabs(store, exclusive);
    void a.queue.send('/activity/commit_score', { type: 2, value: 7 }, Ok);
    void b.queue.send('/activity/commit_score', { type: 3, value: 1 }, Ok);
    await vi.waitFor(() =>
      expect(store.kept.map((commit) => commit.key).sort()).toEqual(['a-1', 'b-1']),
    );
  });

  it('reports how many answers wait and why, and clears the phone on logout', async () => {
    const states: CommitQueueState[] = [];
    const store = phoneStore();
    const { queue } = queueWith([offline()], vi.fn(), {
      store,
      onChange: (state) => states.push(state),
    });
    void queue.send('/activity/commit_score', {}, Ok);
    await vi.waitFor(() =>
      expect(states.at(-1)).toEqual({ waiting: 1, held: 0, blocked: 'offline' }),
    );
    await queue.clear();
    expect(states.at(-1)).toEqual({ waiting: 0, held: 0, blocked: null });
    expect(store.kept).toEqual([]);
  });

  it('reports a commit that timed out as a slow connection, not as offline', async () => {
    const states: CommitQueueState[] = [];
    const { queue } = queueWith([new ApiError(0, 'timeout', 'too slow')], vi.fn(), {
      store: phoneStore(),
      onChange: (state) => states.push(state),
    });
    void queue.send('/activity/commit_score', {}, Ok);
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ waiting: 1, held: 0, blocked: 'slow' }));
  });

  it('tells what waits only when that changes: a restore with nothing kept tells nothing', async () => {
    const states: CommitQueueState[] = [];
    const { queue } = queueWith([offline()], vi.fn(), {
      store: phoneStore(),
      owner: () => 'student-a',
      onChange: (state) => states.push(state),
    });
    await queue.restore();
    await queue.restore();
    expect(states).toEqual([]);
    void queue.send('/activity/commit_score', {}, Ok);
    await vi.waitFor(() =>
      expect(states).toEqual([
        { waiting: 1, held: 0, blocked: null },
        { waiting: 1, held: 0, blocked: 'offline' },
      ]),
    );
  });

  it('asks for the session again on a 401 and keeps the answer until the flush after login', async () => {
    const states: CommitQueueState[] = [];
    const expired = new ApiError(401, 'unauthorized', 'Your session has ended');
    const { queue, calls } = queueWith([expired], vi.fn(), {
      onChange: (state) => states.push(state),
    });
    const saved = queue.send('/activity/commit_score', { type: 2, value: 7 }, Ok);
    await vi.waitFor(() => expect(states.at(-1)?.blocked).toBe('session'));
    expect(queue.size()).toBe(1);
    await queue.flush();
    await expect(saved).resolves.toEqual({ status: true });
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1']);
  });
});

describe('the commit queue when the server asks it to wait', () => {
  it('waits Retry-After on a 429 and sends again, silently, with the same key', async () => {
    const busy = new ApiError(429, 'too_many_commits', 'Slow down');
    busy.retryAfterSeconds = 7;
    const waits: number[] = [];
    const onRejected = vi.fn();
    const { queue, calls } = queueWith([busy], onRejected, {
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    await expect(queue.send('/activity/commit_score', {}, Ok)).resolves.toEqual({ status: true });
    expect(waits).toEqual([7000]);
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1']);
    expect(onRejected).not.toHaveBeenCalled();
  });

  it('keeps the answer first in line while the server cannot store it (5xx), says so, and sends it again', async () => {
    const away = new ApiError(503, 'unavailable', 'The database is away');
    away.retryAfterSeconds = 5;
    const full = new ApiError(507, 'storage_full', 'The disk is full');
    const waits: number[] = [];
    const states: CommitQueueState[] = [];
    const onRejected = vi.fn();
    const crash = new ApiError(500, 'internal', 'Something went wrong');
    const { queue, calls } = queueWith([away, full, crash, full], onRejected, {
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      onChange: (state) => states.push(state),
    });
    await expect(queue.send('/activity/commit_score', {}, Ok)).resolves.toEqual({ status: true });
    // As asked, then (no Retry-After) two seconds, doubling: a brief failure holds it briefly.
    expect(waits).toEqual([5000, 2000, 4000, 8000]);
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-1']);
    expect(states.some((state) => state.blocked === 'server' && state.waiting === 1)).toBe(true);
    expect(states.at(-1)).toEqual({ waiting: 0, held: 0, blocked: null });
    expect(onRejected).not.toHaveBeenCalled();
  });

  it('no longer says the server cannot save once it answers 429 (slow down) after a 5xx', async () => {
    const away = new ApiError(503, 'unavailable', 'The database is away');
    const busy = new ApiError(429, 'too_many_commits', 'Slow down');
    const states: CommitQueueState[] = [];
    let during429: CommitQueueState | undefined;
    const { queue } = queueWith([away, busy], vi.fn(), {
      wait: (ms) => {
        // The 429's wait (one second): what the banner shows while the queue waits it out.
        if (ms === 1000) during429 = states.at(-1);
        return Promise.resolve();
      },
      onChange: (state) => states.push(state),
    });
    await expect(queue.send('/activity/commit_score', {}, Ok)).resolves.toEqual({ status: true });
    expect(states.some((state) => state.blocked === 'server')).toBe(true);
    expect(during429).toEqual({ waiting: 1, held: 0, blocked: null });
  });

  it('waits at most two minutes, and one second when the server gave no Retry-After', async () => {
    const long = new ApiError(429, 'too_many_commits', 'Slow down');
    long.retryAfterSeconds = 3600;
    const plain = new ApiError(429, 'too_many_commits', 'Slow down');
    const waits: number[] = [];
    const { queue } = queueWith([long, plain], vi.fn(), {
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    await queue.send('/activity/commit_score', {}, Ok);
    expect(waits).toEqual([120_000, 1000]);
  });

  it('keeps an answer the server has no room for (413) on the phone, goes on, and tries it once more on restore', async () => {
    const full = new ApiError(413, 'storage_full', 'This student has stored as much as allowed');
    const states: CommitQueueState[] = [];
    const store = phoneStore();
    const onRejected = vi.fn();
    const { queue, calls } = queueWith([full], onRejected, {
      store,
      owner: () => 'student-a',
      onChange: (state) => states.push(state),
    });
    await expect(queue.send('/activity/commit_activity', { type: 2 }, Ok)).resolves.toBeUndefined();
    await queue.send('/activity/commit_score', { type: 9 }, Ok);
    await queue.flush();
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-2']);
    expect(onRejected).toHaveBeenCalledWith('/activity/commit_activity', full);
    expect(states.at(-1)).toEqual({ waiting: 1, held: 1, blocked: null });
    await vi.waitFor(() => expect(store.kept).toMatchObject([{ key: 'key-1', held: true }]));
    await expect(queue.idle()).resolves.toBeUndefined();

    await queue.restore();
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-2', 'key-1']);
    expect(queue.size()).toBe(0);
  });
});
