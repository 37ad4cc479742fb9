import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { mergeNavigationHistory, type NavigationHistory } from '@clearpath/core';
import { ApiError, type ApiRequestOptions } from '../../lib/api-client';
import { fakeRequest } from '../../test/auth-fixtures';
import {
  createHistorySync,
  stillUnsent,
  type HistorySyncDeps,
  type LocalHistory,
} from './history-sync';
import { waitForNavigationReady } from './navigation-sync';

const SNAPSHOT = { history: { '1-3': { positives: ['fun'] } }, lastPage: '1-3' };

/** A history sync on `request`, with the test's timers and a 1.5 s debounce; `deps` override. */
function syncWith(request: HistorySyncDeps['request'], deps: Partial<HistorySyncDeps> = {}) {
  let keys = 0;
  return createHistorySync({
    request,
    saveLocal: () => Promise.resolve(),
    newKey: () => `key-${(keys += 1)}`,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    debounceMs: 1500,
    ...deps,
  });
}

function setup(fail = false) {
  const request = fakeRequest({
    '/activity/commit_navigation_history': () => {
      if (fail) throw new ApiError(0, 'network', 'offline');
      return { status: true };
    },
  });
  const saved: LocalHistory[] = [];
  const sync = syncWith(request, {
    saveLocal: (copy) => {
      saved.push(copy);
      return Promise.resolve();
    },
  });
  return { request, saved, sync, setFail: (value: boolean) => (fail = value) };
}

describe('the navigation history sync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a local copy at once and sends one commit after the debounce, with an Idempotency-Key', async () => {
    const { request, saved, sync } = setup();
    sync.schedule({ history: {}, lastPage: '1-3' });
    sync.schedule(SNAPSHOT);
    expect(saved.at(-1)).toEqual({ ...SNAPSHOT, base: {}, unsynced: true });
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(request).toHaveBeenCalledTimes(1);
    const [path, options] = request.mock.calls[0] ?? [];
    expect(path).toBe('/activity/commit_navigation_history');
    // A list the server did not hold started empty here: another tab's items join it.
    expect(options?.body).toEqual({
      navigation_history: SNAPSHOT.history,
      last_page: '1-3',
      previous: { '1-3': { positives: [] } },
    });
    expect(options?.headers).toEqual({ 'Idempotency-Key': 'key-1' });
    expect(saved.at(-1)).toEqual({ ...SNAPSHOT, unsynced: false });
    expect(sync.hasPending()).toBe(false);
  });

  it('says whether its saves reach the server: not on a dead connection, and again once one does', async () => {
    let fail = true;
    const reached: boolean[] = [];
    const sync = syncWith(
      fakeRequest({
        '/activity/commit_navigation_history': () => {
          if (fail) throw new ApiError(0, 'network', 'offline');
          return { status: true };
        },
      }),
      { onReach: (value) => reached.push(value) },
    );
    sync.schedule(SNAPSHOT);
    await sync.flush();
    fail = false;
    await sync.flush();
    expect(reached).toEqual([false, true]);
  });

  it('tells a save that timed out (a slow connection) from one that found none', async () => {
    let failure = new ApiError(0, 'timeout', 'too slow');
    const reached: [boolean, boolean | undefined][] = [];
    const sync = syncWith(
      fakeRequest({
        '/activity/commit_navigation_history': () => {
          throw failure;
        },
      }),
      { onReach: (value, timedOut) => reached.push([value, timedOut]) },
    );
    sync.schedule(SNAPSHOT);
    await sync.flush();
    failure = new ApiError(0, 'network', 'offline');
    await sync.flush();
    expect(reached).toEqual([
      [false, true],
      [false, false],
    ]);
  });

  it('keeps a failed commit pending and retries it with the same key', async () => {
    const { request, sync, setFail } = setup(true);
    sync.schedule(SNAPSHOT);
    expect(await sync.flush()).toBe(false);
    expect(sync.hasPending()).toBe(true);
    setFail(false);
    expect(await sync.flush()).toBe(true);
    const keys = request.mock.calls.map(([, options]) => options.headers?.['Idempotency-Key']);
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('tries a failed save again by itself, later each time, until it is stored', async () => {
    const { request, sync, setFail } = setup(true);
    sync.schedule(SNAPSHOT);
    await vi.advanceTimersByTimeAsync(1500);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(request).toHaveBeenCalledTimes(2);
    setFail(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(3);
    expect(sync.hasPending()).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('waits as long as a 503 asks before trying again, and does not retry a refusal', async () => {
    let answer: ApiError | null = Object.assign(new ApiError(503, 'unavailable', 'down'), {
      retryAfterSeconds: 10,
    });
    const request = fakeRequest({
      '/activity/commit_navigation_history': () => {
        if (answer) throw answer;
        return { status: true };
      },
    });
    const sync = syncWith(request, { newKey: () => 'key' });
    sync.schedule(SNAPSHOT);
    await vi.advanceTimersByTimeAsync(1500 + 9999);
    expect(request).toHaveBeenCalledTimes(1);
    answer = new ApiError(400, 'bad_request', 'no');
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('sends what was typed while a save was on its way as soon as that save is stored', async () => {
    let release: () => void = () => {};
    const bodies: unknown[] = [];
    const request = fakeRequest({
      '/activity/commit_navigation_history': async (body) => {
        bodies.push(body);
        if (bodies.length === 1) await new Promise<void>((done) => (release = done));
        return { status: true };
      },
    });
    const sync = syncWith(request, { newKey: () => `key-${bodies.length}` });
    sync.schedule(SNAPSHOT);
    await vi.advanceTimersByTimeAsync(1500);
    const later = { history: { '1-3': { positives: ['fun', 'calm'] } }, lastPage: '1-3' };
    sync.schedule(later);
    // The debounce ends while the first save is still travelling (a weak signal).
    await vi.advanceTimersByTimeAsync(1500);
    expect(bodies).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies).toEqual([
      {
        navigation_history: SNAPSHOT.history,
        last_page: '1-3',
        previous: { '1-3': { positives: [] } },
      },
      // The list as the server had it after the first save: its base, for a merge.
      { navigation_history: later.history, last_page: '1-3', previous: SNAPSHOT.history },
    ]);
    expect(sync.hasPending()).toBe(false);
  });

  it('sends what is pending as the page goes away, in a request that outlives it', async () => {
    const { request, sync } = setup();
    sync.schedule(SNAPSHOT);
    expect(await sync.flushLeaving()).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toMatchObject({
      keepalive: true,
      headers: { 'Idempotency-Key': 'key-1' },
    });
    await vi.advanceTimersByTimeAsync(1500);
    expect(request).toHaveBeenCalledTimes(1);
    expect(await sync.flushLeaving()).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('sends a commit still on its way again, under its key, as the page goes away', async () => {
    const { request, sync } = setup();
    const answers: (() => void)[] = [];
    const first = request.getMockImplementation();
    request.mockImplementationOnce(
      (path, options) =>
        new Promise((resolve) => answers.push(() => resolve(first!(path, options)))),
    );
    sync.schedule(SNAPSHOT);
    const onItsWay = sync.flush();
    expect(await sync.flushLeaving()).toBe(true);
    const sent = request.mock.calls.map(([, options]) => [
      options.headers?.['Idempotency-Key'],
      options.keepalive,
    ]);
    expect(sent).toEqual([
      ['key-1', false],
      ['key-1', true],
    ]);
    answers[0]?.();
    expect(await onItsWay).toBe(true);
    expect(sync.hasPending()).toBe(false);
  });

  it('sends only what changed since the server last had it, so a stale tab undoes nothing', async () => {
    const { request, sync } = setup();
    // This tab logged in before another one changed 2-5; the server adds what it is sent.
    sync.markSynced({ history: { '2-5': { goal: 'older' }, '3-0': {} }, lastPage: '3-0' });
    sync.schedule({
      history: { '2-5': { goal: 'older' }, '3-0': {}, '3-1': { mood: 4 } },
      lastPage: '3-1',
    });
    await sync.flush();
    sync.schedule({
      history: { '2-5': { goal: 'older' }, '3-0': {}, '3-1': { mood: 4, why: 'sleep' } },
      lastPage: '3-1',
    });
    await sync.flush();
    sync.schedule({
      history: { '2-5': { goal: 'older' }, '3-0': {}, '3-1': { mood: 4, why: 'sleep' } },
      lastPage: '3-2',
    });
    await sync.flush();
    expect(request.mock.calls.map(([, options]) => options?.body)).toEqual([
      { navigation_history: { '3-1': { mood: 4 } }, last_page: '3-1' },
      { navigation_history: { '3-1': { why: 'sleep' } }, last_page: '3-1' },
      { navigation_history: {}, last_page: '3-2' },
    ]);
  });

  it('sends what it had of a list it changed, so the server can keep what another device added', async () => {
    const { request, sync } = setup();
    sync.markSynced({ history: { '2C-9': { supporters: [] } }, lastPage: '2C-9' });
    sync.schedule({ history: { '2C-9': { supporters: ['Bob'] } }, lastPage: '2C-9' });
    await sync.flush();
    sync.schedule({ history: { '2C-9': { supporters: ['Bob'] } }, lastPage: '2C-10' });
    await sync.flush();
    expect(request.mock.calls.map(([, options]) => options?.body)).toEqual([
      {
        navigation_history: { '2C-9': { supporters: ['Bob'] } },
        last_page: '2C-9',
        previous: { '2C-9': { supporters: [] } },
      },
      { navigation_history: {}, last_page: '2C-10' },
    ]);
  });

  it('keeps locally only what the server lacks, so a stale copy merged back undoes nothing', async () => {
    const { saved, sync } = setup(true);
    sync.markSynced({ history: { '2-5': { goal: 'older' } }, lastPage: '2-5' });
    sync.schedule({ history: { '2-5': { goal: 'older' }, '3-1': { mood: 4 } }, lastPage: '3-1' });
    expect(saved.at(-1)).toEqual({
      history: { '3-1': { mood: 4 } },
      base: {},
      lastPage: '3-1',
      unsynced: true,
    });
  });

  it('keeps with each answer changed what the server held of it, and sends it back only while it still does', () => {
    const { saved, sync } = setup(true);
    sync.markSynced({ history: { '2-5': { goal: 'older', mood: 2 } }, lastPage: '2-5' });
    sync.schedule({ history: { '2-5': { goal: 'newer', mood: 2, note: 'hi' } }, lastPage: '2-5' });
    const copy = saved.at(-1)!;
    expect(copy).toEqual({
      history: { '2-5': { goal: 'newer', note: 'hi' } },
      base: { '2-5': { goal: 'older' } },
      lastPage: '2-5',
      unsynced: true,
    });
    // The server as it was: both go. Changed since on another device: the newer goal stays.
    expect(stillUnsent(copy, { '2-5': { goal: 'older' } })).toEqual(copy.history);
    expect(stillUnsent(copy, { '2-5': { goal: 'from the phone' } })).toEqual({
      '2-5': { note: 'hi' },
    });
    // A copy kept before bases were: all of it, as before.
    const { base: _base, ...withoutBase } = copy;
    expect(stillUnsent(withoutBase, {})).toEqual(copy.history);
  });

  it('tells answers waiting apart from a page visit alone', async () => {
    const { sync } = setup(true);
    sync.markSynced({ history: { '1-0': {} }, lastPage: '1-0' });
    sync.schedule({ history: { '1-0': {}, '1-1': {} }, lastPage: '1-1' });
    expect(sync.hasPending()).toBe(true);
    expect(sync.hasUnsentAnswers()).toBe(false);
    sync.schedule({ history: { '1-0': {}, '1-1': { drugs: [2] } }, lastPage: '1-1' });
    expect(sync.hasUnsentAnswers()).toBe(true);
    await sync.flush();
    expect(sync.hasUnsentAnswers()).toBe(true);
    sync.cancel();
    expect(sync.hasUnsentAnswers()).toBe(false);
  });

  it('does not send a history the server already has', async () => {
    const { request, sync } = setup();
    sync.markSynced(SNAPSHOT);
    sync.schedule(SNAPSHOT);
    await sync.flush();
    expect(request).not.toHaveBeenCalled();
  });

  describe('against a server that merges what it is sent (core)', () => {
    const BASE = { '2-3': { statements: ['line one'] } };

    /** A server that stores each key once, merging as the real one does. */
    function server(
      arrive: (store: () => void, options: ApiRequestOptions<unknown>) => Promise<void> | void,
    ) {
      let held: NavigationHistory = structuredClone(BASE);
      const seen = new Set<string>();
      const request = fakeRequest({
        '/activity/commit_navigation_history': async (body, options) => {
          const key = options.headers?.['Idempotency-Key'] ?? '';
          const { navigation_history: sent, previous } = body as {
            navigation_history: NavigationHistory;
            previous?: NavigationHistory;
          };
          const store = () => {
            if (seen.has(key)) return;
            seen.add(key);
            held = mergeNavigationHistory(held, sent, previous);
          };
          await arrive(store, options);
          return { status: true };
        },
      });
      const sync = syncWith(request);
      sync.markSynced({ history: structuredClone(BASE), lastPage: '2-3' });
      return { sync, held: () => held };
    }
    const typed = (statements: string[]) => ({
      history: { '2-3': { statements } },
      lastPage: '2-3',
    });

    it.each([
      ['was stored and its answer lost on the way', true],
      ['never arrived', false],
    ])(
      'ends with the list as typed when a commit that %s is followed by another',
      async (_, arrived) => {
        let lose = true;
        const { sync, held } = server((store) => {
          if (arrived) store();
          if (lose) {
            lose = false;
            throw new ApiError(0, 'network', 'offline');
          }
          if (!arrived) store();
        });
        sync.schedule(typed(['I keep up', 'line one']));
        expect(await sync.flush()).toBe(false);
        sync.schedule(typed(['I keep up and sleep well', 'line one']));
        expect(await sync.flush()).toBe(true);
        expect(held()['2-3']?.statements).toEqual(['I keep up and sleep well', 'line one']);
      },
    );

    it("ends with the newest list when the page goes while a stored commit's answer is slow", async () => {
      const answers: (() => void)[] = [];
      const { sync, held } = server((store, options) => {
        store();
        if (options.keepalive) return;
        return new Promise<void>((resolve) => answers.push(resolve));
      });
      sync.schedule(typed(['First', 'line one']));
      const onItsWay = sync.flush();
      sync.schedule(typed(['Last', 'line one']));
      expect(await sync.flushLeaving()).toBe(true);
      answers[0]?.();
      await onItsWay.catch(() => undefined);
      expect(held()['2-3']?.statements).toEqual(['Last', 'line one']);
    });

    it('stops a commit not yet sent when the page goes with something newer', async () => {
      const { sync, held } = server(async (store, options) => {
        if (options.signal) {
          // Still on its way: it arrives only if not stopped first.
          await Promise.resolve();
          if (options.signal.aborted) throw new DOMException('Aborted', 'AbortError');
        }
        store();
      });
      sync.schedule(typed(['First', 'line one']));
      const onItsWay = sync.flush();
      sync.schedule(typed(['Last', 'line one']));
      expect(await sync.flushLeaving()).toBe(true);
      expect(await onItsWay).toBe(false);
      expect(held()['2-3']?.statements).toEqual(['Last', 'line one']);
    });

    it("still merges a list with another device's change once the server has answered", async () => {
      const { sync, held } = server((store) => store());
      sync.schedule(typed(['mine', 'line one']));
      expect(await sync.flush()).toBe(true);
      // Another device adds to the same list meanwhile.
      held()['2-3']!.statements = ['mine', 'line one', 'theirs'];
      sync.schedule(typed(['mine', 'line one', 'more of mine']));
      expect(await sync.flush()).toBe(true);
      expect(held()['2-3']?.statements).toEqual(['mine', 'line one', 'theirs', 'more of mine']);
    });
  });

  it('tries a refused history again once the other commits have reached the server', async () => {
    let refuse = true;
    const request = fakeRequest({
      '/activity/commit_navigation_history': () => {
        if (refuse) throw new ApiError(400, 'invalid', 'The path does not open these modules');
        return { status: true };
      },
    });
    const retries: (() => void)[] = [];
    const sync = syncWith(request, {
      newKey: () => 'key',
      retryAfterCommits: (retry) => retries.push(retry),
    });
    sync.schedule(SNAPSHOT);
    expect(await sync.flush()).toBe(false);
    expect(retries).toHaveLength(1);
    expect(sync.hasPending()).toBe(true);
    refuse = false;
    retries[0]?.();
    await vi.waitFor(() => expect(sync.hasPending()).toBe(false));
    expect(request).toHaveBeenCalledTimes(2);
  });

  describe('a completion the server refuses', () => {
    type Body = { navigation_history: NavigationHistory; last_page: string };
    /** A server that stores what it is sent, but refuses a completion on `refused` pages. */
    function refusingServer(refuse: (page: string) => Record<string, string[]> | null) {
      let stored: NavigationHistory = {};
      const request = fakeRequest({
        '/activity/commit_navigation_history': (body) => {
          const { navigation_history: sent } = body as Body;
          for (const [page, answers] of Object.entries(sent)) {
            const fields = answers['module-complete'] === true ? refuse(page) : null;
            if (fields) throw new ApiError(400, 'bad_request', 'refused', fields);
          }
          stored = mergeNavigationHistory(stored, sent);
          return { status: true };
        },
      });
      return { request, stored: () => stored };
    }

    it('is set aside: the rest of the commit is stored at once, and later answers too', async () => {
      const server = refusingServer((page) => (page === '1-99' ? { pages: ['1-99'] } : null));
      const sync = syncWith(server.request);
      sync.schedule({
        history: { '1-3': { positives: ['fun'] }, '1-99': { 'module-complete': true } },
        lastPage: '1-3',
      });
      expect(await sync.flush()).toBe(true);
      expect(server.request).toHaveBeenCalledTimes(2);
      expect(server.stored()).toEqual({ '1-3': { positives: ['fun'] }, '1-99': {} });
      expect(sync.hasPending()).toBe(false);
      sync.schedule({
        history: {
          '1-3': { positives: ['fun'] },
          '1-4': { notes: 'kept' },
          '1-99': { 'module-complete': true },
        },
        lastPage: '1-4',
      });
      expect(sync.hasUnsentAnswers()).toBe(true);
      expect(await sync.flush()).toBe(true);
      expect(server.request).toHaveBeenCalledTimes(3);
      expect(server.stored()['1-4']).toEqual({ notes: 'kept' });
      expect(server.stored()['1-99']).toEqual({});
    });

    it('is sent again once the other commits have reached the server, which may open its module', async () => {
      let open = false;
      const server = refusingServer((page) =>
        page === '5A-4' && !open ? { modules: ['5A'] } : null,
      );
      const retries: (() => void)[] = [];
      const sync = syncWith(server.request, {
        retryAfterCommits: (retry) => retries.push(retry),
      });
      sync.schedule({
        history: { '5A-3': { goal: 'sleep' }, '5A-4': { 'module-complete': true } },
        lastPage: '5A-4',
      });
      expect(await sync.flush()).toBe(true);
      expect(server.stored()).toEqual({ '5A-3': { goal: 'sleep' }, '5A-4': {} });
      expect(retries).toHaveLength(1);
      open = true;
      retries[0]?.();
      expect(sync.hasPending()).toBe(true);
      expect(await sync.flush()).toBe(true);
      expect(server.stored()['5A-4']).toEqual({ 'module-complete': true });
      expect(sync.hasPending()).toBe(false);
    });

    it('is forgotten at logout, with the rest', async () => {
      const server = refusingServer(() => ({ pages: ['1-99'] }));
      const sync = syncWith(server.request);
      sync.schedule({ history: { '1-99': { 'module-complete': true } }, lastPage: '1-3' });
      await sync.flush();
      sync.cancel();
      sync.schedule({ history: { '1-99': { 'module-complete': true } }, lastPage: '1-3' });
      expect(await sync.flush()).toBe(true);
      expect(server.request).toHaveBeenCalledTimes(4);
    });
  });
});

describe('waitForNavigationReady', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A tracker and a clock that move with the fake timers. */
  function tracked(pendingRequests: number, idleSince = Number.NEGATIVE_INFINITY) {
    const tracker = createStore(() => ({ pendingRequests, idleSince }));
    let done = false;
    void waitForNavigationReady(tracker, 100, () => Date.now()).then(() => (done = true));
    return { tracker, done: () => done };
  }

  it('continues 100 ms after the last pending request settles', async () => {
    const { tracker, done } = tracked(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(done()).toBe(false);
    tracker.setState({ pendingRequests: 0, idleSince: Date.now() });
    await vi.advanceTimersByTimeAsync(99);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('waits for every pending request, not only the first to end', async () => {
    const { tracker, done } = tracked(2);
    tracker.setState({ pendingRequests: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done()).toBe(false);
    tracker.setState({ pendingRequests: 0, idleSince: Date.now() });
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(true);
  });

  it.each([
    ['when nothing has been pending for the settle time', -5_000],
    ['before any request was made', Number.NEGATIVE_INFINITY],
  ])('goes on at once %s', async (_when, lastEndedFromNow) => {
    const { done } = tracked(0, Date.now() + lastEndedFromNow);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('waits what is left of the settle time after a request that just ended', async () => {
    const { done } = tracked(0, Date.now() - 30);
    await vi.advanceTimersByTimeAsync(69);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
