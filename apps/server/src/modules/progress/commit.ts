import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { EventKind } from '../../db/schema';
import { AppError } from '../../errors';
import * as repo from './repository';
import { savedStateFromColumns, type SavedState } from './state';

/** Who commits: the authenticated participant. */
export interface Committer {
  id: string;
  tenantId: string;
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

const KEY_REUSED =
  'This Idempotency-Key was already used for a different answer. Send a new key with each answer.';

function requestHash(input: CommitInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.kind, input.type ?? null, input.value]))
    .digest('base64url');
}

/**
 * Records commits: in one transaction it locks the participant's state, computes the decision,
 * and appends the event; a repeated Idempotency-Key (the insert meets the unique index) is
 * answered with the first answer and changes nothing. Otherwise the state the decision
 * computed is saved. A decision that throws leaves nothing behind.
 */
export function createCommitRecorder(deps: { db: Database; now: () => Date }) {
  return {
    async record<R>(
      committer: Committer,
      input: CommitInput,
      decide: (state: SavedState) => CommitDecision<R>,
    ): Promise<R> {
      const now = deps.now();
      const key = input.idempotencyKey;
      const hash = key === undefined ? null : requestHash(input);
      return deps.db.transaction(async (tx) => {
        const row = await repo.lockState(tx, committer.id, now);
        const decision = decide(savedStateFromColumns(row));
        const stored = await repo.insertEvent(tx, {
          participantId: committer.id,
          tenantId: committer.tenantId,
          kind: input.kind,
          type: input.type ?? null,
          value: input.value,
          applied: decision.applied,
          idempotencyKey: key ?? null,
          requestHash: hash,
          response: key === undefined ? null : decision.response,
          createdAt: now,
        });
        if (!stored) {
          // A repeat of an Idempotency-Key (only keyed events can collide): the first answer.
          const earlier = await repo.findEventByIdempotencyKey(tx, committer.id, key ?? '');
          if (earlier?.requestHash !== hash) throw new AppError('conflict', KEY_REUSED);
          return earlier.response as R;
        }
        if (decision.applied) {
          await repo.saveState(tx, committer.id, decision.state, row.version + 1, now);
        }
        return decision.response;
      });
    },
  };
}

export type CommitRecorder = ReturnType<typeof createCommitRecorder>;
