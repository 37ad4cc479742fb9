import {
  CommitNavigationHistoryResponseSchema,
  CommitOptionalHistoryResponseSchema,
  NavigationHistorySchema,
  PageIdSchema,
  mergeNavigationHistory,
  navigationHistoryChanges,
  previousLists,
  type NavigationHistory,
  type OptionalHistory,
} from '@clearpath/core';
import { ApiError, type ApiRequest } from '../../lib/api-client';
import { createBackoff } from '../../lib/backoff';

/** A navigation history to send, with the page the student is on. */
export interface HistorySnapshot {
  history: NavigationHistory;
  lastPage: string;
}

/** What the local copy holds: the latest snapshot and whether the server has it yet. */
export interface LocalHistory extends HistorySnapshot {
  unsynced: boolean;
}

export interface HistorySyncDeps {
  request: ApiRequest;
  /** Writes the encrypted local copies (this tab's, and the device's with remember-me); never throws. */
  saveLocal: (copy: LocalHistory) => Promise<void>;
  newKey: () => string;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  debounceMs: number;
}

/** How long answers wait before they are sent, so typing sends one commit, not one per key. */
export const HISTORY_DEBOUNCE_MS = 1500;

/** Before the login's history is known: the server is taken to hold nothing of this tab's. */
const NOTHING_SAVED: HistorySnapshot = { history: {}, lastPage: '' };

/** The commit's body: `previous` (the lists' base) only when a list is sent. */
function navigationCommit(
  changes: NavigationHistory,
  previous: NavigationHistory,
  lastPage: string,
) {
  const body = { navigation_history: changes, last_page: lastPage };
  return Object.keys(previous).length > 0 ? { ...body, previous } : body;
}

/** Whether a failed save may succeed later: not reached, asked to slow down, briefly down. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * Sends the navigation history to the server (`commit_navigation_history`) and keeps the
 * encrypted local copy. `schedule` debounces; `flush` sends now (page leave, module change). A
 * failed commit stays pending and is sent again with the same `Idempotency-Key` at the next
 * flush, so a weak signal loses nothing and a repeated request is stored once.
 *
 * Only what changed since the server last had this tab's history is sent (core's
 * `navigationHistoryChanges`), and the server adds it to what it holds: a tab left open, or a
 * second device, cannot send back older answers over ones given since elsewhere.
 */
export function createHistorySync(deps: HistorySyncDeps) {
  let pending: HistorySnapshot | null = null;
  let key: string | null = null;
  let timer: unknown = null;
  let inFlight: Promise<boolean> | null = null;
  /** A save that failed on the way (no connection, the server briefly down) is tried again. */
  const backoff = createBackoff();
  /** What the server holds of this tab's history as far as it knows: changes are sent against it. */
  let saved: HistorySnapshot = NOTHING_SAVED;
  const changesOf = (snapshot: HistorySnapshot) =>
    navigationHistoryChanges(saved.history, snapshot.history);

  async function send(leaving = false): Promise<boolean> {
    if (pending === null) return true;
    const snapshot = pending;
    const changes = changesOf(snapshot);
    key ??= deps.newKey();
    try {
      await deps.request('/activity/commit_navigation_history', {
        method: 'POST',
        body: navigationCommit(changes, previousLists(saved.history, changes), snapshot.lastPage),
        headers: { 'Idempotency-Key': key },
        schema: CommitNavigationHistoryResponseSchema,
        keepalive: leaving,
      });
      saved = {
        history: mergeNavigationHistory(saved.history, changes),
        lastPage: snapshot.lastPage,
      };
      if (pending === snapshot) {
        pending = null;
        await deps.saveLocal({ ...snapshot, unsynced: false });
      }
      key = null;
      backoff.reset();
      return true;
    } catch (error) {
      // docs/product.md §8: navigation-history failures are silent; the snapshot stays pending
      // and is tried again, later each time, unless something newer is already on its way.
      if (!leaving && worthRetrying(error) && timer === null) {
        const asked = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
        timer = deps.setTimer(() => void flush(), Math.max(backoff.next(), asked));
      }
      return false;
    }
  }

  /**
   * Sends what is pending now. A save already on its way is awaited first; what was typed while
   * it travelled (a weak signal) then goes at once, not at the next change.
   */
  function flush(): Promise<boolean> {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (inFlight !== null) {
      return inFlight.then((sent) => (sent && pending !== null ? flush() : sent));
    }
    inFlight = send().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /**
   * Sends what is pending as the page goes away (a reload, a closed tab), in a request that
   * outlives it. A commit already on its way would be cancelled with the page, so what it
   * carries is sent again under the same `Idempotency-Key`: the server stores it once.
   */
  function flushLeaving(): Promise<boolean> {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (pending === null) return Promise.resolve(true);
    return send(true);
  }

  return {
    /** Remembers `snapshot` (locally at once) and sends it after the debounce. */
    schedule(snapshot: HistorySnapshot): void {
      const changes = changesOf(snapshot);
      const unchanged = snapshot.lastPage === saved.lastPage && Object.keys(changes).length === 0;
      if (pending === null && unchanged) return;
      pending = snapshot;
      key = null;
      // Only what the server does not have yet: merged back at the next login, it cannot put
      // this tab's older copy of other answers over newer ones given elsewhere.
      void deps.saveLocal({ ...snapshot, history: changes, unsynced: true });
      if (timer !== null) deps.clearTimer(timer);
      timer = deps.setTimer(() => void flush(), deps.debounceMs);
    },
    flush,
    flushLeaving,
    /** Marks `snapshot` as what the server holds (restored at login). */
    markSynced(snapshot: HistorySnapshot): void {
      saved = snapshot;
    },
    /** Whether anything (answers, or only the pages visited) is waiting to reach the server. */
    hasPending: () => pending !== null,
    /** Whether answers given here, not only pages visited, are waiting to reach the server. */
    hasUnsentAnswers: () =>
      pending !== null &&
      Object.values(changesOf(pending)).some((answers) => Object.keys(answers).length > 0),
    /** Forgets what is pending (logout). */
    cancel(): void {
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
      pending = null;
      key = null;
      saved = NOTHING_SAVED;
      backoff.reset();
    },
  };
}
export type HistorySync = ReturnType<typeof createHistorySync>;

/** A local copy as stored: whose answers they are (the student's `user_uuid`) and the copy. */
export interface StoredHistory extends LocalHistory {
  owner: string;
}

/** Reads a local copy written by `saveLocal`; anything else is `null`. */
export function parseLocalHistory(value: unknown): StoredHistory | null {
  if (typeof value !== 'object' || value === null) return null;
  const { history, lastPage, unsynced, owner } = value as Record<string, unknown>;
  const parsedHistory = NavigationHistorySchema.safeParse(history);
  const parsedPage = PageIdSchema.safeParse(lastPage);
  if (!parsedHistory.success || !parsedPage.success) return null;
  if (typeof unsynced !== 'boolean' || typeof owner !== 'string') return null;
  return { history: parsedHistory.data, lastPage: parsedPage.data, unsynced, owner };
}

/** Sends the optional-module state (`commit_optional_history`); failures are silent (docs/product.md §8). */
export async function commitOptionalHistory(
  request: ApiRequest,
  state: OptionalHistory,
  key: string,
): Promise<void> {
  try {
    await request('/activity/commit_optional_history', {
      method: 'POST',
      body: state,
      headers: { 'Idempotency-Key': key },
      schema: CommitOptionalHistoryResponseSchema,
    });
  } catch {
    // docs/product.md §8: optional-history failures are silently ignored.
  }
}
