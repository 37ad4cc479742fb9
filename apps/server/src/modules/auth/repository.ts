import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, participants, sessions } from '../../db/schema';

export type ParticipantRow = typeof participants.$inferSelect;

/** The batch a registration joins: the requested one if it is the tenant's and open, else the default. */
export async function resolveBatch(
  db: Database,
  tenantId: string,
  requested: string | null | undefined,
) {
  if (requested && /^[0-9a-f-]{36}$/i.test(requested)) {
    const [batch] = await db
      .select()
      .from(batches)
      .where(and(eq(batches.id, requested), eq(batches.tenantId, tenantId), eq(batches.open, true)))
      .limit(1);
    if (batch) return batch;
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

export async function findParticipantByCodeHash(db: Database, codeHash: string) {
  const [row] = await db
    .select()
    .from(participants)
    .where(eq(participants.codeHash, codeHash))
    .limit(1);
  return row;
}

export async function touchLogin(db: Database, participantId: string, now: Date) {
  await db.update(participants).set({ lastLoginAt: now }).where(eq(participants.id, participantId));
}

export async function updateCookieSettings(
  db: Database,
  participantId: string,
  settings: { enableGa: boolean; rememberMe: boolean },
) {
  await db.update(participants).set(settings).where(eq(participants.id, participantId));
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
    .select({ participant: participants })
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
  return row?.participant;
}

export async function revokeSession(db: Database, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}
