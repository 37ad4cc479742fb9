import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicConfigSchema } from '@clearpath/core';
import type { AppConfig } from '../../config';
import { RELEASE } from '../../error-reporting';

/**
 * `GET /api/config`: the error reporter's DSN and the analytics measurement id of this
 * deployment, read by the web app at start, so one build of it serves any deployment.
 */
export function publicConfigRoutes(config: AppConfig): FastifyPluginAsyncZod {
  const body = PublicConfigSchema.parse({
    sentry_dsn: config.errorReporting.dsn,
    analytics_measurement_id: config.analytics.measurementId,
    environment: config.errorReporting.environment,
    release: RELEASE,
  });
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          summary: "The web app's settings: error reporting and analytics",
          response: { 200: PublicConfigSchema },
        },
      },
      async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body),
    );
  };
}

const ForcedFailureSchema = z.object({ answer: z.string().max(1000).optional() }).loose();

/**
 * `POST /api/test/server-error`, only when NODE_ENV is test: fails as carelessly as a bug could,
 * with the caller's code, token and answer in the error's message, so the end-to-end suite can
 * prove that the report which leaves the server has none of them.
 */
export function forcedFailureRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/test/server-error',
      { schema: { hide: true, body: ForcedFailureSchema } },
      async (request) => {
        const query = new URLSearchParams(request.url.split('?')[1] ?? '');
        throw new Error(
          `Forced failure for code ${query.get('code') ?? ''}, ` +
            `${request.headers.authorization ?? ''}, answer "${request.body.answer ?? ''}"`,
        );
      },
    );
  };
}
