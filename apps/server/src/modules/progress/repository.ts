import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
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
  const wanted = pairs.map((pair) => ({ p: pair.participantId, k: pair.idempotencyKey }));
  return queryRows<KeyedEvent>(
    db,
    sql`SELECT e.participant_id AS "participantId", e.idempotency_key AS "idempotencyKey",
        e.request_hash AS "requestHash", e.response
      FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) AS w(p uuid, k text)
      JOIN events e ON e.participant_id = w.p AND e.idempotency_key = w.k`,
  );
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
  const events = rows.map((row, ord) => ({
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
  const states = updates.map((update) => ({
    participant_id: update.participantId,
    changed: update.state !== null,
    profile: update.state?.profile ?? null,
    selected_drugs: update.state?.selected_drugs ?? null,
    navigation_history: update.state?.navigation_history ?? null,
    last_page: update.state?.last_page ?? null,
    optional_history: update.state?.optional_history ?? null,
    version: update.version,
    updated_at: update.updatedAt.toISOString(),
    stored_bytes: update.storedBytes,
    window_started_at: update.commitWindowStartedAt?.toISOString() ?? null,
    window_count: update.commitWindowCount,
  }));
  // Data-modifying WITH queries always run to completion, whatever the outer SELECT reads.
  const [result] = await queryRows<{ written: number }>(
    db,
    sql`WITH written AS (
        INSERT INTO events (participant_id, tenant_id, kind, type, value, applied,
          idempotency_key, request_hash, response, created_at)
        SELECT participant_id, tenant_id, kind, type, value, applied, idempotency_key,
          request_hash, response, created_at
        FROM jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS r(ord int,
          participant_id uuid, tenant_id text, kind text, type int, value jsonb, applied boolean,
          idempotency_key text, request_hash text, response jsonb, created_at timestamptz)
        ORDER BY ord
        ON CONFLICT (participant_id, idempotency_key) DO NOTHING
        RETURNING 1
      ), saved AS (
        UPDATE participant_state AS ps SET
          profile = CASE WHEN u.changed THEN u.profile ELSE ps.profile END,
          selected_drugs = CASE WHEN u.changed THEN u.selected_drugs ELSE ps.selected_drugs END,
          navigation_history = CASE WHEN u.changed THEN u.navigation_history
            ELSE ps.navigation_history END,
          last_page = CASE WHEN u.changed THEN u.last_page ELSE ps.last_page END,
          optional_history = CASE WHEN u.changed THEN u.optional_history
            ELSE ps.optional_history END,
          version = u.version,
          updated_at = CASE WHEN u.changed THEN u.updated_at ELSE ps.updated_at END,
          stored_bytes = u.stored_bytes,
          commit_window_started_at = u.window_started_at,
          commit_window_count = u.window_count
        FROM jsonb_to_recordset(${JSON.stringify(states)}::jsonb) AS u(participant_id uuid,
          changed boolean, profile jsonb, selected_drugs jsonb, navigation_history jsonb,
          last_page text, optional_history jsonb, version int, updated_at timestamptz,
          stored_bytes bigint, window_started_at timestamptz, window_count int)
        WHERE ps.participant_id = u.participant_id
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM written)::int AS written, (SELECT count(*) FROM saved) AS saved`,
  );
  return Number(result?.written ?? 0);
}
