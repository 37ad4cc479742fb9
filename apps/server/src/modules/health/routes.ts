import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@clearpath/core';
import type { DatabaseHandle } from '../../db/client';
import { APP_VERSION } from '../../version';

export function healthRoutes(database: Pick<DatabaseHandle, 'ping'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Liveness and database reachability',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
        },
      },
      async (_request, reply) => {
        const up = await database.ping();
        return reply
          .status(up ? 200 : 503)
          .header('Cache-Control', 'no-store')
          .send({
            status: up ? 'ok' : 'degraded',
            database: up ? 'up' : 'down',
            version: APP_VERSION,
          });
      },
    );
  };
}
