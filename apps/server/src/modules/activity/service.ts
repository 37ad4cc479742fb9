import type {
  CommitActivityRequest,
  CommitDastResponsesRequest,
  CommitDastResponsesResponse,
  CommitNavigationHistoryRequest,
  CommitOptionalHistoryRequest,
  CommitScoreRequest,
  CommitSelectedDrugsRequest,
  OkResponse,
  UserType,
} from '@clearpath/core';
import type { CommitRecorder, Committer } from '../progress/commit';
import {
  decideActivity,
  decideDast,
  decideNavigationHistory,
  decideOptionalHistory,
  decideScore,
  decideSelectedDrugs,
  decideUserType,
} from './decisions';

/**
 * The commit calls of docs/product.md §7: each one event, applied to the saved state as its rule
 * says. `isModulePage` tells the pages of the modules' content, where alone a module may be
 * marked complete.
 */
export function createActivityService(deps: {
  recorder: CommitRecorder;
  isModulePage: (page: string) => boolean;
}) {
  const { recorder, isModulePage } = deps;
  return {
    commitActivity(who: Committer, body: CommitActivityRequest, key?: string): Promise<OkResponse> {
      return recorder.record(
        who,
        { kind: 'activity', type: body.type, value: body.value, idempotencyKey: key },
        (state) => decideActivity(state, body),
      );
    },

    commitScore(who: Committer, body: CommitScoreRequest, key?: string): Promise<OkResponse> {
      return recorder.record(
        who,
        { kind: 'score', type: body.type, value: body.value, idempotencyKey: key },
        (state) => decideScore(state, body),
      );
    },

    commitDastResponses(
      who: Committer,
      body: CommitDastResponsesRequest,
      key?: string,
    ): Promise<CommitDastResponsesResponse> {
      return recorder.record(
        who,
        { kind: 'dast_responses', value: body.dast_answers, idempotencyKey: key },
        (state) => decideDast(state, body.dast_answers),
      );
    },

    commitUserType(who: Committer, userType: UserType, key?: string): Promise<OkResponse> {
      return recorder.record(
        who,
        { kind: 'user_type', value: userType, idempotencyKey: key },
        (state) => decideUserType(state, userType),
      );
    },

    commitSelectedDrugs(
      who: Committer,
      body: CommitSelectedDrugsRequest,
      key?: string,
    ): Promise<OkResponse> {
      return recorder.record(
        who,
        { kind: 'selected_drugs', value: body, idempotencyKey: key },
        (state) => decideSelectedDrugs(state, body),
      );
    },

    commitNavigationHistory(
      who: Committer,
      body: CommitNavigationHistoryRequest,
      key?: string,
    ): Promise<OkResponse> {
      return recorder.record(
        who,
        { kind: 'navigation_history', value: body, idempotencyKey: key },
        (state) => decideNavigationHistory(state, body, isModulePage),
      );
    },

    commitOptionalHistory(
      who: Committer,
      body: CommitOptionalHistoryRequest,
      key?: string,
    ): Promise<OkResponse> {
      return recorder.record(
        who,
        { kind: 'optional_history', value: body, idempotencyKey: key },
        (state) => decideOptionalHistory(state, body),
      );
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
