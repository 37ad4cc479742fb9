import type { ApiRequest, ResponseSchema } from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';

/** How a commit is sent: most are POSTs; `process_confidence` saves a willingness by GET. */
export type CommitMethod = 'POST' | 'GET';

/** One commit waiting to reach the server. */
interface Entry {
  /** POST, or GET for a processing call that also saves what its query carries. */
  method: CommitMethod;
  path: string;
  body: unknown;
  key: string;
  schema: ResponseSchema<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface CommitQueueDeps {
  request: ApiRequest;
  newKey: () => string;
  /** Told when the server refused a commit for good (bad input, conflict): it is dropped. */
  onRejected?: (path: string, error: ApiError) => void;
}

/**
 * Whether a failed commit is worth sending again: the server was not reached, the session must
 * be renewed (the login dialog re-sends), it asked us to slow down, or it was briefly down.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

/**
 * The student's answers on their way to the server (DESIGN.md §5): sent one at a time in the
 * order given, each with its own `Idempotency-Key`, so a commit retried after a dropped
 * connection is stored exactly once. A commit that fails for a reason that may pass (offline, an
 * expired session, a server outage) waits at the head of the queue until `flush` is called (the
 * connection returns, the student logs in again, or another answer is given); one the server
 * refuses for good is dropped and its promise rejected.
 */
export function createCommitQueue(deps: CommitQueueDeps) {
  const entries: Entry[] = [];
  let running: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];

  function settleIdle() {
    if (entries.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  }

  async function drain(): Promise<void> {
    while (entries.length > 0) {
      const entry = entries[0]!;
      try {
        const response = await deps.request(entry.path, {
          method: entry.method,
          body: entry.method === 'GET' ? undefined : entry.body,
          headers: { 'Idempotency-Key': entry.key },
          schema: entry.schema,
        });
        entries.shift();
        entry.resolve(response);
      } catch (error) {
        if (isRetryable(error)) return;
        entries.shift();
        if (error instanceof ApiError) deps.onRejected?.(entry.path, error);
        entry.reject(error);
      }
    }
    settleIdle();
  }

  /** One sending attempt; a flush asked for during an attempt gets one of its own after it. */
  function flush(): Promise<void> {
    if (running !== null) {
      return running.then(() => (entries.length > 0 ? flush() : undefined));
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
          schema,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
      });
      void flush();
      return promise;
    },
    /** Sends what is waiting (after a failure); resolves when this attempt ends. */
    flush,
    /** Resolves once every queued commit has reached the server (now, if none is waiting). */
    idle(): Promise<void> {
      if (entries.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    /** How many commits are waiting. */
    size(): number {
      return entries.length;
    },
    /** Forgets every waiting commit (logout): their promises never settle. */
    clear(): void {
      entries.length = 0;
      settleIdle();
    },
  };
}

export type CommitQueue = ReturnType<typeof createCommitQueue>;
