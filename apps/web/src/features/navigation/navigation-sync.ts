import {
  CommitOptionalHistoryResponseSchema,
  NAVIGATION_SETTLE_MS,
  mergeNavigationHistory,
  navigationWaitMs,
  shouldPersistState,
  type NavigationHistory,
} from '@clearpath/core';
import { apiRequest } from '../../lib/api-client';
import { deviceCookies } from '../../lib/device-cookies';
import { encryptedStorage, tabStorage } from '../../lib/encrypted-storage';
import { requestTracker, trackerNow } from '../../lib/request-tracker';
import { registerSessionReset } from '../../lib/session-reset';
import { registerSessionStart, type SessionStart } from '../../lib/session-start';
import { underTabLock } from '../../lib/tab-lock';
import {
  HISTORY_DEBOUNCE_MS,
  OPTIONAL_HISTORY_PATH,
  createHistorySync,
  parseLocalHistory,
  stillUnsent,
  type LocalHistory,
  type StoredHistory,
} from './history-sync';
import { commitQueue, useCommitQueueState } from '../profile/profile-sync';
import { setNavigationEffects, useNavigationStore } from './navigation-store';
import { useHistoryReach } from './history-reach';

/**
 * The encrypted entry that keeps answers not yet sent: in this tab (a reload straight after
 * typing, before the commit is stored, loses nothing) and on the device (a tab closed offline),
 * and once sent on the device only with remember-me.
 */
const LOCAL_ENTRY = 'navigation';

/**
 * Where a copy another tab left unsent on the device goes when this tab writes its own: tabs do
 * not share their answers, so the device's one copy holds one tab's, and writing over a copy of
 * answers typed offline in a tab since closed would lose them. `<entry>:<that load's id>`.
 */
const WAITING_PREFIX = 'navigation-waiting:';
/** Set aside under this name: a copy written before copies said which load wrote them. */
const EARLIER_LOAD = 'earlier';

/** This load of the app: its copies on the device say so (`StoredHistory.load`). */
const LOAD_ID = crypto.randomUUID();
/**
 * The copies (`copyId`) whose unsent answers this tab took over when the session was restored:
 * written over, not set aside. A later copy of the same load (a tab still open) is set aside.
 */
const adopted = new Set<string>();
/** A copy on the device, told apart from the other copies of its load by when it was written. */
const copyId = (copy: StoredHistory) => `${copy.load ?? EARLIER_LOAD}@${copy.at ?? 0}`;

/** The student whose answers the local copies hold; `null` between sessions. */
let owner: string | null = null;
/** The newest copy not yet written, and the writes under way. */
let latest: StoredHistory | null = null;
let writing: Promise<void> | null = null;

/**
 * Writes the newest copy, one write at a time, so an older copy never lands after a newer one.
 * Copies that a newer one replaces while a write is under way (typing) are never written: each
 * write encrypts the whole history. Resolves once the newest copy is written.
 */
function saveLocal(copy: LocalHistory): Promise<void> {
  if (owner === null) return writing ?? Promise.resolve();
  latest = { ...copy, owner, load: LOAD_ID, at: Date.now() };
  writing ??= (async () => {
    for (let next: StoredHistory | null = latest; next !== null; next = latest) {
      latest = null;
      try {
        await tabStorage.write(LOCAL_ENTRY, next);
        // One tab at a time: a copy read to be set aside is not replaced in between.
        await underTabLock('clearpath-navigation-copy', () => saveOnDevice(next));
        // The student logged out while it was encrypted: nothing of theirs stays behind.
        if (owner !== next.owner) await removeLocalCopies(next.owner);
      } catch {
        // Storage full or unavailable: the server copy is the only one.
      }
    }
    writing = null;
  })();
  return writing;
}

/**
 * Writes `next` on the device while the server lacks it, as the commit queue keeps its commits:
 * a tab closed offline loses nothing. Once sent, it stays on the device only with remember-me.
 * Another tab's unsent copy there is set aside first, never written over; this load's own copy
 * set aside by another tab is outdone by `next` (it holds every answer not yet sent) and goes.
 */
async function saveOnDevice(next: StoredHistory): Promise<void> {
  // Only a copy that is there is decrypted: once removed, a save here reads nothing.
  const there = encryptedStorage.has(LOCAL_ENTRY)
    ? await copyOf(encryptedStorage, next.owner)
    : null;
  if (there?.unsynced && there.load !== LOAD_ID && !adopted.has(copyId(there))) {
    await encryptedStorage.write(WAITING_PREFIX + (there.load ?? EARLIER_LOAD), there);
  }
  if (next.unsynced || shouldPersistState(deviceCookies.rememberMe())) {
    await encryptedStorage.write(LOCAL_ENTRY, next);
  } else if (there !== null) {
    encryptedStorage.remove(LOCAL_ENTRY);
  }
  encryptedStorage.remove(WAITING_PREFIX + LOAD_ID);
}

/** `student`'s unsent copies other tabs left on the device, by entry name. */
async function waitingCopies(student: string): Promise<Map<string, StoredHistory>> {
  const found = new Map<string, StoredHistory>();
  for (const name of encryptedStorage.names(WAITING_PREFIX)) {
    const copy = await copyOf(encryptedStorage, student, name);
    if (copy?.unsynced) found.set(name, copy);
  }
  return found;
}

/** Removes `student`'s copies, this tab's and the device's, those set aside included. */
async function removeLocalCopies(student: string): Promise<void> {
  tabStorage.remove(LOCAL_ENTRY);
  encryptedStorage.remove(LOCAL_ENTRY);
  for (const name of (await waitingCopies(student)).keys()) encryptedStorage.remove(name);
}

/**
 * Whether the device's copy (another tab's, with remember-me) holds answers of `student` that
 * never reached the server: a logout here would clear them.
 */
export async function answersKeptOnDevice(student: string): Promise<boolean> {
  const local = await copyOf(encryptedStorage, student);
  const copies = [...(await waitingCopies(student)).values()];
  if (local?.unsynced) copies.push(local);
  return copies.some((copy) =>
    Object.values(copy.history).some((answers) => Object.keys(answers).length > 0),
  );
}

/** Resolves once the local copies hold the newest answers (or nothing, after a logout). */
export const localCopiesWritten = (): Promise<void> => writing ?? Promise.resolve();

/**
 * `student`'s copy in `storage`; `null` when it holds another student's or none, `undefined`
 * when it cannot be read (another device key, or tampered with).
 */
async function copyOf(
  storage: typeof tabStorage,
  student: string,
  name = LOCAL_ENTRY,
): Promise<StoredHistory | null | undefined> {
  try {
    const local = parseLocalHistory(await storage.read(name));
    return local?.owner === student ? local : null;
  } catch {
    return undefined;
  }
}

/** Answers kept on this device but never sent, and the copies they came from. */
interface UnsentAnswers {
  history: NavigationHistory;
  lastPage: string;
  /** The copies they come from (`copyId`), this tab's own earlier load's left out. */
  copies: string[];
  /** The entries other tabs' copies were set aside in. */
  waiting: string[];
}

/**
 * This student's answers kept here but never sent: every tab's copy left on the device (the
 * device's own and those set aside), oldest first, with this tab's copy over them, which no copy
 * of the same load is newer than. With the `server`'s history, only the answers it still holds
 * as they were when changed here (history-sync's `stillUnsent`). `null` when there are none.
 */
async function unsentAnswers(
  student: string,
  server: NavigationHistory | null,
): Promise<UnsentAnswers | null> {
  const tab = await copyOf(tabStorage, student);
  const waiting = await waitingCopies(student);
  const device = await copyOf(encryptedStorage, student);
  const copies = [...waiting.values()];
  if (device?.unsynced) copies.push(device);
  const others = copies
    .filter((copy) => tab?.load === undefined || copy.load !== tab.load)
    .sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
  const all = tab?.unsynced ? [...others, tab] : others;
  if (all.length === 0) return null;
  let history: NavigationHistory = {};
  for (const copy of all) {
    history = mergeNavigationHistory(history, server ? stillUnsent(copy, server) : copy.history);
  }
  return {
    history,
    lastPage: all.at(-1)?.lastPage ?? '',
    copies: others.map(copyId),
    waiting: [...waiting.keys()],
  };
}

/**
 * How the student entered the module they are in ("Repeat Module": review; "Want to learn
 * more?": optional), kept for the tab: a reload or a discarded tab goes on in that mode, so
 * 'my influences' still leads back to the menu (docs/product.md §4) and a repeat stays a repeat.
 */
const MODE_ENTRY = 'navigation-mode';
type EnteredMode = 'review' | 'optional';

function enteredMode(state: { review_mode: boolean; optional_mode: boolean }): EnteredMode | null {
  if (state.review_mode) return 'review';
  return state.optional_mode ? 'optional' : null;
}

/** `student`'s mode kept in this tab, or null. */
async function keptMode(student: string): Promise<EnteredMode | null> {
  try {
    const kept = (await tabStorage.read(MODE_ENTRY)) as { owner?: unknown; mode?: unknown } | null;
    if (kept?.owner !== student) return null;
    return kept.mode === 'review' || kept.mode === 'optional' ? kept.mode : null;
  } catch {
    return null;
  }
}

/** The mode's writes, one after another: a removal never lands before a write begun earlier. */
let modeKept: Promise<void> = Promise.resolve();

function keepMode(mode: EnteredMode | null, student: string | null): void {
  modeKept = modeKept
    .then(() =>
      mode === null || student === null
        ? tabStorage.remove(MODE_ENTRY)
        : tabStorage.write(MODE_ENTRY, { owner: student, mode }),
    )
    .catch(() => undefined);
}

useNavigationStore.subscribe((state, previous) => {
  const mode = enteredMode(state);
  if (owner !== null && mode !== enteredMode(previous)) keepMode(mode, owner);
});

const newKey = () => crypto.randomUUID();

export const historySync = createHistorySync({
  request: apiRequest,
  saveLocal,
  newKey,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  debounceMs: HISTORY_DEBOUNCE_MS,
  onReach: (reached, timedOut = false) =>
    useHistoryReach.setState({ unreachable: !reached, slow: !reached && timedOut }),
  retryAfterCommits: (retry) => {
    // Only when commits can still be sent: idle() then waits for them (not a loop of refusals).
    const { waiting, held } = useCommitQueueState.getState();
    if (waiting - held > 0) void commitQueue.idle().then(retry);
  },
});

setNavigationEffects({
  historyChanged: (history, lastPage) => historySync.schedule({ history, lastPage }),
  saveHistoryNow: (history, lastPage) => {
    historySync.schedule({ history, lastPage });
    void historySync.flush();
  },
  // In the commit queue, like every answer: kept on the phone and sent again until stored (a
  // module unlocked as the signal dropped stays unlocked). A refusal is silent (§8).
  saveOptional: (state) =>
    void commitQueue
      .send(OPTIONAL_HISTORY_PATH, state, CommitOptionalHistoryResponseSchema)
      .catch(() => undefined),
});

/**
 * Restores the store from the login answer; this student's answers kept in this tab or on this
 * device that never reached the server (a reload before the commit was stored, a dropped
 * connection before the tab closed) are merged back in and sent.
 */
async function restore(session: SessionStart): Promise<void> {
  const store = useNavigationStore.getState();
  const student = session.user.user_uuid;
  // Read before the store is filled afresh, which starts in the standard mode.
  const mode = keptMode(student);
  owner = student;
  // Answers changed elsewhere since a copy kept them are not sent back over the newer ones; a
  // session opened from the phone's copy has no server history to tell by.
  const unsent = unsentAnswers(
    student,
    session.fromDevice === true ? null : (session.navigation_history ?? {}),
  );
  store.hydrate(session);
  const fromDevice = session.fromDevice === true;
  if (session.last_page && !fromDevice) {
    historySync.markSynced({
      history: session.navigation_history ?? {},
      lastPage: session.last_page,
    });
  }
  const local = await unsent;
  // The mode comes back after the merge below: in review mode no answer is set.
  const enterMode = async () => {
    const entered = await mode;
    if (entered === 'review') store.enterReview();
    else if (entered === 'optional') store.enterOptional();
  };
  if (fromDevice && session.last_page) {
    // The phone's session already holds the answers it never sent: the server has what it
    // holds less those, which go once the signal is back.
    historySync.markSynced({
      history: withoutAnswers(session.navigation_history ?? {}, local?.history ?? {}),
      lastPage: session.last_page,
    });
  }
  if (local === null) return enterMode();
  // Other tabs' copies are this tab's to send now: its own copy, written over theirs on the
  // device, holds their answers from here on.
  for (const copy of local.copies) adopted.add(copy);
  for (const [page, answers] of Object.entries(local.history)) {
    for (const [dataId, value] of Object.entries(answers)) store.setAnswer(page, dataId, value);
  }
  await enterMode();
  if (fromDevice) {
    const lastPage = session.last_page ?? local.lastPage;
    historySync.schedule({ history: useNavigationStore.getState().navigation_history, lastPage });
  }
  if (historySync.hasPending()) {
    void historySync.flush();
  } else {
    // The server had them all already (the commit sent as the page went arrived): the copies
    // say so, or a logout would warn of answers that are not waiting.
    const lastPage = session.last_page ?? local.lastPage;
    void saveLocal({ history: {}, lastPage, unsynced: false });
  }
  // Once this tab's copy holds them, the copies set aside go: kept, a later login would send
  // their answers again over newer ones.
  await localCopiesWritten();
  if (owner === student) local.waiting.forEach((name) => encryptedStorage.remove(name));
}

/** `history` without the answers `unsent` holds (each page it visited kept, if emptied). */
function withoutAnswers(history: NavigationHistory, unsent: NavigationHistory): NavigationHistory {
  return Object.fromEntries(
    Object.entries(history).map(([page, answers]) => [
      page,
      Object.fromEntries(
        Object.entries(answers).filter(([id]) => !Object.hasOwn(unsent[page] ?? {}, id)),
      ),
    ]),
  );
}

let restoring: Promise<void> = Promise.resolve();
registerSessionStart((session) => {
  restoring = restore(session);
});

/** Resolves once the last session's restore, the merge of unsent answers included, is done. */
export const sessionRestored = (): Promise<void> => restoring;
registerSessionReset(() => {
  historySync.cancel();
  keepMode(null, null);
  owner = null;
  latest = null;
  adopted.clear();
  useHistoryReach.setState({ unreachable: false, slow: false });
});
requestTracker.subscribe((state) =>
  useNavigationStore.setState({ pendingRequests: state.pendingRequests }),
);

if (typeof window !== 'undefined') {
  // Leaving or hiding the page sends what is pending at once, in a request that outlives the
  // page; the tab's copy covers a reload whose login is answered before that commit is stored.
  window.addEventListener('pagehide', () => void historySync.flushLeaving());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void historySync.flushLeaving();
  });
  window.addEventListener('online', () => void historySync.flush());
}

/**
 * Resolves when navigation may continue (docs/product.md §4): once no request is pending and
 * NAVIGATION_SETTLE_MS has passed since the last one ended. On a page where nothing has been
 * pending for that long, at once: the tap shows the next page without a fixed delay (issue #19).
 */
type TrackedRequests = { pendingRequests: number; idleSince: number };

export function waitForNavigationReady(
  tracker: {
    getState: () => TrackedRequests;
    subscribe: (listener: (state: TrackedRequests) => void) => () => void;
  } = requestTracker,
  settleMs: number = NAVIGATION_SETTLE_MS,
  now: () => number = trackerNow,
): Promise<void> {
  return new Promise((resolve) => {
    /** Starts the settle time if nothing is pending; false while something is. */
    const settle = (state: TrackedRequests): boolean => {
      const wait = navigationWaitMs(state.pendingRequests, now() - state.idleSince, settleMs);
      if (wait === null) return false;
      if (wait === 0) resolve();
      else setTimeout(resolve, wait);
      return true;
    };
    if (settle(tracker.getState())) return;
    const unsubscribe = tracker.subscribe((state) => {
      if (settle(state)) unsubscribe();
    });
  });
}
