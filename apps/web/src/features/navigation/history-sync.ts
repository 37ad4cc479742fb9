import {
  CommitNavigationHistoryResponseSchema,
  MODULE_COMPLETE_ANSWER,
  NavigationHistorySchema,
  PageIdSchema,
  heldAnswers,
  marksCompletion,
  mergeNavigationHistory,
  moduleOfPage,
  navigationHistoryChanges,
  previousLists,
  sameAnswerValue,
  type NavigationHistory,
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
  /**
   * With unsent answers: what the server held of each when it was changed here (one it lacked
   * is left out). Kept answers are sent at a login only while the server still holds that: one
   * changed since on another device or tab is newer there (`stillUnsent`).
   */
  base?: NavigationHistory;
}

/**
 * The answers of a kept copy still worth sending to a server that holds `server`: those it held
 * as they were when changed here (the copy's `base`), every one of a copy without a base. An
 * answer the server holds otherwise was changed since elsewhere, or this one reached it.
 */
export function stillUnsent(copy: LocalHistory, server: NavigationHistory): NavigationHistory {
  const { base } = copy;
  if (base === undefined) return copy.history;
  return Object.fromEntries(
    Object.entries(copy.history).map(([page, answers]) => [
      page,
      Object.fromEntries(
        Object.entries(answers).filter(([id]) =>
          sameAnswerValue(server[page]?.[id], base[page]?.[id]),
        ),
      ),
    ]),
  );
}

export interface HistorySyncDeps {
  request: ApiRequest;
  /** Writes the encrypted local copies (this tab's, and the device's with remember-me); never throws. */
  saveLocal: (copy: LocalHistory) => Promise<void>;
  newKey: () => string;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  debounceMs: number;
  /**
   * Runs `retry` once the student's other commits have reached the server, when some are still
   * waiting: a history the server refused (400, "the path does not open these modules") can be
   * one that reached it before the drug choice or screening that opens them, held back by an
   * outage. With none waiting, a refused history waits for the next change (a refused
   * completion alone is set aside, and the rest sent at once).
   */
  retryAfterCommits?: (retry: () => void) => void;
  /**
   * Told whether the last save reached the server (true) or found no connection (false): a dead
   * signal the browser still calls online shows only here on a page whose answers go in the
   * history (free text, say), so the banner says it.
   */
  onReach?: (reached: boolean, timedOut?: boolean) => void;
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

/** One list answer (`page`, `id`), as a set member. */
const listKey = (page: string, id: string) => `${page}\u0000${id}`;

/** The list answers a commit carries. */
function listsOf(changes: NavigationHistory): string[] {
  return Object.entries(changes).flatMap(([page, answers]) =>
    Object.entries(answers)
      .filter(([, value]) => Array.isArray(value))
      .map(([id]) => listKey(page, id)),
  );
}

/**
 * The pages of `changes` whose completion answer a refusal names: pages the server's content
 * does not have (`fields.pages`), or pages of modules the path does not open to the student
 * (`fields.modules`).
 */
function refusedCompletionPages(error: ApiError, changes: NavigationHistory): string[] {
  const pages = error.fields?.pages ?? [];
  const modules = error.fields?.modules ?? [];
  return Object.keys(changes).filter(
    (page) =>
      marksCompletion(changes, page) &&
      (pages.includes(page) || modules.includes(moduleOfPage(page) ?? '')),
  );
}

/** One commit as sent: resent with the same key only with the very same body. */
interface Attempt {
  snapshot: HistorySnapshot;
  key: string;
  body: ReturnType<typeof navigationCommit>;
  changes: NavigationHistory;
  /** The lists this commit made unsure: they were not unsure before it was sent. */
  madeUnsure: string[];
  abort: AbortController;
}

/**
 * Sends the navigation history to the server (`commit_navigation_history`) and keeps the
 * encrypted local copy. `schedule` debounces; `flush` sends now (page leave, module change). A
 * failed commit stays pending and is sent again, the very same body with the same
 * `Idempotency-Key`, at the next flush, so a weak signal loses nothing and a repeated request
 * is stored once.
 *
 * Only what changed since the server last had this tab's history is sent (core's
 * `navigationHistoryChanges`), and the server adds it to what it holds: a tab left open, or a
 * second device, cannot send back older answers over ones given since elsewhere. A list is sent
 * with the copy it was changed from (`previous`), so the server merges it with another device's
 * changes; but a list carried by a commit whose fate is unknown (no answer came back: it may be
 * stored or not, or it is still on its way) has no sure copy, so until a commit carrying it is
 * answered it is sent whole and replaces the server's, never merged as if the server's copy were
 * another device's (which kept a statement edited after a lost answer twice).
 *
 * A completion the server refuses (a page its content does not have, a module the path does not
 * open yet) is set aside and the rest of the commit sent again at once: one refused answer never
 * holds back the others, then or in any later commit. What is set aside is tried again once the
 * student's other commits have reached the server (`retryAfterCommits`), which may open it.
 */
export function createHistorySync(deps: HistorySyncDeps) {
  let pending: HistorySnapshot | null = null;
  /** The newest snapshot scheduled: what a completion set aside is sent from again. */
  let latest: HistorySnapshot | null = null;
  /** Pages whose completion answer the server refused: left out of every commit until a retry. */
  const setAside = new Set<string>();
  let timer: unknown = null;
  let inFlight: Promise<boolean> | null = null;
  /** The last commit built, until it is answered or refused: what a retry sends again. */
  let attempt: Attempt | null = null;
  /** Lists the server may or may not hold as this tab last sent them. */
  const unsure = new Set<string>();
  /** A save that failed on the way (no connection, the server briefly down) is tried again. */
  const backoff = createBackoff();
  /** What the server holds of this tab's history as far as it knows: changes are sent against it. */
  let saved: HistorySnapshot = NOTHING_SAVED;
  function changesOf(snapshot: HistorySnapshot): NavigationHistory {
    const changes = navigationHistoryChanges(saved.history, snapshot.history);
    for (const page of setAside) {
      const answers = changes[page];
      if (answers === undefined || !(MODULE_COMPLETE_ANSWER in answers)) continue;
      const { [MODULE_COMPLETE_ANSWER]: _refused, ...rest } = answers;
      // A page already held with nothing else new is no change; a first visit stays one.
      if (Object.keys(rest).length === 0 && page in saved.history) delete changes[page];
      else changes[page] = rest;
    }
    return changes;
  }

  /** Sends again, from the newest snapshot, the completions set aside. */
  function retrySetAside(): void {
    setAside.clear();
    if (latest !== null && Object.keys(changesOf(latest)).length > 0) {
      pending ??= latest;
      void flush();
    }
  }

  /** The commit for `snapshot`: its changes, unsure lists always among them and sent whole. */
  function build(snapshot: HistorySnapshot): Attempt {
    const changes = changesOf(snapshot);
    for (const [page, answers] of Object.entries(snapshot.history)) {
      for (const [id, value] of Object.entries(answers)) {
        if (unsure.has(listKey(page, id))) changes[page] = { ...changes[page], [id]: value };
      }
    }
    const previous = previousLists(saved.history, changes);
    for (const [page, lists] of Object.entries(previous)) {
      for (const id of Object.keys(lists)) {
        if (unsure.has(listKey(page, id))) delete lists[id];
      }
      if (Object.keys(lists).length === 0) delete previous[page];
    }
    const madeUnsure = listsOf(changes).filter((list) => !unsure.has(list));
    for (const list of madeUnsure) unsure.add(list);
    return {
      snapshot,
      key: deps.newKey(),
      body: navigationCommit(changes, previous, snapshot.lastPage),
      changes,
      madeUnsure,
      abort: new AbortController(),
    };
  }

  async function send(leaving = false): Promise<boolean> {
    if (pending === null) return true;
    if (attempt === null || attempt.snapshot !== pending) {
      // Something newer than a commit on its way as the page goes: that commit is stopped if it
      // has not left yet, so it cannot land after the one that replaces it (which carries its
      // lists whole). One with nothing newer is sent again as it is, under its key.
      if (leaving && inFlight !== null) attempt?.abort.abort();
      attempt = build(pending);
    }
    const mine = attempt;
    try {
      await deps.request('/activity/commit_navigation_history', {
        method: 'POST',
        body: mine.body,
        headers: { 'Idempotency-Key': mine.key },
        schema: CommitNavigationHistoryResponseSchema,
        keepalive: leaving,
        ...(leaving ? {} : { signal: mine.abort.signal }),
      });
      saved = {
        history: mergeNavigationHistory(saved.history, mine.changes),
        lastPage: mine.snapshot.lastPage,
      };
      // The server holds these lists as sent: sure again.
      for (const list of listsOf(mine.changes)) unsure.delete(list);
      if (attempt === mine) attempt = null;
      if (pending === mine.snapshot) {
        pending = null;
        await deps.saveLocal({ ...mine.snapshot, unsynced: false });
      }
      backoff.reset();
      deps.onReach?.(true);
      return true;
    } catch (error) {
      if (!worthRetrying(error)) {
        // Refused: nothing of it was stored. A new commit is built for the next try.
        for (const list of mine.madeUnsure) unsure.delete(list);
        if (attempt === mine) attempt = null;
        const refused =
          error instanceof ApiError ? refusedCompletionPages(error, mine.changes) : [];
        if (!leaving) {
          deps.retryAfterCommits?.(refused.length > 0 ? retrySetAside : () => void flush());
        }
        if (refused.length === 0) return false;
        // Each round sets aside at least one more page, so this ends.
        for (const page of refused) setAside.add(page);
        return send(leaving);
      }
      if (!(error instanceof ApiError) || error.status === 0) {
        deps.onReach?.(false, error instanceof ApiError && error.code === 'timeout');
      }
      // docs/product.md §8: navigation-history failures are silent; the snapshot stays pending
      // and is tried again, later each time, unless something newer is already on its way.
      if (!leaving && timer === null) {
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
   * outlives it. A commit already on its way would be cancelled with the page, so with nothing
   * newer it is sent again under the same `Idempotency-Key` (the server stores it once); with
   * something newer it is stopped if it can be and replaced by a commit that carries its lists
   * whole and its other answers again, so the server ends with the newest either way.
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
      latest = snapshot;
      const changes = changesOf(snapshot);
      const unchanged = snapshot.lastPage === saved.lastPage && Object.keys(changes).length === 0;
      if (pending === null && unchanged && unsure.size === 0) return;
      pending = snapshot;
      // Only what the server does not have yet: merged back at the next login, it cannot put
      // this tab's older copy of other answers over newer ones given elsewhere.
      void deps.saveLocal({
        ...snapshot,
        history: changes,
        base: heldAnswers(saved.history, changes),
        unsynced: true,
      });
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
      latest = null;
      attempt = null;
      unsure.clear();
      setAside.clear();
      saved = NOTHING_SAVED;
      backoff.reset();
    },
  };
}
export type HistorySync = ReturnType<typeof createHistorySync>;

/**
 * A local copy as stored: whose answers they are (the student's `user_uuid`) and the copy; which
 * page load wrote it (`load`, a random id per load of the app) and when (`at`, ms since the
 * epoch), so a tab can tell another tab's copy on the device from its own. Copies written before
 * these were kept have neither.
 */
export interface StoredHistory extends LocalHistory {
  owner: string;
  load?: string;
  at?: number;
}

/** Reads a local copy written by `saveLocal`; anything else is `null`. */
export function parseLocalHistory(value: unknown): StoredHistory | null {
  if (typeof value !== 'object' || value === null) return null;
  const { history, lastPage, unsynced, owner, load, at, base } = value as Record<string, unknown>;
  const parsedHistory = NavigationHistorySchema.safeParse(history);
  const parsedPage = PageIdSchema.safeParse(lastPage);
  if (!parsedHistory.success || !parsedPage.success) return null;
  if (typeof unsynced !== 'boolean' || typeof owner !== 'string') return null;
  const copy: StoredHistory = {
    history: parsedHistory.data,
    lastPage: parsedPage.data,
    unsynced,
    owner,
  };
  const parsedBase = NavigationHistorySchema.safeParse(base);
  if (parsedBase.success) copy.base = parsedBase.data;
  if (typeof load === 'string') copy.load = load;
  if (typeof at === 'number' && Number.isFinite(at)) copy.at = at;
  return copy;
}

/** Where the optional-module state goes (`commit_optional_history`). */
export const OPTIONAL_HISTORY_PATH = '/activity/commit_optional_history';
