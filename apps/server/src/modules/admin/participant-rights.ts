import { and, asc, eq, sql } from 'drizzle-orm';
import { normaliseAccessCode } from '@clearpath/core';
import type { Database } from '../../db/client';
import { batches, events, participantState, participants } from '../../db/schema';
import { hashAccessCode } from '../auth/crypto';
import { recordAudit, type AuditActor } from './audit';

/**
 * A student's rights over their data (GDPR Art. 15 and 17; the privacy page, "Your rights"). We
 * do not know who a student is: only their access code finds their answers. A student who wants
 * a copy of their data, or wants it erased, gives the code to their university's data protection
 * officer, who has the operator run the CLI's `participant-data` or `erase-participant` with it.
 * Both are recorded in the tenant's audit log, without the code or anything that finds the
 * student again.
 */

export interface FoundParticipant {
  id: string;
  tenantId: string;
}

/** The student of `tenantId` whose access code is `code` (typed as students type it), or null. */
export async function findParticipantByCode(
  db: Database,
  pepper: string,
  tenantId: string,
  code: string,
): Promise<FoundParticipant | null> {
  const normalised = normaliseAccessCode(code.trim());
  if (normalised === null) return null;
  const [row] = await db
    .select({ id: participants.id, tenantId: participants.tenantId })
    .from(participants)
    .where(
      and(
        eq(participants.codeHash, hashAccessCode(pepper, normalised)),
        eq(participants.tenantId, tenantId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A student's request carried out, in their university's audit log: how many answers, no more. */
function auditRequest(
  db: Database,
  found: FoundParticipant,
  actor: AuditActor,
  at: Date,
  action: 'participant_data_copied' | 'participant_erased',
  answers: number,
): Promise<void> {
  return recordAudit(db, { at, actor, tenantId: found.tenantId, action, details: { answers } });
}

/** Everything stored about one student, as they are given it (no ids, hashes or keys). */
export interface ParticipantData {
  participant: {
    university: string;
    batch: string;
    registered_at: string;
    last_login_at: string | null;
    test_participant: boolean;
    analytics_allowed: boolean;
    stay_logged_in: boolean;
  };
  /** What they answered, as the programme restores it at login; null before their first answer. */
  saved_state: {
    profile: unknown;
    selected_drugs: unknown;
    navigation_history: unknown;
    last_page: string | null;
    optional_history: unknown;
    updated_at: string;
  } | null;
  /** Every answer they sent, oldest first: the research record. */
  answers: { at: string; kind: string; type: number | null; value: unknown; applied: boolean }[];
}

export async function participantData(
  db: Database,
  found: FoundParticipant,
  actor: AuditActor,
  now: Date,
): Promise<ParticipantData> {
  const [row] = await db
    .select({ participant: participants, batch: batches.name })
    .from(participants)
    .innerJoin(batches, eq(batches.id, participants.batchId))
    .where(eq(participants.id, found.id));
  if (!row) throw new Error('the participant was erased meanwhile');
  const [state] = await db
    .select()
    .from(participantState)
    .where(eq(participantState.participantId, found.id));
  const answers = await db
    .select()
    .from(events)
    .where(eq(events.participantId, found.id))
    .orderBy(asc(events.id));
  await auditRequest(db, found, actor, now, 'participant_data_copied', answers.length);
  const { participant } = row;
  return {
    participant: {
      university: participant.tenantId,
      batch: row.batch,
      registered_at: participant.createdAt.toISOString(),
      last_login_at: participant.lastLoginAt?.toISOString() ?? null,
      test_participant: participant.isTest,
      analytics_allowed: participant.enableGa,
      stay_logged_in: participant.rememberMe,
    },
    saved_state: state
      ? {
          profile: state.profile,
          selected_drugs: state.selectedDrugs,
          navigation_history: state.navigationHistory,
          last_page: state.lastPage,
          optional_history: state.optionalHistory,
          updated_at: state.updatedAt.toISOString(),
        }
      : null,
    answers: answers.map((event) => ({
      at: event.createdAt.toISOString(),
      kind: event.kind,
      type: event.type,
      value: event.value,
      applied: event.applied,
    })),
  };
}

/**
 * Erases one student: their answers (the events, which migration 0011 lets only this
 * transaction delete, and only this student's), their saved state, their sessions (so every
 * device is logged out) and the participant with its code hash. Their saved-state row is locked
 * first, so a commit in flight either lands before and is erased too, or finds no student and
 * stores nothing. Exports made before keep what they held (README, "A student's data").
 */
export async function eraseParticipant(
  db: Database,
  found: FoundParticipant,
  actor: AuditActor,
  now: Date,
): Promise<{ answers: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT 1 FROM ${participantState} WHERE ${participantState.participantId} = ${found.id} FOR UPDATE`,
    );
    await tx.execute(sql`SELECT set_config('clearpath.erasing_participant', ${found.id}, true)`);
    const erased = await tx
      .delete(events)
      .where(eq(events.participantId, found.id))
      .returning({ id: events.id });
    await tx.delete(participants).where(eq(participants.id, found.id));
    await auditRequest(tx, found, actor, now, 'participant_erased', erased.length);
    return { answers: erased.length };
  });
}
