import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@clearpath/core';
import type { DatabaseHandle } from '../../db/client';
import type { Readiness } from '../../db/readiness';
import { RETRY_AFTER_SECONDS } from '../../errors';
import { APP_VERSION } from '../../version';

/**
 * `GET /api/health`: 200 `ok` when the database answers; 503 `starting` until it has been
 * reached and migrated once, 503 `unavailable` when it stops answering later. Load balancers
 * send traffic only on 200.
 */
export function healthRoutes(deps: {
  database: Pick<DatabaseHandle, 'ping'>;
  readiness?: Pick<Readiness, 'state'> | undefined;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Readiness and database reachability',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
        },
      },
      async (_request, reply) => {
        const up = await deps.database.ping();
        const started = (deps.readiness?.state() ?? 'ready') === 'ready';
        const status = !started ? 'starting' : up ? 'ok' : 'unavailable';
        void reply.header('Cache-Control', 'no-store');
        if (status !== 'ok') void reply.header('Retry-After', RETRY_AFTER_SECONDS);
        return reply.status(status === 'ok' ? 200 : 503).send({
          status,
          database: up ? 'up' : 'down',
          version: APP_VERSION,
        });
      },
    );
  };
}
