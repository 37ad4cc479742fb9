import type { FastifyReply, FastifyRequest } from 'fastify';
import { tenantFromHost, TenantIdSchema } from '@clearpath/core';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { ParticipantRow } from '../modules/auth/repository';
import type { AuthenticatedSession, AuthService, SessionSeen } from '../modules/auth/service';
import { findTenantCached, peekTenantCached, type TenantRow } from '../modules/tenants/repository';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantRow | null;
    participant: ParticipantRow | null;
    tokenHash: string | null;
    /** What makes the session's finding last (auth/service.ts), with a session cache. */
    sessionSeen: SessionSeen | null;
  }
}

const UNKNOWN_TENANT = 'This university is not set up on Clearpath.';
const SESSION_ENDED = 'Your session has ended. Please log in again with your access code.';

/**
 * The tenant of a request: its X-Tenant header, else the host's first label (as the web
 * client computes it). An unknown tenant is a 404 with the JSON error body. A callback hook:
 * a tenant this process has cached is set without waiting for anything.
 */
export function tenantResolver(db: Database) {
  return function requireTenant(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    const header = request.headers['x-tenant'];
    const raw =
      typeof header === 'string' && header !== ''
        ? header.toLowerCase()
        : tenantFromHost(request.host);
    const parsed = TenantIdSchema.safeParse(raw);
    if (!parsed.success) {
      done(new AppError('not_found', UNKNOWN_TENANT));
      return;
    }
    const known = peekTenantCached(db, parsed.data);
    if (known) {
      request.tenant = known;
      done();
      return;
    }
    findTenantCached(db, parsed.data).then((tenant) => {
      if (!tenant) {
        done(new AppError('not_found', UNKNOWN_TENANT));
        return;
      }
      request.tenant = tenant;
      done();
    }, done);
  };
}

/** `Authorization: Bearer <token>`; the scheme's name in any case (RFC 9110 §11.1). */
const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/i;

/**
 * A live session of the request's tenant, or 401. Runs after `requireTenant`. A callback hook:
 * a session this process has cached is set without waiting for anything.
 */
export function authenticator(auth: AuthService) {
  return function requireParticipant(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const tenantId = request.tenant?.id;
    if (!token || !tenantId) {
      done(new AppError('unauthorized', SESSION_ENDED));
      return;
    }
    const accept = (session: AuthenticatedSession | undefined) => {
      if (!session) {
        done(new AppError('unauthorized', SESSION_ENDED));
        return;
      }
      request.participant = session.participant;
      request.tokenHash = session.tokenHash;
      request.sessionSeen = session.seen ?? null;
      done();
    };
    const known = auth.knownParticipantForToken(token, tenantId);
    if (known) accept(known);
    else auth.participantForToken(token, tenantId).then(accept, done);
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
  sessionSeen: SessionSeen | null;
} {
  if (!request.tenant || !request.participant || !request.tokenHash) {
    throw new Error('route is missing the requireTenant/requireParticipant hooks');
  }
  return {
    tenant: request.tenant,
    participant: request.participant,
    tokenHash: request.tokenHash,
    sessionSeen: request.sessionSeen ?? null,
  };
}
