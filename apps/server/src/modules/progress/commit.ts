import { hash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { EventKind } from '../../db/schema';
import { AppError, isDatabaseUnavailable, isUniqueViolation } from '../../errors';
import type { SessionSeen } from '../auth/service';
import * as repo from './repository';
import { savedStateFromColumns, type SavedState } from './state';

/** Who commits: the authenticated participant, and the session the request came with. */
export interface Committer {
  id: string;
  tenantId: string;
  /** Checked again inside the commit's transaction: an ended session stores nothing. */
  tokenHash?: string;
  /** How the session was found live, for a process that owns its database (`soleOwner`). */
  sessionSeen?: SessionSeen;
}

/** One commit as an event: its kind, type number (activity and score commits) and value. */
interface CommitInput {
  kind: EventKind;
  type?: number | null;
  value: unknown;
  /** The request's Idempotency-Key header, if any. */
  idempotencyKey?: string | undefined;
}

/** What a commit does to the saved state: the next state, whether it changed, the answer. */
export interface CommitDecision<R> {
  state: SavedState;
  applied: boolean;
  response: R;
}

/** The per-student storage bounds (docs/product.md §5; README configuration). */
export interface CommitLimits {
  /** Commits one student may store per minute; more are answered 429 with Retry-After. */
  commitsPerMinute: number;
  /** Bytes of answers one student may store in all; more are answered 413. */
  storedBytesPerStudent: number;
}

export interface CommitRecorderDeps {
  db: Database;
  now: () => Date;
  limits?: CommitLimits;
  /** Commits written in one transaction at most. */
  maxBatch?: number;
  /** Batch transactions in flight at once (PGlite has one connection: 1). */
  maxInFlight?: number;
  /**
   * Lock the students' rows for the batch (default). PGlite runs one transaction at a time on
   * its one connection, so nothing can change them meanwhile: it skips the locks' writes.
   */
  rowLocks?: boolean;
  /**
   * Runs inside each batch transaction before COMMIT. Tests inject failures here; with it set,
   * every batch takes the locking path (a transaction), never the one-statement write.
   */
  beforeCommit?: (tx: Database) => Promise<void>;
  /** Told, after each batch is committed, how many commits it stored (the embedded upkeep). */
  onStored?: (commits: number) => void;
  /**
   * Set when this process alone uses the database (PGlite, its folder locked: db/data-dir-
   * lock.ts). `changes` is the session cache's change count (`LookupCache.changes`), which every
   * session or participant change announced by the database moves. A batch of students whose
   * rows are known here, each of whose sessions was found live with the count it still has and
   * has not expired, is written without the database's check of rows and sessions: nothing but
   * this process writes the rows, and a session cannot have ended unannounced. The count is
   * read again once PGlite runs the statement (`writeOwnBatch`); if it moved, the checked
   * statement runs instead.
   */
  soleOwner?: { changes: () => number };
  /**
   * How far ahead of what is stored a student's counters are written (default none): a batch
   * then writes a row whose state did not change only when its counters pass what the row
   * holds, instead of at every commit. The rows hold the counters ahead, so a process that
   * stops without writing them back (a crash) leaves each bound stricter by at most this, never
   * looser; `settle` writes them back on a clean stop. Only for a process that owns its
   * database: another process reading the row would take the counters ahead as stored.
   */
  counterReserve?: CounterReserve;
}

/** See `CommitRecorderDeps.counterReserve`. */
export interface CounterReserve {
  /** Bytes of answers. */
  bytes: number;
  /** Commits of the current minute. */
  commits: number;
}

/**
 * The embedded database's reserve: a row is written about once every 16 commits of a student
 * whose answers change nothing, and a crash costs a student at most 16 commits of that minute
 * and 64 KiB of their 10 MB (by default) of answers.
 */
export const EMBEDDED_COUNTER_RESERVE: CounterReserve = { bytes: 65_536, commits: 16 };
const NO_RESERVE: CounterReserve = { bytes: 0, commits: 0 };

const KEY_REUSED =
  'This Idempotency-Key was already used for a different answer. Send a new key with each answer.';
const SESSION_ENDED = 'Your session has ended. Please log in again with your access code.';
/** The 429's message, with the wait its Retry-After gives (up to a minute, not "a moment"). */
const tooManyCommits = (seconds: number) =>
  `You are saving answers faster than we can take them. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and send them again.`;
const STORAGE_FULL =
  'We cannot save any more answers for you: you have reached the storage limit for one student.';
const WINDOW_MS = 60_000;
// About 2–10 KB each: a few tens of MB at most.
const MAX_KNOWN_STATES = 5_000;
/** Rows whose counters `settle` writes back in one statement. */
const SETTLED_AT_ONCE = 1_000;

/**
 * A batch met an Idempotency-Key already stored, or would refuse a keyed commit that may be a
 * repeat: it is written again, looking the keys up first (a repeat is answered, never refused).
 */
class NeedsKeyLookup extends Error {}

export const DEFAULT_COMMIT_LIMITS: CommitLimits = {
  commitsPerMinute: 120,
  storedBytesPerStudent: 10_000_000,
};

function requestHash(input: CommitInput): string {
  return hash('sha256', JSON.stringify([input.kind, input.type ?? null, input.value]), 'base64url');
}

/** The size an answer counts for against the storage bound: its JSON in UTF-8. */
export function storedSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

interface Pending {
  committer: Committer;
  input: CommitInput;
  hash: string | null;
  bytes: number;
  at: Date;
  decide: (state: SavedState) => CommitDecision<unknown>;
  resolve: (response: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; response: unknown } | { ok: false; error: unknown };

/** A student's bound counters: bytes of answers stored, commits of the current minute. */
interface Counters {
  storedBytes: number;
  windowStartedAt: Date | null;
  windowCount: number;
}

/**
 * A participant's saved-state row: its state and counters as they stand, and the counters the
 * database holds for them (`stored`), the same or ahead (`CommitRecorderDeps.counterReserve`).
 */
interface KnownRow extends Counters {
  state: SavedState;
  version: number;
  stored: Counters;
}

/** A participant's row while a batch is decided: `row` as read, the rest as decided so far. */
interface Working extends Counters {
  liveTokens: Set<string>;
  row: KnownRow;
  state: SavedState;
  changed: boolean;
  version: number;
  touched: boolean;
}

function sameCounters(a: Counters, b: Counters): boolean {
  return (
    a.storedBytes === b.storedBytes &&
    a.windowCount === b.windowCount &&
    a.windowStartedAt?.getTime() === b.windowStartedAt?.getTime()
  );
}

/** Whether counters held (`stored`) still bound those that stand (`actual`): same minute, more. */
function covers(stored: Counters, actual: Counters): boolean {
  return (
    stored.windowStartedAt?.getTime() === actual.windowStartedAt?.getTime() &&
    stored.windowCount >= actual.windowCount &&
    stored.storedBytes >= actual.storedBytes
  );
}

function workingOn(row: KnownRow, liveTokens: Set<string>): Working {
  // Field by field: a spread with more fields after it is V8's slow path, on every commit.
  return {
    liveTokens,
    row,
    state: row.state,
    changed: false,
    version: row.version,
    storedBytes: row.storedBytes,
    windowStartedAt: row.windowStartedAt,
    windowCount: row.windowCount,
    touched: false,
  };
}

/** A row's version and the given counters, as the repository's statements take them. */
function asStored(participantId: string, version: number, counters: Counters): repo.ExpectedState {
  return {
    participantId,
    version,
    storedBytes: counters.storedBytes,
    commitWindowStartedAt: counters.windowStartedAt,
    commitWindowCount: counters.windowCount,
  };
}

/**
 * The counters a student's row holds after a batch: unchanged while they still bound the
 * student's (and the state is unchanged), else the student's with the reserve added.
 */
function storedAfter(student: Working, reserve: CounterReserve): Counters {
  if (!student.touched || (!student.changed && covers(student.row.stored, student))) {
    return student.row.stored;
  }
  return {
    storedBytes: student.storedBytes + reserve.bytes,
    windowStartedAt: student.windowStartedAt,
    windowCount: student.windowCount + reserve.commits,
  };
}

/** The saved-state rows a batch writes: those whose state or stored counters change. */
function stateUpdates(
  working: Map<string, Working>,
  now: Date,
  reserve: CounterReserve,
): repo.StateUpdate[] {
  const updates: repo.StateUpdate[] = [];
  for (const [participantId, student] of working) {
    const stored = storedAfter(student, reserve);
    if (!student.changed && stored === student.row.stored) continue;
    updates.push({
      participantId,
      state: student.changed ? student.state : null,
      version: student.version,
      updatedAt: now,
      storedBytes: stored.storedBytes,
      commitWindowStartedAt: stored.windowStartedAt,
      commitWindowCount: stored.windowCount,
    });
  }
  return updates;
}

/** The row a batch leaves: as decided when the batch wrote it, else as it was read. */
function rowAfter(student: Working, reserve: CounterReserve): KnownRow {
  if (!student.touched) return student.row;
  const { state, version, storedBytes, windowStartedAt, windowCount } = student;
  return {
    state,
    version,
    storedBytes,
    windowStartedAt,
    windowCount,
    stored: storedAfter(student, reserve),
  };
}

/**
 * Records commits by group commit (docs/architecture.md §3). Commits that arrive while a batch
 * transaction is in flight wait and are written together in the next one, with a fixed
 * number of set-based statements however many students the batch holds: lock the students'
 * saved-state rows (in id order) and check their sessions in the same statement, read the
 * states this process has no copy of, then append the events and save the states in one
 * statement. Each commit is then answered — only after COMMIT, so nothing is acknowledged that
 * is not durably stored. The unique index on (participant, Idempotency-Key) catches a
 * repeated key; the batch is then written again with the keys looked up first, and the
 * repeat answered as the first was.
 *
 * The guarantees of a single commit hold for each one in a batch: a student's commits apply
 * in arrival order (one student is never in two batches in flight at once, and within a batch
 * their commits are decided in order); a repeated Idempotency-Key is answered with the first
 * answer and stores nothing; a decision that refuses (409) or a bound that refuses (429, 413)
 * stores nothing for that commit and leaves the others alone. If the transaction fails, every
 * commit in it fails unless the database plainly rolled it back, in which case each is tried
 * again alone, so one bad commit cannot sink the others.
 */
export function createCommitRecorder(deps: CommitRecorderDeps) {
  const limits = deps.limits ?? DEFAULT_COMMIT_LIMITS;
  const maxBatch = deps.maxBatch ?? 256;
  const maxInFlight = deps.maxInFlight ?? 1;
  const rowLocks = deps.rowLocks ?? true;
  const reserve = deps.counterReserve ?? NO_RESERVE;
  /** Called once no batch is in flight and none waits (`settle`). */
  let idleWaiters: (() => void)[] = [];
  const queue: Pending[] = [];
  /** Participants with a commit in a batch in flight. */
  const busy = new Map<string, number>();
  let inFlight = 0;
  let scheduled = false;
  /**
   * The saved-state rows of recent students as this process last wrote or read them, state
   * parsed: a batch of students all known here is written in one statement that checks their
   * rows are unchanged (`writeKnown`); otherwise a batch reads a student's state from the
   * database only when the locked row has another version (the first commit here, or a change
   * made by another process).
   */
  const knownStates = new Map<string, KnownRow>();

  function remember(participantId: string, row: KnownRow) {
    knownStates.delete(participantId);
    knownStates.set(participantId, row);
    if (knownStates.size > MAX_KNOWN_STATES) {
      const oldest = knownStates.keys().next();
      if (!oldest.done) knownStates.delete(oldest.value);
    }
  }

  function schedule() {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    // Let the requests that arrived in this turn of the event loop join the batch.
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    if (inFlight >= maxInFlight) return;
    const batch: Pending[] = [];
    const waiting = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < maxBatch;) {
      const item = queue[i] as Pending;
      const id = item.committer.id;
      // A student with a commit in flight (or one left behind here) waits for the next batch.
      if (busy.has(id) || waiting.has(id)) {
        waiting.add(id);
        i += 1;
        continue;
      }
      batch.push(item);
      queue.splice(i, 1);
    }
    if (batch.length === 0) return;
    inFlight += 1;
    for (const item of batch) busy.set(item.committer.id, (busy.get(item.committer.id) ?? 0) + 1);
    void runBatch(batch).finally(() => {
      inFlight -= 1;
      for (const item of batch) {
        const left = (busy.get(item.committer.id) ?? 1) - 1;
        if (left === 0) busy.delete(item.committer.id);
        else busy.set(item.committer.id, left);
      }
      schedule();
      if (inFlight === 0 && queue.length === 0) {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const waiter of waiters) waiter();
      }
    });
    schedule();
  }

  async function runBatch(batch: Pending[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      try {
        outcomes = (await writeKnown(batch)) ?? (await writeBatch(batch, false));
      } catch (error) {
        // An Idempotency-Key already stored (a retried request): again, looking keys up first.
        if (!(error instanceof NeedsKeyLookup)) throw error;
        outcomes = await writeBatch(batch, true);
      }
    } catch (error) {
      if (batch.length > 1 && !isDatabaseUnavailable(error)) {
        // The database rolled the whole batch back: try each commit alone, in order.
        for (const item of batch) await runBatch([item]);
        return;
      }
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.ok) item.resolve(outcome.response);
      else item.reject(outcome.error);
    });
  }

  async function writeBatch(batch: Pending[], lookUpKeys: boolean): Promise<Outcome[]> {
    const now = deps.now();
    const { outcomes, working, stored } = await deps.db.transaction(async (tx) => {
      const tokenHashes = [...new Set(batch.flatMap((item) => item.committer.tokenHash ?? []))];
      const ids = [...new Set(batch.map((item) => item.committer.id))].sort();
      const locked = await repo.lockStates(tx, ids, tokenHashes, now, rowLocks);
      let missing: string[] = [];
      if (locked.length < ids.length) {
        const have = new Set(locked.map((row) => row.participantId));
        missing = ids.filter((id) => !have.has(id));
        await repo.createStates(tx, missing, now);
        locked.push(...(await repo.lockStates(tx, missing, tokenHashes, now, rowLocks)));
      }
      const stale = locked
        .filter((row) => knownStates.get(row.participantId)?.version !== row.version)
        .map((row) => row.participantId);
      const read = new Map<string, SavedState>();
      if (stale.length > 0) {
        for (const row of await repo.findStates(tx, stale)) {
          read.set(row.participantId, savedStateFromColumns(row));
        }
      }
      const working = new Map<string, Working>(
        locked.map((row) => {
          const known = knownStates.get(row.participantId);
          const stored: Counters = {
            storedBytes: row.storedBytes,
            windowStartedAt: row.commitWindowStartedAt,
            windowCount: row.commitWindowCount,
          };
          // The counters stand as this process knows them while the row holds what it wrote;
          // else as the row holds them (the reserve written ahead, if any, counted as used).
          const counters =
            known && known.version === row.version && sameCounters(known.stored, stored)
              ? known
              : stored;
          return [
            row.participantId,
            workingOn(
              {
                state: read.get(row.participantId) ?? (known?.state as SavedState),
                version: row.version,
                storedBytes: counters.storedBytes,
                windowStartedAt: counters.windowStartedAt,
                windowCount: counters.windowCount,
                stored,
              },
              new Set(row.liveTokens),
            ),
          ];
        }),
      );
      const accepted = batch.filter(
        (item) =>
          item.committer.tokenHash === undefined ||
          working.get(item.committer.id)?.liveTokens.has(item.committer.tokenHash),
      );
      const keyed = accepted.flatMap((item) =>
        item.input.idempotencyKey === undefined
          ? []
          : [{ participantId: item.committer.id, idempotencyKey: item.input.idempotencyKey }],
      );
      const earlier = new Map<string, { hash: string | null; response: unknown }>();
      if (lookUpKeys && keyed.length > 0) {
        for (const event of await repo.findKeyedEvents(tx, keyed)) {
          earlier.set(`${event.participantId} ${event.idempotencyKey}`, {
            hash: event.requestHash,
            response: event.response,
          });
        }
      }
      const { outcomes, events, keyLookupNeeded } = decideBatch(
        batch,
        working,
        earlier,
        lookUpKeys,
        now,
      );

      if (keyLookupNeeded) throw new NeedsKeyLookup();
      // A student whose first commit was refused has no saved state yet, as before it.
      const unused = missing.filter((id) => working.get(id)?.touched !== true);
      if (unused.length > 0) {
        await repo.deleteStates(tx, unused);
        for (const id of unused) working.delete(id);
      }
      if (events.length > 0) {
        const written = await repo.writeBatch(tx, events, stateUpdates(working, now, reserve));
        // A key already stored: the states written with it roll back with the transaction.
        if (written < events.length) {
          if (lookUpKeys) throw new Error('an Idempotency-Key was stored by a commit not locked');
          throw new NeedsKeyLookup();
        }
      }
      await deps.beforeCommit?.(tx);
      return { outcomes, working, stored: events.length };
    });
    // Committed: the rows are now so in the database too.
    for (const [participantId, student] of working) {
      remember(participantId, rowAfter(student, reserve));
    }
    if (stored > 0) deps.onStored?.(stored);
    return outcomes;
  }

  /**
   * The batch in one statement when every student's row is known here and each commit has a
   * session (the usual case: a student's commits after their first, on this process): decided
   * on the known rows, written only if the database still holds those rows and every session
   * is live (on a database this process owns, its own knowledge stands for that check while it
   * holds: `soleOwner`). Null when it does not apply or the check failed: the locking path then
   * decides the batch again from the database (a decision has no effect until it is written).
   */
  async function writeKnown(batch: Pending[]): Promise<Outcome[] | null> {
    if (deps.beforeCommit) return null;
    const working = new Map<string, Working>();
    const sessions = new Map<string, { participantId: string; tokenHash: string }>();
    for (const item of batch) {
      const { id, tokenHash } = item.committer;
      const known = knownStates.get(id);
      if (!known || tokenHash === undefined) return null;
      if (!working.has(id)) working.set(id, workingOn(known, new Set()));
      working.get(id)?.liveTokens.add(tokenHash);
      sessions.set(`${id} ${tokenHash}`, { participantId: id, tokenHash });
    }
    const now = deps.now();
    const { outcomes, events, keyLookupNeeded } = decideBatch(
      batch,
      working,
      new Map(),
      false,
      now,
    );
    // A refusal that may be a repeat needs the keys looked up; a batch that stores nothing
    // still needs its refusals checked against the database: both take the locking path.
    if (keyLookupNeeded || events.length === 0) return null;
    const updates = stateUpdates(working, now, reserve);
    let written: boolean;
    try {
      // This process's own knowledge first, where it stands for the check; else (or if a
      // change was announced before PGlite ran it) the statement that checks.
      const seen = ownKnowledgeHolds(batch, now);
      const own =
        seen === null
          ? null
          : await repo.writeOwnBatch(
              deps.db,
              { events, updates },
              () => deps.soleOwner?.changes() === seen,
            );
      written =
        own ??
        (await repo.writeKnownBatch(deps.db, {
          events,
          updates,
          expected: [...working].map(([participantId, { row }]) =>
            asStored(participantId, row.version, row.stored),
          ),
          sessions: [...sessions.values()],
          now,
          rowLocks,
        }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new NeedsKeyLookup();
      throw error;
    }
    if (!written) return null;
    for (const [participantId, student] of working) {
      remember(participantId, rowAfter(student, reserve));
    }
    deps.onStored?.(events.length);
    return outcomes;
  }

  /**
   * The session cache's change count, when this process owns its database and every commit's
   * session was found live at that count and expires after `now` (`soleOwner`); else null.
   */
  function ownKnowledgeHolds(batch: Pending[], now: Date): number | null {
    if (!deps.soleOwner) return null;
    const changes = deps.soleOwner.changes();
    for (const { committer } of batch) {
      const seen = committer.sessionSeen;
      if (seen?.changes !== changes || seen.expiresAt.getTime() <= now.getTime()) return null;
    }
    return changes;
  }

  /**
   * Decides a batch's commits in order on its students' rows (`working`, changed in place):
   * each commit's answer or refusal, and the events to append. `earlier` holds the
   * Idempotency-Keys already stored (looked up when `lookUpKeys`); a refused keyed commit
   * without that look-up sets `keyLookupNeeded`, since it may be a repeat, which is answered.
   */
  function decideBatch(
    batch: Pending[],
    working: Map<string, Working>,
    earlier: Map<string, { hash: string | null; response: unknown }>,
    lookUpKeys: boolean,
    now: Date,
  ): { outcomes: Outcome[]; events: repo.NewEvent[]; keyLookupNeeded: boolean } {
    const events: repo.NewEvent[] = [];
    let keyLookupNeeded = false;
    const outcomes = batch.map((item): Outcome => {
      const student = working.get(item.committer.id);
      const live =
        item.committer.tokenHash === undefined ||
        student?.liveTokens.has(item.committer.tokenHash) === true;
      if (!student || !live) {
        return { ok: false, error: new AppError('unauthorized', SESSION_ENDED) };
      }
      const key = item.input.idempotencyKey;
      const keyId = key === undefined ? undefined : `${item.committer.id} ${key}`;
      const first = keyId === undefined ? undefined : earlier.get(keyId);
      if (first) {
        // A repeat: answered as the first, stored once.
        if (first.hash !== item.hash) {
          return { ok: false, error: new AppError('conflict', KEY_REUSED) };
        }
        return { ok: true, response: first.response };
      }
      const refusal = boundRefusal(student, item, now);
      if (refusal) {
        if (key !== undefined && !lookUpKeys) keyLookupNeeded = true;
        return { ok: false, error: refusal };
      }
      let decision: CommitDecision<unknown>;
      try {
        decision = item.decide(student.state);
      } catch (error) {
        return { ok: false, error };
      }
      events.push({
        participantId: item.committer.id,
        tenantId: item.committer.tenantId,
        kind: item.input.kind,
        type: item.input.type ?? null,
        value: item.input.value,
        applied: decision.applied,
        idempotencyKey: key ?? null,
        requestHash: item.hash,
        response: key === undefined ? null : decision.response,
        createdAt: item.at,
      });
      student.touched = true;
      student.storedBytes += item.bytes;
      student.windowCount += 1;
      if (decision.applied) {
        student.state = decision.state;
        student.changed = true;
        student.version += 1;
      }
      if (keyId !== undefined) {
        earlier.set(keyId, { hash: item.hash, response: decision.response });
      }
      return { ok: true, response: decision.response };
    });
    return { outcomes, events, keyLookupNeeded };
  }

  /** 429 past the commits of this minute, 413 past the bytes of a student; else null. */
  function boundRefusal(student: Working, item: Pending, now: Date): AppError | null {
    const started = student.windowStartedAt?.getTime();
    if (started === undefined || now.getTime() - started >= WINDOW_MS || now.getTime() < started) {
      student.windowStartedAt = now;
      student.windowCount = 0;
    }
    if (student.windowCount >= limits.commitsPerMinute) {
      const waitMs = (student.windowStartedAt?.getTime() ?? 0) + WINDOW_MS - now.getTime();
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      return new AppError('rate_limited', tooManyCommits(seconds), undefined, {
        'Retry-After': String(seconds),
      });
    }
    if (student.storedBytes + item.bytes > limits.storedBytesPerStudent) {
      return new AppError('payload_too_large', STORAGE_FULL);
    }
    return null;
  }

  /** Resolves once no batch is in flight and none waits. */
  function idle(): Promise<void> {
    if (inFlight === 0 && queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  return {
    /**
     * Once every commit sent is answered, writes back the counters of the rows known here that
     * hold them ahead (`counterReserve`), so that a clean stop costs no student any of their
     * bounds. For a server that has stopped taking requests. Answers how many rows it wrote.
     */
    async settle(): Promise<number> {
      await idle();
      const rows = [...knownStates]
        .filter(([, row]) => !sameCounters(row.stored, row))
        .map(([participantId, row]) => ({
          expected: asStored(participantId, row.version, row.stored),
          counters: asStored(participantId, row.version, row),
        }));
      let written = 0;
      for (let start = 0; start < rows.length; start += SETTLED_AT_ONCE) {
        written += await repo.settleCounters(deps.db, rows.slice(start, start + SETTLED_AT_ONCE));
      }
      for (const { counters } of rows) knownStates.delete(counters.participantId);
      return written;
    },

    /**
     * Records one commit: `decide` computes the answer and the next state from the student's
     * saved state. Resolves with the answer once the commit is durably stored (or, for a
     * repeated Idempotency-Key, with the first answer).
     */
    record<R>(
      committer: Committer,
      input: CommitInput,
      decide: (state: SavedState) => CommitDecision<R>,
    ): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({
          committer,
          input,
          hash: input.idempotencyKey === undefined ? null : requestHash(input),
          bytes: storedSize(input.value),
          at: deps.now(),
          decide,
          resolve: resolve as (response: unknown) => void,
          reject,
        });
        schedule();
      });
    },
  };
}

export type CommitRecorder = ReturnType<typeof createCommitRecorder>;
