import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CaptchaChallengeResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  LoginUserRequestSchema,
  LoginUserResponseSchema,
  LogoutUserRequestSchema,
  LogoutUserResponseSchema,
  RegisterTestUserRequestSchema,
  RegisterUserRequestSchema,
  RegisterUserResponseSchema,
  SetCookieSettingsRequestSchema,
  SetCookieSettingsResponseSchema,
} from '@clearpath/core';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { createLoginGate, tooManyAttempts } from '../../limits/login-gate';
import { limitSource } from '../../limits/source';
import type { LimitRule, RateLimiter } from '../../limits/store';
import {
  authenticated,
  authenticator,
  tenantOf,
  tenantResolver,
} from '../../plugins/request-context';
import { idempotencyKeyOf } from '../progress/http';
import type { CaptchaService } from './captcha';
import type { AuthService } from './service';

/** Request headers of a registration: other headers pass through untouched. */
const RegisterHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional().describe(
    'Send the same key with the same solved challenge again (an answer lost on the way) to get the same answer: the same access code and session, and no second participant. Kept until the challenge expires.',
  ),
});

export interface AuthRouteOptions {
  db: Database;
  auth: AuthService;
  captcha: CaptchaService;
  now: () => Date;
  limiter: RateLimiter;
  registrationMode: 'standard' | 'test';
  loginFailuresPerMinute: number;
  loginFailuresGlobalPerMinute: number;
  registrationsPerHour: number;
}

const WRONG_CODE = 'That access code did not work. Check it and try again.';

export function authRoutes(options: AuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const requireTenant = tenantResolver(options.db);
    const requireParticipant = authenticator(options.auth);
    const { limiter } = options;
    /** A preHandler counting every request against its source (docs/decisions/0008). */
    const perSource =
      (name: string, rule: LimitRule) =>
      async (request: FastifyRequest): Promise<void> => {
        const result = await limiter.consume(`${name}:${limitSource(request.ip)}`, rule);
        if (!result.allowed) throw tooManyAttempts(result);
      };
    const HOUR = 3_600_000;
    const limitRegistrations = perSource('registrations', {
      limit: options.registrationsPerHour,
      windowMs: HOUR,
    });
    const limitChallenges = perSource('challenges', {
      limit: options.registrationsPerHour * 5,
      windowMs: HOUR,
    });
    const loginGate = createLoginGate({
      limiter,
      failuresPerSource: options.loginFailuresPerMinute,
      failuresGlobal: options.loginFailuresGlobalPerMinute,
      verifyChallenge: async (key, captcha) =>
        (await options.captcha.redeem(options.db, key, captcha, options.now())).consumed,
    });

    app.get(
      '/auth/captcha',
      {
        preHandler: limitChallenges,
        schema: {
          summary: 'A registration challenge (ALTCHA proof of work)',
          response: { 200: CaptchaChallengeResponseSchema },
        },
      },
      async (_request, reply) => {
        const challenge = await options.captcha.issue(options.db, options.now());
        return reply.header('Cache-Control', 'no-store').send(challenge);
      },
    );

    app.post(
      '/auth/register_user',
      {
        preHandler: [limitRegistrations, requireTenant],
        schema: {
          summary: 'Register an anonymous participant and get an access code',
          headers: RegisterHeadersSchema,
          body: RegisterUserRequestSchema,
          response: { 200: RegisterUserResponseSchema },
        },
      },
      async (request) =>
        options.auth.register(request.body, tenantOf(request), {
          test: false,
          idempotencyKey: idempotencyKeyOf(request),
        }),
    );

    if (options.registrationMode === 'test') {
      app.post(
        '/auth/register_test_user',
        {
          preHandler: requireTenant,
          schema: {
            summary: 'Register a test participant (test deployments only; left out of exports)',
            body: RegisterTestUserRequestSchema,
            response: { 200: RegisterUserResponseSchema },
          },
        },
        async (request) => options.auth.register(request.body, tenantOf(request), { test: true }),
      );
    }

    app.post(
      '/auth/login_user',
      {
        preHandler: requireTenant,
        schema: {
          summary: 'Log in with an access code and restore everything saved',
          body: LoginUserRequestSchema,
          response: { 200: LoginUserResponseSchema },
        },
      },
      async (request) => {
        // Throttles wrong codes, never a correct one, in the login's own statement
        // (limits/login-gate.ts).
        const session = await loginGate.attempt(limitSource(request.ip), request.body, (guard) =>
          options.auth.login(request.body.password, tenantOf(request), guard),
        );
        if (!session) throw new AppError('unauthorized', WRONG_CODE);
        return session;
      },
    );

    app.post(
      '/auth/logout_user',
      {
        preHandler: [requireTenant, requireParticipant],
        schema: {
          summary: "End the student's sessions",
          description:
            "Ends every session of the bearer token's student. The body may be left out.",
          // Nullish, not optional: Fastify passes null for a request without a body.
          body: LogoutUserRequestSchema.nullish(),
          response: { 200: LogoutUserResponseSchema },
        },
      },
      async (request) => {
        await options.auth.logout(authenticated(request).participant.id);
        return { status: true as const };
      },
    );

    app.post(
      '/activity/set_cookie_settings',
      {
        preHandler: [requireTenant, requireParticipant],
        schema: {
          summary: 'Store the analytics and remember-me choices',
          body: SetCookieSettingsRequestSchema,
          response: { 200: SetCookieSettingsResponseSchema },
        },
      },
      async (request) => {
        await options.auth.setCookieSettings(authenticated(request).participant.id, request.body);
        return { status: true as const };
      },
    );
  };
}
