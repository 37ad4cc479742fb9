import {
  accessCodeFromBytes,
  ACCESS_CODE_BYTES,
  formatAccessCode,
  normaliseAccessCode,
  type DecisionTree,
  type LoginUserResponse,
  type RegisterTestUserRequest,
  type RegisterUserRequest,
  type RegisterUserResponse,
} from '@clearpath/core';
import type { LookupCache } from '../../db/cache';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { FailureGuard, Guarded } from '../../limits/store';
import type { TenantRow } from '../tenants/repository';
import type { CaptchaService } from './captcha';
import { encodeToken, hashAccessCode, hashToken, TOKEN_BYTES } from './crypto';
import {
  openAnswer,
  registrationSettings,
  REPLAY_IV_BYTES,
  replayKeyHash,
  sealAnswer,
} from './replay';
import * as repo from './repository';

/** What a login restores besides the session (filled by the activity store). */
export type RestoreState = Omit<
  LoginUserResponse,
  'token' | 'user' | 'tree' | 'batch_id' | 'remember_me' | 'enable_ga'
>;

/** Verifies a reCAPTCHA token with the tenant's secret. Injected: tests use no network. */
export type RecaptchaVerifier = (token: string, secret: string) => Promise<boolean>;

export interface AuthDependencies {
  db: Database;
  now: () => Date;
  randomBytes: (size: number) => Uint8Array;
  pepper: string;
  captcha: CaptchaService;
  verifyRecaptcha: RecaptchaVerifier;
  sessionTtlHours: number;
  decisionTree: () => DecisionTree;
  /** The login answer's restore part from the saved-state row (undefined before any commit). */
  restoreState: (row: repo.LoginRow['state']) => RestoreState;
  /** Live sessions by token hash; every process drops an entry when the session changes. */
  sessionCache?: LookupCache<CachedSession>;
}

/** What a request needs of its session, cached briefly (docs/architecture.md §3). */
export interface CachedSession {
  participant: repo.ParticipantRow;
  expiresAt: Date;
}

/**
 * A live session as a request found it, and what makes that finding last: the session cache's
 * change count (`LookupCache.changes`) read before the look-up, and the session's expiry. While
 * the count has not moved (no session or participant change announced, nor logout here) and the
 * expiry is ahead, the session is still live (progress/commit.ts, `soleOwner`).
 */
export interface SessionSeen {
  changes: number;
  expiresAt: Date;
}

/** The participant behind a request's session token. */
export interface AuthenticatedSession {
  participant: repo.ParticipantRow;
  tokenHash: string;
  /** Absent without a session cache. */
  seen?: SessionSeen;
}

const REJECTED_CHALLENGE =
  'The check that you are a person did not go through. Please try it again.';
const REGISTRATION_KEY_REUSED =
  'This Idempotency-Key was already used for a registration with other settings. Send a new key with each new registration.';
const NO_RECAPTCHA =
  'This university does not use reCAPTCHA. Please use the built-in check instead.';
const MAX_CODE_ATTEMPTS = 5;
/** How long an ended session's row stays (its end can still be looked at), and a sweep's batch. */
const ENDED_SESSIONS_KEPT_MS = 24 * 60 * 60 * 1000;
const ENDED_SESSIONS_PER_SWEEP = 5_000;

export function createAuthService(deps: AuthDependencies) {
  /** A cached session is used only until it expires. */
  const stillLive = (cached: CachedSession) => cached.expiresAt.getTime() > deps.now().getTime();
  /**
   * The request's participant, when the session belongs to the request's tenant, with when the
   * session expires and the session cache's change count read before it was looked up
   * (`SessionSeen`).
   */
  const ofTenant = (
    session: CachedSession | undefined,
    tokenHash: string,
    tenantId: string,
    changes: number | undefined,
  ): AuthenticatedSession | undefined =>
    session && session.participant.tenantId === tenantId
      ? {
          participant: session.participant,
          tokenHash,
          ...(changes === undefined ? {} : { seen: { changes, expiresAt: session.expiresAt } }),
        }
      : undefined;

  async function openSession(db: Database, participant: repo.ParticipantRow, now: Date) {
    const token = encodeToken(deps.randomBytes(TOKEN_BYTES));
    await repo.insertSession(db, {
      tokenHash: hashToken(token),
      participantId: participant.id,
      tenantId: participant.tenantId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.sessionTtlHours * 3_600_000),
    });
    return token;
  }

  /**
   * The request's challenge checked: null when it passes (the built-in one is consumed), else
   * the answer to give: a registration sent again (`replayable`, replay.ts) gets the answer
   * kept for it, anything else a refusal with its reason.
   */
  async function challengeRefusal(
    db: Database,
    input: RegisterUserRequest,
    tenant: TenantRow,
    replayable: { challengeId: string; idempotencyKey: string } | null,
    now: Date,
  ): Promise<RegisterUserResponse | null> {
    if (input.recaptcha_token !== undefined) {
      if (!tenant.recaptchaSecret) return { status: false, reason: NO_RECAPTCHA };
      return (await deps.verifyRecaptcha(input.recaptcha_token, tenant.recaptchaSecret))
        ? null
        : { status: false, reason: REJECTED_CHALLENGE };
    }
    const redeemed = await deps.captcha.redeem(
      db,
      input.key ?? '',
      input.captcha ?? '',
      now,
      replayable ? replayKeyHash(replayable.idempotencyKey) : undefined,
    );
    if (redeemed.consumed) return null;
    const kept =
      replayable &&
      redeemed.kept !== null &&
      openAnswer(redeemed.kept, { pepper: deps.pepper, ...replayable });
    if (!kept) return { status: false, reason: REJECTED_CHALLENGE };
    // The same key with other settings, or for another university, is another request, not
    // this one sent again: the kept answer's session is valid only with its own university.
    const otherSettings = kept.request !== null && kept.request !== registrationSettings(input);
    if (otherSettings || kept.answer.user.tenant_id !== tenant.id) {
      throw new AppError('conflict', REGISTRATION_KEY_REUSED);
    }
    return { ...kept.answer, tree: deps.decisionTree() };
  }

  return {
    /**
     * Creates an anonymous participant with a new access code. A rejected challenge answers
     * `status: false` and stores nothing; everything else happens in one transaction. A used
     * challenge sent again with the Idempotency-Key of the registration that used it gets that
     * registration's answer (replay.ts).
     */
    async register(
      input: RegisterUserRequest | RegisterTestUserRequest,
      tenant: TenantRow,
      mode: { test: boolean; idempotencyKey?: string | undefined },
    ): Promise<RegisterUserResponse> {
      const now = deps.now();
      // The built-in challenge's key, with the request's Idempotency-Key: the answer is kept
      // for the same request sent again (replay.ts). Not for reCAPTCHA, which has no row here.
      const challenge = mode.test ? null : (input as RegisterUserRequest);
      const replayable =
        challenge?.recaptcha_token === undefined &&
        challenge?.key !== undefined &&
        mode.idempotencyKey !== undefined
          ? { challengeId: challenge.key, idempotencyKey: mode.idempotencyKey }
          : null;
      return deps.db.transaction(async (tx) => {
        const refusal =
          challenge && (await challengeRefusal(tx, challenge, tenant, replayable, now));
        if (refusal) return refusal;
        const batch = await repo.resolveBatch(tx, tenant.id, input.batch_id);
        if (!batch)
          throw new AppError('conflict', 'This university has no batch open for registration.');
        for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
          const code = accessCodeFromBytes(deps.randomBytes(ACCESS_CODE_BYTES));
          const participant = await repo.insertParticipant(tx, {
            tenantId: tenant.id,
            batchId: batch.id,
            codeHash: hashAccessCode(deps.pepper, normaliseAccessCode(code) ?? code),
            isTest: mode.test,
            enableGa: input.enable_ga === 1,
            rememberMe: input.remember_me === 1,
            createdAt: now,
            lastLoginAt: now,
          });
          if (!participant) continue; // a 60-bit collision: draw again
          const token = await openSession(tx, participant, now);
          const registered = {
            status: true as const,
            token,
            user: {
              batch_id: batch.id,
              user_uuid: participant.id,
              tenant_id: tenant.id,
              password: code,
            },
            tree: deps.decisionTree(),
            batch_id: batch.id,
            remember_me: participant.rememberMe ? 1 : 0,
            enable_ga: participant.enableGa ? 1 : 0,
          } satisfies RegisterUserResponse;
          if (replayable) {
            const sealed = sealAnswer(registered, registrationSettings(input), {
              pepper: deps.pepper,
              ...replayable,
              iv: deps.randomBytes(REPLAY_IV_BYTES),
            });
            await deps.captcha.keepAnswer(
              tx,
              replayable.challengeId,
              replayKeyHash(replayable.idempotencyKey),
              sealed,
            );
          }
          return registered;
        }
        throw new Error('could not draw an unused access code');
      });
    },

    /**
     * Logs in with a typed code, keeping `guard`'s failure budget in the same statement. A
     * malformed code takes the same path as a wrong one (one HMAC, one index look-up) and gets
     * the same answer: a failure, with no value.
     */
    async login(
      password: string,
      tenant: TenantRow,
      guard: FailureGuard,
    ): Promise<Guarded<LoginUserResponse>> {
      const now = deps.now();
      const normalised = normaliseAccessCode(password);
      const token = encodeToken(deps.randomBytes(TOKEN_BYTES));
      const { verdict, login } = await repo.loginWithCodeHash(
        deps.db,
        {
          codeHash: hashAccessCode(deps.pepper, normalised ?? `malformed:${password}`),
          tenantId: tenant.id,
          tokenHash: hashToken(token),
          now,
          expiresAt: new Date(now.getTime() + deps.sessionTtlHours * 3_600_000),
        },
        guard,
      );
      if (!normalised || !login) return { verdict, value: undefined };
      const { participant } = login;
      return {
        verdict,
        value: {
          token,
          user: {
            batch_id: participant.batchId,
            user_uuid: participant.id,
            tenant_id: participant.tenantId,
            password: formatAccessCode(normalised),
          },
          tree: deps.decisionTree(),
          batch_id: participant.batchId,
          remember_me: participant.rememberMe ? 1 : 0,
          enable_ga: participant.enableGa ? 1 : 0,
          ...deps.restoreState(login.state),
        },
      };
    },

    /**
     * Deletes sessions that ended more than a day ago, a batch at a time (the server's hourly
     * sweep); returns how many went.
     */
    sweepEndedSessions(): Promise<number> {
      const dayAgo = new Date(deps.now().getTime() - ENDED_SESSIONS_KEPT_MS);
      return repo.deleteEndedSessions(deps.db, dayAgo, ENDED_SESSIONS_PER_SWEEP);
    },

    /**
     * Ends every session of the student, not only this token's: a reload or a new tab logs in
     * again (docs/product.md §4), and a session left open on a shared computer ends too.
     */
    async logout(participantId: string): Promise<void> {
      const revoked = await repo.revokeParticipantSessions(deps.db, participantId, deps.now());
      // This process forgets them at once; the others when the database announces it.
      for (const tokenHash of revoked) deps.sessionCache?.invalidate(tokenHash);
    },

    async setCookieSettings(
      participantId: string,
      settings: { enable_ga: 0 | 1; remember_me: 0 | 1 },
    ) {
      await repo.updateCookieSettings(deps.db, participantId, {
        enableGa: settings.enable_ga === 1,
        rememberMe: settings.remember_me === 1,
      });
    },

    /**
     * The participant behind a live session of this tenant. Cached briefly; commits check the
     * session again inside their transaction (progress/commit.ts), so nothing is stored for a
     * session ended in another process a moment before.
     */
    async participantForToken(token: string, tenantId: string) {
      const tokenHash = hashToken(token);
      const changes = deps.sessionCache?.changes;
      const load = async () => {
        const row = await repo.findSessionParticipant(deps.db, tokenHash, tenantId, deps.now());
        return row && { value: row, tags: [`participant:${row.participant.id}`] };
      };
      const session = deps.sessionCache
        ? await deps.sessionCache.get(tokenHash, load, stillLive)
        : (await load())?.value;
      return ofTenant(session, tokenHash, tenantId, changes);
    },

    /** `participantForToken` answered from the cache alone, without waiting; else undefined. */
    knownParticipantForToken(token: string, tenantId: string) {
      const tokenHash = hashToken(token);
      const changes = deps.sessionCache?.changes;
      return ofTenant(deps.sessionCache?.peek(tokenHash, stillLive), tokenHash, tenantId, changes);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
