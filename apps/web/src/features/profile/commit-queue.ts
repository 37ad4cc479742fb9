import type { ApiRequest, ResponseSchema } from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { createBackoff } from '../../lib/backoff';

/** How a commit is sent: most are POSTs; `process_confidence` saves a willingness by GET. */
export type CommitMethod = 'POST' | 'GET';

/** One commit as it is kept on the phone (encrypted, in IndexedDB) until the server has it. */
export interface StoredCommit {
  /** POST, or GET for a processing call that also saves what its query carries. */
  method: CommitMethod;
  path: string;
  body: unknown;
  /** The `Idempotency-Key`: kept with the commit, so a resend is stored once. */
  key: string;
  /** The student (user_uuid) whose answer this is: sent only with their session. */
  owner: string | null;
  /** Set aside because the student's storage bound was reached (413): not sent in a loop. */
  held?: boolean;
}

/**
 * Where waiting commits are kept between visits: the whole queue, written after each change. Every
 * tab of this browser shares it, so each write reads it first and keeps what other tabs put there.
 */
export interface CommitStore {
  load(): Promise<StoredCommit[]>;
  save(commits: StoredCommit[]): Promise<void>;
}

/** What the student is told about answers on their way ("3 answers waiting to be sent"). */
export interface CommitQueueState {
  /** Commits not yet stored by the server (held ones included). */
  waiting: number;
  /** Commits the server could not take because this student's storage is full (413). */
  held: number;
  /**
   * Why sending stopped: no connection, a connection too slow to answer in time (the request
   * timed out), a session to renew, the server unable to store answers for now (5xx: its
   * database away, its disk full), or nothing (sending or idle).
   */
  blocked: 'offline' | 'slow' | 'session' | 'server' | null;
}

/** One commit waiting to reach the server. */
interface Entry extends StoredCommit {
  schema: ResponseSchema<unknown>;
  resolve?: (value: unknown) => void;
  reject?: (error: unknown) => void;
}

export interface CommitQueueDeps {
  request: ApiRequest;
  newKey: () => string;
  /** Keeps the queue across closed tabs; without it the queue lives in memory only. */
  store?: CommitStore;
  /** The student whose session is open now (their user_uuid), or null. */
  owner?: () => string | null;
  /** Waits `ms` (a 429's Retry-After); tests pass a fake. */
  wait?: (ms: number) => Promise<void>;
  /** Told when the server refused a commit for good (bad input, conflict): it is dropped. */
  onRejected?: (path: string, error: ApiError) => void;
  /** Told after every change of what is waiting. */
  onChange?: (state: CommitQueueState) => void;
  /**
   * Runs `retry` after `ms`: with it, a send that did not reach the server is tried again by
   * itself (later each time: lib/backoff.ts), not only
   * when the browser says it is back online, which it does not after a server restart or a
   * connection that died while the phone still thinks it is online.
   */
  retryLater?: (retry: () => void, ms: number) => void;
  /**
   * Runs `update` while no other tab updates the `store` (the browser's Web Locks), so two tabs
   * that each read, change and write the shared queue never write over each other's commits.
   */
  exclusive?: (update: () => Promise<void>) => Promise<void>;
}

/** The longest a 429 or a 5xx makes the queue wait, whatever Retry-After says. */
export const MAX_RETRY_AFTER_SECONDS = 120;

/** A restored commit's answer is not read by anyone: whatever the server says is fine. */
const ANY_ANSWER: ResponseSchema<unknown> = { parse: (value) => value };

/**
 * Whether a failed commit is worth sending again: the server was not reached, the session must
 * be renewed (the login dialog re-sends), it asked us to slow down, or it was briefly down.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

function stored(entry: StoredCommit): StoredCommit {
  const { method, path, body, key, owner, held } = entry;
  return held ? { method, path, body, key, owner, held } : { method, path, body, key, owner };
}

/**
 * The student's answers on their way to the server (docs/architecture.md §5): sent one at a time
 * in the order given, each with its own `Idempotency-Key`, so a commit retried after a dropped
 * connection is stored exactly once. Every change is written to the `store` (IndexedDB), so
 * answers given offline survive a closed tab and are sent when the student is back.
 *
 * A commit that fails for a reason that may pass (offline, an expired session, a server outage)
 * waits at the head of the queue until `flush` is called (the connection returns, the student
 * logs in again, or another answer is given); a 429 waits Retry-After and tries again, silently.
 * A 413 (the student's storage bound) sets the commit aside on the phone and goes on; it is tried
 * again on the next `restore`. One the server refuses for good is dropped and its promise rejected.
 */
export function createCommitQueue(deps: CommitQueueDeps) {
  const entries: Entry[] = [];
  const owner = deps.owner ?? (() => null);
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  let running: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];
  let blocked: CommitQueueState['blocked'] = null;
  let writing: Promise<void> = Promise.resolve();
  /** Commits this tab has seen through (stored by the server, or refused): no longer kept. */
  const finished = new Set<string>();
  /** Whether the next write empties the store (a logout), whatever other tabs left there. */
  let wipe = false;
  const exclusive = deps.exclusive ?? ((update: () => Promise<void>) => update());
  let reported: CommitQueueState = { waiting: 0, held: 0, blocked: null };
  const offlineRetry = createBackoff();
  // After a 5xx without Retry-After: a brief hiccup is over in seconds, a longer outage is not
  // asked every two seconds.
  const serverRetry = createBackoff();
  let retryScheduled = false;

  /**
   * What the phone keeps that this tab does not hold and has not seen through: commits of another
   * tab, or of an earlier visit not restored yet. Nothing readable (another device key) is nothing.
   */
  async function keptElsewhere(store: CommitStore): Promise<StoredCommit[]> {
    let kept: StoredCommit[];
    try {
      kept = await store.load();
    } catch {
      return [];
    }
    const held = new Set(entries.map((entry) => entry.key));
    return kept.filter((commit) => !held.has(commit.key) && !finished.has(commit.key));
  }

  function sendable(): Entry[] {
    return entries.filter((entry) => !entry.held);
  }

  /**
   * Tells `onChange` what now waits, when that differs from what it was last told (at first,
   * nothing waiting). A report of nothing new would draw the connection banner again, and while
   * the app starts, would make React draw the whole page once more, in one long task (issue #19).
   */
  function report(): void {
    const state = { waiting: entries.length, held: entries.length - sendable().length, blocked };
    if (
      state.waiting === reported.waiting &&
      state.held === reported.held &&
      state.blocked === reported.blocked
    ) {
      return;
    }
    reported = state;
    deps.onChange?.(state);
  }

  function changed(): Promise<void> {
    report();
    if (!deps.store) return Promise.resolve();
    const store = deps.store;
    const write = () =>
      exclusive(async () => {
        const others = wipe ? [] : await keptElsewhere(store);
        wipe = false;
        await store.save([...others, ...entries.map(stored)]);
      });
    writing = writing.then(write, write);
    return writing.catch(() => {
      // Storage full or blocked: the queue still holds the answers for as long as the tab is open.
    });
  }

  function settleIdle() {
    if (sendable().length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  }

  function remove(entry: Entry) {
    entries.splice(entries.indexOf(entry), 1);
    finished.add(entry.key);
  }

  async function drain(): Promise<void> {
    for (;;) {
      const entry = sendable()[0];
      if (!entry) break;
      try {
        const response = await deps.request(entry.path, {
          method: entry.method,
          body: entry.method === 'GET' ? undefined : entry.body,
          headers: { 'Idempotency-Key': entry.key },
          schema: entry.schema,
        });
        blocked = null;
        offlineRetry.reset();
        serverRetry.reset();
        remove(entry);
        void changed();
        entry.resolve?.(response);
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          // Too many answers in a minute: wait as asked, then carry on where we were. The server
          // answered, so an earlier "can't save right now" no longer holds (it is silent).
          if (blocked !== null) {
            blocked = null;
            void changed();
          }
          const seconds = Math.min(error.retryAfterSeconds ?? 1, MAX_RETRY_AFTER_SECONDS);
          await wait(seconds * 1000);
          continue;
        }
        if (error instanceof ApiError && error.status === 413) {
          // This student's storage bound is reached: the answer stays on the phone, set aside.
          entry.held = true;
          void changed();
          deps.onRejected?.(entry.path, error);
          entry.resolve?.(undefined);
          continue;
        }
        if (error instanceof ApiError && error.status >= 500) {
          // The server cannot store answers for now (503 its database is away, 507 its disk is
          // full): the answer stays first in line, the student is told, and it is sent again.
          blocked = 'server';
          void changed();
          await wait(
            error.retryAfterSeconds === undefined
              ? serverRetry.next()
              : Math.min(error.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1000,
          );
          continue;
        }
        if (isRetryable(error)) {
          const status = error instanceof ApiError ? error.status : 0;
          const timedOut = error instanceof ApiError && error.code === 'timeout';
          blocked =
            status === 401 ? 'session' : status !== 0 ? null : timedOut ? 'slow' : 'offline';
          void changed();
          if (status === 0 && deps.retryLater && !retryScheduled) {
            retryScheduled = true;
            deps.retryLater(() => {
              retryScheduled = false;
              void flush();
            }, offlineRetry.next());
          }
          return;
        }
        remove(entry);
        void changed();
        if (error instanceof ApiError) deps.onRejected?.(entry.path, error);
        entry.reject?.(error);
      }
    }
    blocked = null;
    settleIdle();
  }

  /** One sending attempt; a flush asked for during an attempt gets one of its own after it. */
  function flush(): Promise<void> {
    if (running !== null) {
      return running.then(() => (sendable().length > 0 ? flush() : undefined));
    }
    running = drain().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Queues a commit and starts sending; resolves with the server's answer once it is stored. */
    send<T>(
      path: string,
      body: unknown,
      schema: ResponseSchema<T>,
      method: CommitMethod = 'POST',
    ): Promise<T> {
      const promise = new Promise<T>((resolve, reject) => {
        entries.push({
          method,
          path,
          body,
          key: deps.newKey(),
          owner: owner(),
          schema,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
      });
      // Written to the phone first, so an answer given just before the tab closes is kept.
      void changed().then(() => flush());
      return promise;
    },
    /**
     * Puts back the commits kept on the phone for the student whose session is open (a closed
     * tab, an earlier visit) ahead of anything given since, held ones included, and sends them.
     */
    async restore(): Promise<void> {
      if (!deps.store) return;
      await writing.catch(() => undefined);
      const me = owner();
      const mine = (await keptElsewhere(deps.store)).filter((commit) => commit.owner === me);
      for (const entry of entries) entry.held = false;
      entries.unshift(
        ...mine.map((commit) => ({ ...stored({ ...commit, held: false }), schema: ANY_ANSWER })),
      );
      await changed();
      await flush();
    },
    /** Sends what is waiting (after a failure); resolves when this attempt ends. */
    flush,
    /** Resolves once every commit that can be sent has reached the server (now, if none). */
    idle(): Promise<void> {
      if (sendable().length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    /** How many commits are waiting. */
    size(): number {
      return entries.length;
    },
    /**
     * How many of this student's commits wait anywhere on the phone: this tab's, and those another
     * tab (open or closed since) keeps there. A logout clears them all.
     */
    async waitingOnDevice(): Promise<number> {
      if (!deps.store) return entries.length;
      await writing.catch(() => undefined);
      const me = owner();
      const elsewhere = await keptElsewhere(deps.store);
      return entries.length + elsewhere.filter((commit) => commit.owner === me).length;
    },
    /** Forgets every waiting commit (logout), on the phone too: their promises never settle. */
    clear(): Promise<void> {
      entries.length = 0;
      finished.clear();
      wipe = true;
      blocked = null;
      settleIdle();
      return changed();
    },
  };
}

export type CommitQueue = ReturnType<typeof createCommitQueue>;
