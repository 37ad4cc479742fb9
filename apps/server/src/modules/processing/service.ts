import {
  FEEDBACK_INPUTS,
  feedbackContentNo,
  feedbackInputsFromProfile,
  posnegsBalance,
  type FeedbackBandsSet,
  type FeedbackInput,
  type FeedbackInputs,
  type ProcessingCall,
  type ProcessingResponse,
  type ProcessPosnegsRequest,
} from '@clearpath/core';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { decideWillingness } from '../activity/decisions';
import type { CommitRecorder, Committer } from '../progress/commit';
import { findState } from '../progress/repository';
import { EMPTY_SAVED_STATE, savedStateFromColumns } from '../progress/state';

/** The processing calls answered from saved scores alone. */
export type ScoreProcessingCall = Exclude<ProcessingCall, 'process_posnegs' | 'process_confidence'>;

function notYetSaved(missing: FeedbackInput[]): AppError {
  const what = missing.map((name) => FEEDBACK_INPUTS[name].label).join(' and ');
  return new AppError(
    'conflict',
    `There is no feedback yet: no ${what} has been saved. Save it first, then ask again.`,
    Object.fromEntries(missing.map((name) => [name, ['Not saved yet']])),
  );
}

/**
 * The `/processing/*` calls: `content_no` from the participant's saved scores (and the counts
 * or rating the call carries) through the feedback bands of `content/feedback/`.
 */
export function createProcessingService(deps: {
  db: Database;
  recorder: CommitRecorder;
  feedback: FeedbackBandsSet;
}) {
  function contentNo(call: ProcessingCall, inputs: FeedbackInputs): ProcessingResponse {
    const result = feedbackContentNo(deps.feedback[call], inputs);
    if (!result.ok) throw notYetSaved(result.missing);
    return { content_no: result.content_no };
  }

  async function savedInputs(participantId: string): Promise<FeedbackInputs> {
    const row = await findState(deps.db, participantId);
    const state = row ? savedStateFromColumns(row) : EMPTY_SAVED_STATE;
    return feedbackInputsFromProfile(state.profile, state.selected_drugs);
  }

  return {
    async fromSavedScores(who: Committer, call: ScoreProcessingCall): Promise<ProcessingResponse> {
      return contentNo(call, await savedInputs(who.id));
    },

    posnegs(counts: ProcessPosnegsRequest): ProcessingResponse {
      return contentNo('process_posnegs', { posnegs_balance: posnegsBalance(counts) });
    },

    /**
     * Confidence feedback. A willingness rating sent along is used for this answer and saved
     * (kept as first given, recorded as an event) once the answer is known: a 409 stores nothing.
     */
    async confidence(
      who: Committer,
      willingness: number | undefined,
      key: string | undefined,
    ): Promise<ProcessingResponse> {
      const inputs = await savedInputs(who.id);
      if (willingness === undefined) return contentNo('process_confidence', inputs);
      const answer = contentNo('process_confidence', { ...inputs, willingness_score: willingness });
      await deps.recorder.record(
        who,
        { kind: 'willingness', value: willingness, idempotencyKey: key },
        (state) => decideWillingness(state, willingness),
      );
      return answer;
    },
  };
}

export type ProcessingService = ReturnType<typeof createProcessingService>;
