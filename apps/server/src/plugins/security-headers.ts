import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_DOCS_PATH, isApiPath } from '../api-path';
import type { AppConfig } from '../config';
import { thirdPartySources } from '../csp';

/** Helmet's options for Clearpath's pages: the content security policy and HSTS in production. */
export function pageSecurityOptions(
  config: Pick<AppConfig, 'env' | 'analytics' | 'errorReporting'>,
): HelmetOptions {
  const thirdParty = thirdPartySources(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdParty.scriptSrc],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty.imgSrc],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...thirdParty.connectSrc],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.env === 'production' ? { maxAge: 15552000 } : false,
  };
}

/**
 * The headers helmet sets with these options, worked out once. Helmet's own middleware (and
 * @fastify/helmet, which builds a new one for every request) parses the content security policy
 * again on each call; the answer never changes, so the server computes it at start and copies
 * it onto every reply (docs/architecture.md §3: no per-request work that can be done once).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * The headers of an API answer: JSON, a file to download or an image, never a page a browser
 * runs. Nothing in it may load anything, be framed or be sniffed as another type, and no other
 * site may embed it. Stricter than a page's, and a third of their bytes: the rest of helmet's
 * set (the opener and referrer policies, DNS prefetch, the agent cluster, the old XSS filter)
 * governs documents only, and every autosave of a student on slow mobile data carried it.
 * HSTS, where the page set has it, is kept.
 */
export function apiSecurityHeaders(pageHeaders: Readonly<Record<string, string>>) {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts === undefined ? {} : { 'strict-transport-security': hsts }),
  };
}

/**
 * Whether a request's answer is the API's (JSON, a download, an image) rather than a page: a
 * path under /api/ other than the OpenAPI page and its files, which a browser runs as a page.
 */
export function isApiAnswer(url: string): boolean {
  return isApiPath(url) && !url.startsWith(API_DOCS_PATH);
}

/**
 * Sets the security headers on every reply of `app`, both sets computed once at start:
 * helmet's (`page`, from `securityHeaders`) on a page, the API's (`api`, from
 * `apiSecurityHeaders`) on an API answer.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: { page: Readonly<Record<string, string>>; api: Readonly<Record<string, string>> },
) {
  const pageEntries = Object.entries(headers.page);
  const apiEntries = Object.entries(headers.api);
  app.addHook('onRequest', (request, reply, done) => {
    const entries = isApiAnswer(request.url) ? apiEntries : pageEntries;
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
