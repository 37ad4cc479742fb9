import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProcessConfidenceQuerySchema,
  ProcessingQuerySchema,
  ProcessingResponseSchema,
  ProcessPosnegsRequestSchema,
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
import type { ProcessingService, ScoreProcessingCall } from './service';

export interface ProcessingRouteOptions {
  db: Database;
  auth: AuthService;
  processing: ProcessingService;
}

const FROM_SAVED_SCORES: Record<ScoreProcessingCall, string> = {
  process_dast_score: 'Feedback item for the saved DAST score',
  process_quiz_score: 'Feedback item for the saved quiz score',
  process_decision_making_score: 'Feedback item for the saved decision-making score',
  process_behaviour_feedback: 'Feedback item on behaviour, from the behavioural awareness score',
  process_behavioural_awareness: 'Feedback item for the saved behavioural awareness score',
};

const BANDS =
  '`content_no` is the 0-based feedback item chosen by the bands of content/feedback/. ' +
  '409 when the score it needs has not been saved yet.';

/** The `/processing/*` calls of docs/product.md §7, bearer-authenticated and tenant-checked. */
export function processingRoutes(options: ProcessingRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = [tenantResolver(options.db), authenticator(options.auth)];
    const { processing } = options;
    const response = { 200: ProcessingResponseSchema, ...ERROR_RESPONSES };
    const tags = ['processing'];

    for (const [call, summary] of Object.entries(FROM_SAVED_SCORES)) {
      app.get(
        `/processing/${call}`,
        {
          preHandler,
          schema: {
            summary,
            description: BANDS,
            tags,
            querystring: ProcessingQuerySchema,
            response,
          },
        },
        async (request) =>
          processing.fromSavedScores(committerOf(request), call as ScoreProcessingCall),
      );
    }

    app.post(
      '/processing/process_posnegs',
      {
        preHandler,
        schema: {
          summary: 'Feedback item for the numbers of positive and negative effects chosen',
          description: BANDS,
          tags,
          body: ProcessPosnegsRequestSchema,
          response,
        },
      },
      async (request) => processing.posnegs(request.body),
    );

    app.get(
      '/processing/process_confidence',
      {
        preHandler,
        schema: {
          summary: 'Feedback item for the confidence rating (and willingness, when sent)',
          description: `${BANDS} A \`willingness\` rating is saved, kept as first given.`,
          tags,
          headers: CommitHeadersSchema,
          querystring: ProcessConfidenceQuerySchema,
          response,
        },
      },
      async (request) =>
        processing.confidence(
          committerOf(request),
          request.query.willingness,
          idempotencyKeyOf(request),
        ),
    );
  };
}
