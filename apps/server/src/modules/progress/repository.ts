import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, participantState } from '../../db/schema';
import { EMPTY_SAVED_STATE, type SavedState } from './state';

type StateRow = typeof participantState.$inferSelect;
type EventRow = typeof events.$inferSelect;

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

/**
 * The saved-state row of a participant, locked until the transaction ends, created empty on
 * the first commit. Commits of one participant therefore apply one at a time.
 */
export async function lockState(db: Database, participantId: string, now: Date): Promise<StateRow> {
  const select = () =>
    db
      .select()
      .from(participantState)
      .where(eq(participantState.participantId, participantId))
      .for('update');
  const [existing] = await select();
  if (existing) return existing;
  await db
    .insert(participantState)
    .values({ participantId, ...stateColumns(EMPTY_SAVED_STATE), updatedAt: now })
    .onConflictDoNothing();
  const [created] = await select();
  if (!created) throw new Error('participant state row vanished after insert');
  return created;
}

export async function saveState(
  db: Database,
  participantId: string,
  state: SavedState,
  version: number,
  now: Date,
): Promise<void> {
  await db
    .update(participantState)
    .set({ ...stateColumns(state), version, updatedAt: now })
    .where(eq(participantState.participantId, participantId));
}

export async function findEventByIdempotencyKey(
  db: Database,
  participantId: string,
  idempotencyKey: string,
): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.participantId, participantId), eq(events.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/**
 * Appends an event. False when the participant already has an event with this Idempotency-Key
 * (the unique index decides): nothing is written then.
 */
export async function insertEvent(
  db: Database,
  values: typeof events.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(events)
    .values(values)
    .onConflictDoNothing({ target: [events.participantId, events.idempotencyKey] })
    .returning({ id: events.id });
  return rows.length > 0;
}
