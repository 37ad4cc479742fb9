import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CaptchaChallengeResponseSchema,
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
import {
  authenticated,
  authenticator,
  tenantOf,
  tenantResolver,
} from '../../plugins/request-context';
import type { CaptchaService } from './captcha';
import type { AuthService } from './service';

export interface AuthRouteOptions {
  db: Database;
  auth: AuthService;
  captcha: CaptchaService;
  now: () => Date;
  registrationMode: 'standard' | 'test';
  loginFailuresPerMinute: number;
  registrationsPerHour: number;
}

const WRONG_CODE = 'That access code did not work. Check it and try again.';

function tooManyAttempts(seconds: number): AppError {
  const wait = seconds > 60 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new AppError(
    'rate_limited',
    `Too many attempts from this connection. Please wait ${wait} and try again.`,
    undefined,
    {
      'Retry-After': String(seconds),
    },
  );
}

export function authRoutes(options: AuthRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const requireTenant = tenantResolver(options.db);
    const requireParticipant = authenticator(options.auth);
    const registrationLimit = {
      max: options.registrationsPerHour,
      timeWindow: 3_600_000,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        tooManyAttempts(Math.ceil(context.ttl / 1000)),
    };
    // Only failed logins count against an address, so a student who mistypes once is not
    // penalised for logging in successfully afterwards.
    const loginFailures = app.createRateLimit({
      max: options.loginFailuresPerMinute,
      timeWindow: 60_000,
    });

    app.get(
      '/auth/captcha',
      {
        config: { rateLimit: { ...registrationLimit, max: options.registrationsPerHour * 5 } },
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
        config: { rateLimit: registrationLimit },
        preHandler: requireTenant,
        schema: {
          summary: 'Register an anonymous participant and get an access code',
          body: RegisterUserRequestSchema,
          response: { 200: RegisterUserResponseSchema },
        },
      },
      async (request) => options.auth.register(request.body, tenantOf(request), { test: false }),
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
        const limit = await loginFailures(request, { increment: false });
        if (!limit.isAllowed && limit.remaining === 0) throw tooManyAttempts(limit.ttlInSeconds);
        const session = await options.auth.login(request.body.password, tenantOf(request));
        if (!session) {
          await loginFailures(request);
          throw new AppError('unauthorized', WRONG_CODE);
        }
        return session;
      },
    );

    app.post(
      '/auth/logout_user',
      {
        preHandler: [requireTenant, requireParticipant],
        schema: {
          summary: 'End this session',
          body: LogoutUserRequestSchema.optional(),
          response: { 200: LogoutUserResponseSchema },
        },
      },
      async (request) => {
        await options.auth.logout(authenticated(request).tokenHash);
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
