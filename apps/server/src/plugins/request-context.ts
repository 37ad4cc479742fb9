import type { FastifyReply, FastifyRequest } from 'fastify';
import { tenantFromHost, TenantIdSchema } from '@clearpath/core';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { ParticipantRow } from '../modules/auth/repository';
import type { AuthService } from '../modules/auth/service';
import { findTenantCached, type TenantRow } from '../modules/tenants/repository';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantRow | null;
    participant: ParticipantRow | null;
    tokenHash: string | null;
  }
}

/**
 * The tenant of a request: its X-Tenant header, else the host's first label (as the web
 * client computes it). An unknown tenant is a 404 with the JSON error body.
 */
export function tenantResolver(db: Database) {
  return async function requireTenant(request: FastifyRequest): Promise<void> {
    const header = request.headers['x-tenant'];
    const raw =
      typeof header === 'string' && header !== ''
        ? header.toLowerCase()
        : tenantFromHost(request.host);
    const parsed = TenantIdSchema.safeParse(raw);
    const tenant = parsed.success ? await findTenantCached(db, parsed.data) : undefined;
    if (!tenant) throw new AppError('not_found', 'This university is not set up on Clearpath.');
    request.tenant = tenant;
  };
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/** A live session of the request's tenant, or 401. Runs after `requireTenant`. */
export function authenticator(auth: AuthService) {
  return async function requireParticipant(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const session =
      match?.[1] && request.tenant
        ? await auth.participantForToken(match[1], request.tenant.id)
        : undefined;
    if (!session) {
      throw new AppError(
        'unauthorized',
        'Your session has ended. Please log in again with your access code.',
      );
    }
    request.participant = session.participant;
    request.tokenHash = session.tokenHash;
  };
}

/** The tenant `requireTenant` resolved, for handlers after it. */
export function tenantOf(request: FastifyRequest): TenantRow {
  if (!request.tenant) throw new Error('route is missing the requireTenant hook');
  return request.tenant;
}

/** The values `requireTenant` and `requireParticipant` guarantee, for handlers after them. */
export function authenticated(request: FastifyRequest): {
  tenant: TenantRow;
  participant: ParticipantRow;
  tokenHash: string;
} {
  if (!request.tenant || !request.participant || !request.tokenHash) {
    throw new Error('route is missing the requireTenant/requireParticipant hooks');
  }
  return { tenant: request.tenant, participant: request.participant, tokenHash: request.tokenHash };
}
