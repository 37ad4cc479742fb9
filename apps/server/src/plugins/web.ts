import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppPath } from '@clearpath/core';

const HASHED_ASSET = /\/assets\//;
const SERVICE_WORKER = /\/sw\.js(\.br|\.gz)?$/;
const MANIFEST = /\.webmanifest(\.br|\.gz)?$/;
/** The route @fastify/static serves the build's files on (prefix `/`, `wildcard: true`). */
const STATIC_ROUTE = '/*';
/** The build's folder of pre-drawn module pages (apps/web/scripts/prerender.mjs). */
const PREDRAWN_DIR = 'predrawn';

/** Whether a URL's path ends in a folder or has an empty segment: no file has such a name. */
function namesNoFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.endsWith('/') || path.includes('//');
}

/** True when a built web app is present in `dir`. */
export function hasWebBuild(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html and
 * the service worker are revalidated on every visit so a deploy is picked up at once.
 * Other addresses get index.html and the client router draws the screen: with 200 for an address
 * the app has (core's isAppPath, `isPage` naming the content's pages), else with 404 under the
 * app's "This page could not be found" (docs/product.md §2).
 * Text files go out as the brotli or gzip copy the build wrote beside them
 * (apps/web/scripts/precompress.mjs) when the browser accepts it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dir: string,
  options: { serveSourceMaps: boolean; isPage: (id: string) => boolean },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: true,
    index: false,
    // Source maps stay on disk for the error reporter; in production they are not served (404).
    allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
    preCompressed: true,
    setHeaders(res, filePath) {
      const file = filePath.replaceAll(path.sep, '/');
      res.header(
        'Cache-Control',
        HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The service worker controls the whole site (docs/product.md §7).
      if (SERVICE_WORKER.test(file)) res.header('Service-Worker-Allowed', '/');
      if (MANIFEST.test(file)) res.header('Content-Type', 'application/manifest+json');
    },
  });
  // A folder (`/assets/`) or a path with an empty segment (`//api/health`) names no file: the
  // static plugin would refuse both with 403 (a folder is not listed; an empty segment is not a
  // canonical path). Neither is there: 404.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === STATIC_ROUTE && namesNoFile(request.url)) {
      reply.callNotFound();
      return;
    }
    done();
  });
  // `/` is the landing page already drawn (apps/web/scripts/prerender.mjs), when the build has it.
  const landing = existsSync(path.join(dir, 'landing.html')) ? 'landing.html' : 'index.html';
  app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile(landing));
  // A module page opened afresh arrives with its text already drawn (the same script), when the
  // build drew it; any other address under /page/ gets index.html, as every app address does.
  const predrawn = predrawnPages(dir);
  app.get<{ Params: { page: string } }>('/page/:page', (request, reply) => {
    const file = predrawn.get(request.params.page);
    return file === undefined
      ? sendApp(request.url, reply, options.isPage)
      : reply.header('Cache-Control', 'no-cache').sendFile(file);
  });
}

/**
 * index.html for an address of the app (200) or for one it does not have (404, drawn by the app
 * as its not-found screen).
 */
export function sendApp(url: string, reply: FastifyReply, isPage: (id: string) => boolean) {
  const pathname = url.split('?')[0] ?? '';
  return reply
    .code(isAppPath(pathname, isPage) ? 200 : 404)
    .header('Cache-Control', 'no-cache')
    .sendFile('index.html');
}

/** The pre-drawn module pages of a build: page id → file (`1-0` → `predrawn/1-0.html`). */
function predrawnPages(dir: string): Map<string, string> {
  const folder = path.join(dir, PREDRAWN_DIR);
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [name.slice(0, -'.html'.length), `${PREDRAWN_DIR}/${name}`]),
  );
}
