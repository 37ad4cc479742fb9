import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBodySchema, IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '@clearpath/core';
import { authenticated } from '../../plugins/request-context';
import type { Committer } from './commit';

/** Request headers of a commit: other headers pass through untouched. */
export const CommitHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional().describe(
    'Send the same key again to repeat a commit safely: it is answered as the first and stored once.',
  ),
});

/** The error answers every authenticated call may give, for the OpenAPI document. */
export const ERROR_RESPONSES = {
  400: ErrorBodySchema.describe('The request does not fit the call; nothing was stored.'),
  401: ErrorBodySchema.describe('No live session for this token and university.'),
  404: ErrorBodySchema.describe('Unknown university (X-Tenant).'),
  409: ErrorBodySchema.describe('The call needs an answer that has not been saved yet.'),
  503: ErrorBodySchema.describe('The database is briefly unavailable; retry after Retry-After.'),
} as const;

/** The participant a request is authenticated as. */
export function committerOf(request: FastifyRequest): Committer {
  const { participant, tokenHash, sessionSeen } = authenticated(request);
  return {
    id: participant.id,
    tenantId: participant.tenantId,
    tokenHash,
    ...(sessionSeen ? { sessionSeen } : {}),
  };
}

/** The Idempotency-Key of a request whose headers passed `CommitHeadersSchema`. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof key === 'string' ? key : undefined;
}
