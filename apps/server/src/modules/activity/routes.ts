import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CommitActivityRequestSchema,
  CommitActivityResponseSchema,
  CommitDastResponsesRequestSchema,
  CommitDastResponsesResponseSchema,
  CommitNavigationHistoryRequestSchema,
  CommitNavigationHistoryResponseSchema,
  CommitOptionalHistoryRequestSchema,
  CommitOptionalHistoryResponseSchema,
  CommitScoreRequestSchema,
  CommitScoreResponseSchema,
  CommitSelectedDrugsRequestSchema,
  CommitSelectedDrugsResponseSchema,
  CommitUserTypeRequestSchema,
  CommitUserTypeResponseSchema,
} from '@clearpath/core';
import type { Database } from '../../db/client';
import { authenticator, tenantResolver } from '../../plugins/request-context';
import type { AuthService } from '../auth/service';
import {
  CommitHeadersSchema,
  committerOf,
  ERROR_RESPONSES,
  idempotencyKeyOf,
} from '../progress/http';
import type { ActivityService } from './service';

export interface ActivityRouteOptions {
  db: Database;
  auth: AuthService;
  activity: ActivityService;
}

const KEPT = 'Kept as first given (docs/product.md §5); every commit is recorded as an event.';
const ADDED =
  'Each commit is added to the saved state, which keeps what it does not carry (a second tab or device wipes nothing out); every commit is recorded as an event.';

/** The `/activity/commit_*` calls of docs/product.md §7, bearer-authenticated and tenant-checked. */
export function activityRoutes(options: ActivityRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = [tenantResolver(options.db), authenticator(options.auth)];
    const { activity } = options;
    function commit<B extends z.ZodType, R extends z.ZodType>(
      summary: string,
      description: string,
      body: B,
      response: R,
    ) {
      return {
        preHandler,
        schema: {
          summary,
          description,
          tags: ['activity'],
          headers: CommitHeadersSchema,
          body,
          response: { 200: response, ...ERROR_RESPONSES },
        },
      };
    }

    app.post(
      '/activity/commit_activity',
      commit(
        'Save an activity answer',
        `\`type\` is an activity type of docs/product.md §7; \`value\` its shape, or a JSON string of it. ${KEPT}`,
        CommitActivityRequestSchema,
        CommitActivityResponseSchema,
      ),
      async (request) =>
        activity.commitActivity(committerOf(request), request.body, idempotencyKeyOf(request)),
    );

    app.post(
      '/activity/commit_score',
      commit(
        'Save a score',
        `\`type\` 2–9; \`value\` within the range of that score. ${KEPT}`,
        CommitScoreRequestSchema,
        CommitScoreResponseSchema,
      ),
      async (request) =>
        activity.commitScore(committerOf(request), request.body, idempotencyKeyOf(request)),
    );

    app.post(
      '/activity/commit_dast_responses',
      commit(
        'Save the DAST answers and get the score and user type',
        'DAST item 1 comes from the saved drug selection (409 before it is saved). ' +
          'Kept as first given: a repeat answers the saved score and user type.',
        CommitDastResponsesRequestSchema,
        CommitDastResponsesResponseSchema,
      ),
      async (request) =>
        activity.commitDastResponses(committerOf(request), request.body, idempotencyKeyOf(request)),
    );

    app.post(
      '/activity/commit_user_type',
      commit('Save the user type', KEPT, CommitUserTypeRequestSchema, CommitUserTypeResponseSchema),
      async (request) =>
        activity.commitUserType(
          committerOf(request),
          request.body.user_type,
          idempotencyKeyOf(request),
        ),
    );

    app.post(
      '/activity/commit_selected_drugs',
      commit(
        'Save the drug selection and primary drug',
        `\`selection\` a comma list of drug ids 0–7 (empty for none); \`primary_drug\` one of them. ${KEPT}`,
        CommitSelectedDrugsRequestSchema,
        CommitSelectedDrugsResponseSchema,
      ),
      async (request) =>
        activity.commitSelectedDrugs(committerOf(request), request.body, idempotencyKeyOf(request)),
    );

    app.post(
      '/activity/commit_navigation_history',
      commit(
        'Save the navigation history and last page',
        `Pages and answers are laid over the saved history, answer by answer; \`last_page\` is the latest. ${ADDED}`,
        CommitNavigationHistoryRequestSchema,
        CommitNavigationHistoryResponseSchema,
      ),
      async (request) =>
        activity.commitNavigationHistory(
          committerOf(request),
          request.body,
          idempotencyKeyOf(request),
        ),
    );

    app.post(
      '/activity/commit_optional_history',
      commit(
        'Save the optional-module history',
        `A module unlocked or completed stays so, and each module's highest step only grows. ${ADDED}`,
        CommitOptionalHistoryRequestSchema,
        CommitOptionalHistoryResponseSchema,
      ),
      async (request) =>
        activity.commitOptionalHistory(
          committerOf(request),
          request.body,
          idempotencyKeyOf(request),
        ),
    );
  };
}
