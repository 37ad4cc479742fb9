import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const HASHED_ASSET = /\/assets\//;

/** True when a built web app is present in `dir`. */
export function hasWebBuild(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html and
 * the service worker are revalidated on every visit so a deploy is picked up at once.
 * Unknown non-API paths get index.html and the client router decides (its 404 page included).
 * Text files go out as the brotli or gzip copy the build wrote beside them
 * (apps/web/scripts/precompress.mjs) when the browser accepts it.
 */
export async function registerWebApp(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        'Cache-Control',
        HASHED_ASSET.test(filePath.replaceAll(path.sep, '/'))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
  );
}
