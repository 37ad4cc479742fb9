import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryPrepared, queryPreparedIf, queryRows, type Database } from '../../db/client';
import { participantState, type EventKind } from '../../db/schema';
import { EMPTY_SAVED_STATE, type SavedState } from './state';

export type StateRow = typeof participantState.$inferSelect;

// Every statement below is set-based: one statement for a whole batch of commits, however
// many students it holds (progress/commit.ts). Rows travel as one JSON parameter, which both
// drivers send the same way.

function stateColumns(state: SavedState) {
  return {
    profile: state.profile,
    selectedDrugs: state.selected_drugs,
    navigationHistory: state.navigation_history,
    lastPage: state.last_page,
    optionalHistory: state.optional_history,
  };
}

/** The saved-state row of a participant, without locking; undefined before the first commit. */
export async function findState(
  db: Database,
  participantId: string,
): Promise<StateRow | undefined> {
  const [row] = await db
    .select()
    .from(participantState)
    .where(eq(participantState.participantId, participantId))
    .limit(1);
  return row;
}

/** Removes saved-state rows a batch created but stored nothing for (every first commit refused). */
export async function deleteStates(db: Database, participantIds: string[]): Promise<void> {
  await db.delete(participantState).where(inArray(participantState.participantId, participantIds));
}

/** One text parameter holding a PostgreSQL array of these strings (cast it: `::uuid[]`). */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** A participant's saved-state row as a batch locks it: the counters, not the state itself. */
export interface LockedState {
  participantId: string;
  version: number;
  storedBytes: number;
  commitWindowStartedAt: Date | null;
  commitWindowCount: number;
  /** Those of the batch's session token hashes that are this participant's and live. */
  liveTokens: string[];
}

interface LockedRow {
  participant_id: string;
  version: number;
  stored_bytes: number | string;
  window_started_at: Date | string | null;
  window_count: number;
  live_tokens: string[] | null;
}

/**
 * Locks the saved-state rows of these participants until the transaction ends, and checks the
 * batch's sessions in the same statement. Locked in id order, so two batches sharing students
 * wait for each other instead of deadlocking. Participants without a row (no commit yet) are
 * missing from the answer. The state itself is read only where this process has no copy of
 * that version (`findStates`). Without `rowLocks` the rows are read, not locked: for PGlite,
 * whose one connection runs one transaction at a time, so that no other can change them.
 */
export async function lockStates(
  db: Database,
  participantIds: string[],
  tokenHashes: string[],
  now: Date,
  rowLocks = true,
): Promise<LockedState[]> {
  const rows = await queryRows<LockedRow>(
    db,
    sql`SELECT ps.participant_id, ps.version, ps.stored_bytes,
        ps.commit_window_started_at AS window_started_at, ps.commit_window_count AS window_count,
        ARRAY(SELECT s.token_hash FROM sessions s
          WHERE s.participant_id = ps.participant_id
            AND s.token_hash = ANY(${textArray(tokenHashes)}::text[])
            AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}::timestamptz
        ) AS live_tokens
      FROM participant_state ps
      WHERE ps.participant_id = ANY(${textArray(participantIds)}::uuid[])
      ORDER BY ps.participant_id
      ${rowLocks ? sql`FOR UPDATE OF ps` : sql``}`,
  );
  return rows.map((row) => ({
    participantId: row.participant_id,
    version: Number(row.version),
    storedBytes: Number(row.stored_bytes),
    commitWindowStartedAt: row.window_started_at === null ? null : new Date(row.window_started_at),
    commitWindowCount: Number(row.window_count),
    liveTokens: row.live_tokens ?? [],
  }));
}

/** The saved-state rows of these participants (already locked by `lockStates`). */
export async function findStates(db: Database, participantIds: string[]): Promise<StateRow[]> {
  return db
    .select()
    .from(participantState)
    .where(inArray(participantState.participantId, participantIds));
}

/** Creates empty saved-state rows for participants' first commits (existing rows are kept). */
export async function createStates(
  db: Database,
  participantIds: string[],
  now: Date,
): Promise<void> {
  await db
    .insert(participantState)
    .values(
      participantIds.map((participantId) => ({
        participantId,
        ...stateColumns(EMPTY_SAVED_STATE),
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** An event stored earlier under an Idempotency-Key: what a repeat of that key is answered. */
export interface KeyedEvent {
  participantId: string;
  idempotencyKey: string;
  requestHash: string | null;
  response: unknown;
}

/** The stored events of these (participant, Idempotency-Key) pairs. */
export async function findKeyedEvents(
  db: Database,
  pairs: { participantId: string; idempotencyKey: string }[],
): Promise<KeyedEvent[]> {
  return queryRows<KeyedEvent>(db, keyedEventsStatement(pairs));
}

/**
 * The statement of `findKeyedEvents` (apart, so that a test can look at its plan). The keys
 * narrow the events through their unique index, as `updateStates` narrows the states.
 */
export function keyedEventsStatement(
  pairs: { participantId: string; idempotencyKey: string }[],
): SQL {
  const wanted = pairs.map((pair) => ({ p: pair.participantId, k: pair.idempotencyKey }));
  return sql`SELECT e.participant_id AS "participantId", e.idempotency_key AS "idempotencyKey",
      e.request_hash AS "requestHash", e.response
    FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) AS w(p uuid, k text)
    JOIN events e ON e.participant_id = w.p AND e.idempotency_key = w.k
    WHERE e.participant_id = ANY(${textArray(pairs.map((pair) => pair.participantId))}::uuid[])
      AND e.idempotency_key = ANY(${textArray(pairs.map((pair) => pair.idempotencyKey))}::text[])`;
}

/** One event to append. */
export interface NewEvent {
  participantId: string;
  tenantId: string;
  kind: EventKind;
  type: number | null;
  value: unknown;
  applied: boolean;
  idempotencyKey: string | null;
  requestHash: string | null;
  response: unknown;
  createdAt: Date;
}

/** A saved-state row after a batch: the new state when it changed, and the bound counters. */
export interface StateUpdate {
  participantId: string;
  /** The new state, or null when no commit of the batch changed it. */
  state: SavedState | null;
  version: number;
  updatedAt: Date;
  storedBytes: number;
  commitWindowStartedAt: Date | null;
  commitWindowCount: number;
}

/**
 * Appends the batch's events in the given order (the identity column numbers them in that
 * order) and writes its saved states and counters, in one statement. An event whose
 * (participant, Idempotency-Key) is already stored is left out: the answer is how many were
 * written (the caller then rolls the transaction back).
 */
export async function writeBatch(
  db: Database,
  rows: NewEvent[],
  updates: StateUpdate[],
): Promise<number> {
  const [result] = await queryRows<{ written: number }>(db, batchStatement(rows, updates));
  return Number(result?.written ?? 0);
}

/** The statement of `writeBatch` (apart, so that a test can look at its plan). */
export function batchStatement(rows: NewEvent[], updates: StateUpdate[]): SQL {
  return appendAndSave(
    rows,
    updates,
    sql`ON CONFLICT (participant_id, idempotency_key) DO NOTHING`,
  );
}

/**
 * The events appended (`onConflict` as for `insertEvents`) and the rows that change saved, in
 * one statement answering how many events were written.
 */
function appendAndSave(rows: NewEvent[], updates: StateUpdate[], onConflict: SQL): SQL {
  // Data-modifying WITH queries always run to completion, whatever the outer SELECT reads.
  return sql`WITH written AS (
      ${insertEvents(eventRows(rows), onConflict)}
    )${savedStates(updates)}
    SELECT (SELECT count(*) FROM written)::int AS written`;
}

/**
 * The `saved` query of a batch's statement, after its `written`: none when no student's row
 * changes (every commit kept as first given, and the counters within what is already stored).
 */
function savedStates(updates: StateUpdate[], when: SQL = sql`true`): SQL {
  return updates.length === 0 ? sql`` : sql`, saved AS (${updateStates(updates, when)})`;
}

type EventRow = ReturnType<typeof eventRows>[number];

/** The events as the statements' JSON parameter, each with its place in the batch. */
function eventRows(rows: NewEvent[]) {
  return rows.map((row, ord) => ({
    ord,
    participant_id: row.participantId,
    tenant_id: row.tenantId,
    kind: row.kind,
    type: row.type,
    value: row.value,
    applied: row.applied,
    idempotency_key: row.idempotencyKey,
    request_hash: row.requestHash,
    response: row.response ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The saved-state updates as the statements' JSON parameter: the counters and the state. */
function stateRows(updates: StateUpdate[]) {
  return updates.map((update) => ({
    ...counterRow(update),
    changed: update.state !== null,
    profile: update.state?.profile ?? null,
    selected_drugs: update.state?.selected_drugs ?? null,
    navigation_history: update.state?.navigation_history ?? null,
    last_page: update.state?.last_page ?? null,
    optional_history: update.state?.optional_history ?? null,
    updated_at: update.updatedAt.toISOString(),
  }));
}

/**
 * A saved-state row's counters as the statements' JSON parameter (the rows a batch expects,
 * and every update, with or without the state), read by `COUNTER_RECORD`.
 */
function counterRow(row: ExpectedState) {
  return {
    participant_id: row.participantId,
    version: row.version,
    stored_bytes: row.storedBytes,
    window_started_at: row.commitWindowStartedAt?.toISOString() ?? null,
    window_count: row.commitWindowCount,
  };
}

/** The columns of `counterRow`'s objects, for `jsonb_to_recordset`. */
const COUNTER_RECORD = sql.raw(
  'participant_id uuid, version int, stored_bytes bigint, window_started_at timestamptz, window_count int',
);
/** The counters set from a recordset `u` of `COUNTER_RECORD`'s columns. */
const SET_COUNTERS = sql.raw(
  'version = u.version, stored_bytes = u.stored_bytes, ' +
    'commit_window_started_at = u.window_started_at, commit_window_count = u.window_count',
);

/**
 * Appends the events in their order (the identity column numbers them so), `onConflict` as
 * given, `when` (a boolean expression) deciding whether anything is written at all.
 */
function insertEvents(events: EventRow[], onConflict: SQL, when: SQL = sql`true`): SQL {
  return sql`INSERT INTO events (participant_id, tenant_id, kind, type, value, applied,
      idempotency_key, request_hash, response, created_at)
    SELECT participant_id, tenant_id, kind, type, value, applied, idempotency_key,
      request_hash, response, created_at
    FROM jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS r(ord int,
      participant_id uuid, tenant_id text, kind text, type int, value jsonb, applied boolean,
      idempotency_key text, request_hash text, response jsonb, created_at timestamptz)
    WHERE ${when}
    ORDER BY ord
    ${onConflict}
    RETURNING 1`;
}

/**
 * Writes the saved states (where changed) and counters; `when` as for `insertEvents`. The rows
 * are found by their key (`= ANY` of the ids), so the planner reads only the batch's rows
 * through the primary key: a join alone, planned for a parameter of unknown size, read the
 * whole table on every batch once it was small enough to look cheap
 * (plans.int.test.ts checks the plan). A batch that changes no student's state (most answers
 * are kept as first given) writes the counters alone: a parameter a third the size, and no
 * state column to carry over row by row.
 */
function updateStates(updates: StateUpdate[], when: SQL = sql`true`): SQL {
  const ids = sql`${textArray(updates.map((update) => update.participantId))}::uuid[]`;
  if (updates.every((update) => update.state === null)) {
    return sql`UPDATE participant_state AS ps SET ${SET_COUNTERS}
      FROM jsonb_to_recordset(${JSON.stringify(updates.map(counterRow))}::jsonb)
        AS u(${COUNTER_RECORD})
      WHERE ps.participant_id = ANY(${ids}) AND ps.participant_id = u.participant_id AND ${when}
      RETURNING 1`;
  }
  return sql`UPDATE participant_state AS ps SET
      profile = CASE WHEN u.changed THEN u.profile ELSE ps.profile END,
      selected_drugs = CASE WHEN u.changed THEN u.selected_drugs ELSE ps.selected_drugs END,
      navigation_history = CASE WHEN u.changed THEN u.navigation_history
        ELSE ps.navigation_history END,
      last_page = CASE WHEN u.changed THEN u.last_page ELSE ps.last_page END,
      optional_history = CASE WHEN u.changed THEN u.optional_history
        ELSE ps.optional_history END,
      updated_at = CASE WHEN u.changed THEN u.updated_at ELSE ps.updated_at END,
      ${SET_COUNTERS}
    FROM jsonb_to_recordset(${JSON.stringify(stateRows(updates))}::jsonb) AS u(${COUNTER_RECORD},
      changed boolean, profile jsonb, selected_drugs jsonb, navigation_history jsonb,
      last_page text, optional_history jsonb, updated_at timestamptz)
    WHERE ps.participant_id = ANY(${ids}) AND ps.participant_id = u.participant_id AND ${when}
    RETURNING 1`;
}

/** A saved-state row's counters as this process last wrote or read them. */
export interface ExpectedState {
  participantId: string;
  version: number;
  storedBytes: number;
  commitWindowStartedAt: Date | null;
  commitWindowCount: number;
}

/**
 * The whole batch in one statement, outside any transaction, when this process knows every
 * student's row (docs/architecture.md §3): it locks the rows (in id order), and only if each is
 * still as `expected` (no other process wrote it since) and every (participant, session token
 * hash) of `sessions` is live does it append the events and save the states — else it writes
 * nothing and answers false, and the caller takes the locking path. An Idempotency-Key already
 * stored fails the statement (a unique violation), which then writes nothing either.
 */
export async function writeKnownBatch(db: Database, input: KnownBatch): Promise<boolean> {
  // The usual write of every busy student: prepared, so PostgreSQL does not plan it each time.
  const [result] = await queryPrepared<{ ok: boolean }>(db, knownBatchStatement(input));
  return result?.ok === true;
}

/** What `writeKnownBatch` writes, and the rows and sessions it expects. */
export interface KnownBatch {
  events: NewEvent[];
  updates: StateUpdate[];
  expected: ExpectedState[];
  sessions: { participantId: string; tokenHash: string }[];
  now: Date;
  rowLocks: boolean;
}

/**
 * `writeKnownBatch` without the database's check, run only if `stillTrue` holds once PGlite runs
 * it: for a process that owns its database, whose own knowledge stands for the check (progress/
 * commit.ts, `soleOwner`). True when written, null when `stillTrue` did not hold (nothing was
 * run). An Idempotency-Key already stored fails it, as it fails `writeKnownBatch`.
 */
export async function writeOwnBatch(
  db: Database,
  input: Pick<KnownBatch, 'events' | 'updates'>,
  stillTrue: () => boolean,
): Promise<true | null> {
  const result = await queryPreparedIf(db, ownBatchStatement(input), stillTrue);
  return result === null ? null : true;
}

/**
 * The statement of `writeOwnBatch`: the locking path's write, but with an Idempotency-Key
 * already stored failing it (a unique violation), as in `knownBatchStatement`.
 */
export function ownBatchStatement(input: Pick<KnownBatch, 'events' | 'updates'>): SQL {
  return appendAndSave(input.events, input.updates, sql``);
}

/**
 * Sets the counters of these rows to the given ones, each only where the row still holds the
 * `expected` counters and version (a row another process wrote is left as it is): the counters
 * a process wrote ahead of its commits, brought back to what was stored (progress/commit.ts,
 * `counterReserve`). Answers how many rows were set.
 */
export async function settleCounters(
  db: Database,
  rows: { expected: ExpectedState; counters: ExpectedState }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const param = rows.map(({ expected, counters }) => ({
    ...counterRow(counters),
    expected_version: expected.version,
    expected_bytes: expected.storedBytes,
    expected_started_at: expected.commitWindowStartedAt?.toISOString() ?? null,
    expected_count: expected.commitWindowCount,
  }));
  const ids = textArray(rows.map(({ counters }) => counters.participantId));
  const set = await queryRows<{ participant_id: string }>(
    db,
    sql`UPDATE participant_state AS ps SET ${SET_COUNTERS}
      FROM jsonb_to_recordset(${JSON.stringify(param)}::jsonb) AS u(${COUNTER_RECORD},
        expected_version int, expected_bytes bigint, expected_started_at timestamptz,
        expected_count int)
      WHERE ps.participant_id = ANY(${ids}::uuid[]) AND ps.participant_id = u.participant_id
        AND (ps.version, ps.stored_bytes, ps.commit_window_started_at, ps.commit_window_count)
          IS NOT DISTINCT FROM
          (u.expected_version, u.expected_bytes, u.expected_started_at, u.expected_count)
      RETURNING ps.participant_id`,
  );
  return set.length;
}

/** The statement of `writeKnownBatch` (apart, so that a test can look at its plan). */
export function knownBatchStatement(input: KnownBatch): SQL {
  const expected = input.expected.map(counterRow);
  const sessions = input.sessions.map((row) => ({
    participant_id: row.participantId,
    token_hash: row.tokenHash,
  }));
  const ok = sql`(SELECT ok FROM ok)`;
  // Each expected row matches at most one locked row (the ids are distinct), and each session
  // at most one live one (the token hash is the key): the batch holds if the matches count
  // them all.
  return sql`WITH locked AS (
        SELECT ps.participant_id, ps.version, ps.stored_bytes, ps.commit_window_started_at,
          ps.commit_window_count
        FROM participant_state ps
        WHERE ps.participant_id = ANY(${textArray(input.expected.map((row) => row.participantId))}::uuid[])
        ORDER BY ps.participant_id
        ${input.rowLocks ? sql`FOR UPDATE OF ps` : sql``}
      ), ok AS (
        SELECT (
            SELECT count(*) FROM locked l
              JOIN jsonb_to_recordset(${JSON.stringify(expected)}::jsonb) AS x(${COUNTER_RECORD})
                USING (participant_id)
            WHERE (l.version, l.stored_bytes, l.commit_window_started_at, l.commit_window_count)
              IS NOT DISTINCT FROM (x.version, x.stored_bytes, x.window_started_at, x.window_count)
          ) = ${expected.length}::int
          AND (
            SELECT count(*) FROM sessions s
              JOIN jsonb_to_recordset(${JSON.stringify(sessions)}::jsonb)
                AS t(participant_id uuid, token_hash text)
                ON t.token_hash = s.token_hash AND t.participant_id = s.participant_id
            WHERE s.token_hash = ANY(${textArray(input.sessions.map((row) => row.tokenHash))}::text[])
              AND s.revoked_at IS NULL AND s.expires_at > ${input.now.toISOString()}::timestamptz
          ) = ${sessions.length}::int AS ok
      ), written AS (
        ${insertEvents(eventRows(input.events), sql``, ok)}
      )${savedStates(input.updates, ok)}
      SELECT ${ok} AS ok, (SELECT count(*) FROM written) AS written`;
}
