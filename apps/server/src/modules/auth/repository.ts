import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type Database } from '../../db/client';
import type { participantState } from '../../db/schema';
import { batches, participants, sessions } from '../../db/schema';
import { AppError } from '../../errors';
import type { FailureGuard, GuardRow, GuardVerdict } from '../../limits/store';

export type ParticipantRow = typeof participants.$inferSelect;
type StateRow = typeof participantState.$inferSelect;

const BATCH_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The batch a registration joins: the default one when none is asked for; the requested one when
 * it is the tenant's and open. A recruitment link (`?batch=`) of a closed batch answers
 * `batch_closed`, one this tenant does not have `batch_unknown` (docs/product.md §6), instead of
 * silently landing the student in the default batch.
 */
export async function resolveBatch(
  db: Database,
  tenantId: string,
  requested: string | null | undefined,
) {
  if (requested) {
    const [batch] = BATCH_UUID.test(requested)
      ? await db
          .select()
          .from(batches)
          .where(and(eq(batches.id, requested), eq(batches.tenantId, tenantId)))
          .limit(1)
      : [];
    if (!batch) {
      throw new AppError(
        'batch_unknown',
        'This sign-up link is not right: the study it names was not found. Please check the link, or open Clearpath without it.',
      );
    }
    if (!batch.open) {
      throw new AppError(
        'batch_closed',
        'The study this sign-up link belongs to has closed and takes no new sign-ups. You can still use Clearpath: open it without the link.',
      );
    }
    return batch;
  }
  const [fallback] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.tenantId, tenantId), eq(batches.isDefault, true)))
    .limit(1);
  return fallback;
}

export async function insertParticipant(
  db: Database,
  values: typeof participants.$inferInsert,
): Promise<ParticipantRow | undefined> {
  const rows = await db.insert(participants).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateCookieSettings(
  db: Database,
  participantId: string,
  settings: { enableGa: boolean; rememberMe: boolean },
) {
  await db.update(participants).set(settings).where(eq(participants.id, participantId));
}

/** A participant as `login` reads it, with the saved-state columns of the restore. */
export interface LoginRow {
  participant: ParticipantRow;
  /** Undefined before the participant's first commit. */
  state: StateRow | undefined;
}

/**
 * Logs in in one statement: finds the participant of this tenant by code hash (a unique
 * index, so as fast with a million participants as with a thousand), keeps the failure budget
 * of `guard` (limits/store.ts: a wrong code counts, a right one only reads the counters),
 * and only when admitted stamps the login, opens the session and reads the saved state. A
 * single statement is atomic: the session exists only for an answer that was found.
 * `login` is undefined (and nothing of the participant written) for an unknown code or a
 * refusal.
 */
export async function loginWithCodeHash(
  db: Database,
  input: { codeHash: string; tenantId: string; tokenHash: string; now: Date; expiresAt: Date },
  guard: FailureGuard,
): Promise<{ verdict: GuardVerdict; login: LoginRow | undefined }> {
  const now = input.now.toISOString();
  // Prepared: its text is the same for every login, and planning it was half its cost.
  const [row] = await queryPrepared<Record<string, unknown> & GuardRow>(
    db,
    sql`WITH found AS MATERIALIZED (
      SELECT id FROM participants
      WHERE code_hash = ${input.codeHash} AND tenant_id = ${input.tenantId}
    ), ${guard.ctes('found')},
    touched AS (
      UPDATE participants SET last_login_at = ${now}::timestamptz
      WHERE id = (SELECT id FROM found) AND ${guard.admitted}
      RETURNING *
    ), opened AS (
      INSERT INTO sessions (token_hash, participant_id, tenant_id, created_at, expires_at)
      SELECT ${input.tokenHash}, id, tenant_id, ${now}::timestamptz, ${input.expiresAt.toISOString()}::timestamptz
      FROM touched
    )
    SELECT v.guard_outcome, v.guard_refused, v.guard_until,
      t.id, t.tenant_id, t.batch_id, t.code_hash, t.is_test, t.enable_ga, t.remember_me,
      t.created_at, t.last_login_at, s.participant_id AS state_participant_id, s.profile,
      s.selected_drugs, s.navigation_history, s.last_page, s.optional_history, s.version,
      s.updated_at, s.stored_bytes, s.commit_window_started_at, s.commit_window_count
    FROM guard_verdict v
    LEFT JOIN touched t ON true
    LEFT JOIN participant_state s ON s.participant_id = t.id`,
  );
  if (!row) throw new Error('the login statement returned no row');
  const verdict = guard.verdict(row);
  if (row.id == null) return { verdict, login: undefined };
  const participant: ParticipantRow = {
    id: row.id as string,
    tenantId: row.tenant_id as string,
    batchId: row.batch_id as string,
    codeHash: row.code_hash as string,
    isTest: row.is_test as boolean,
    enableGa: row.enable_ga as boolean,
    rememberMe: row.remember_me as boolean,
    createdAt: new Date(row.created_at as string | Date),
    lastLoginAt: new Date(row.last_login_at as string | Date),
  };
  const state: StateRow | undefined =
    row.state_participant_id == null
      ? undefined
      : {
          participantId: participant.id,
          profile: row.profile as StateRow['profile'],
          selectedDrugs: row.selected_drugs as StateRow['selectedDrugs'],
          navigationHistory: row.navigation_history as StateRow['navigationHistory'],
          lastPage: row.last_page as string | null,
          optionalHistory: row.optional_history as StateRow['optionalHistory'],
          version: Number(row.version),
          updatedAt: new Date(row.updated_at as string | Date),
          storedBytes: Number(row.stored_bytes),
          commitWindowStartedAt:
            row.commit_window_started_at == null
              ? null
              : new Date(row.commit_window_started_at as string | Date),
          commitWindowCount: Number(row.commit_window_count),
        };
  return { verdict, login: { participant, state } };
}

export async function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/** The participant behind a live session of this tenant, or undefined. */
export async function findSessionParticipant(
  db: Database,
  tokenHash: string,
  tenantId: string,
  now: Date,
) {
  const [row] = await db
    .select({ participant: participants, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(participants, eq(participants.id, sessions.participantId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Deletes up to `limit` sessions that ended (expired or revoked) before `before`: of no further
 * use, and every reload or new tab opens one. Returns how many went.
 */
export async function deleteEndedSessions(
  db: Database,
  before: Date,
  limit: number,
): Promise<number> {
  const at = before.toISOString();
  const [row] = await queryRows<{ deleted: number | string }>(
    db,
    sql`WITH gone AS (
          DELETE FROM sessions WHERE token_hash IN (
            SELECT token_hash FROM sessions
            WHERE expires_at < ${at}::timestamptz OR revoked_at < ${at}::timestamptz
            LIMIT ${limit})
          RETURNING 1)
        SELECT count(*) AS deleted FROM gone`,
  );
  return Number(row?.deleted ?? 0);
}

/** Ends every live session of a participant; returns their token hashes. */
export async function revokeParticipantSessions(
  db: Database,
  participantId: string,
  now: Date,
): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.participantId, participantId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.map((row) => row.tokenHash);
}
