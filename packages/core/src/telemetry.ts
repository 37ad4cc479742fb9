import { z } from 'zod';
import { isJsonObject } from './json-object';

/*
 * Analytics and error reporting (docs/product.md §6, §7, §9): the rules both apps share, so the
 * server's content security policy and the web app's tag agree, and both apps scrub error
 * reports the same way. Students are anonymous: nothing here may let a report name one.
 */

/** A Google Analytics 4 measurement id, e.g. `G-ABC123DEF4`. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;

/** Where the analytics tag script is loaded from; the measurement id goes in `?id=`. */
export const ANALYTICS_TAG_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * The origins the analytics tag needs, by content-security-policy directive. The policy is
 * widened by exactly these, and only when a measurement id is configured.
 */
export const ANALYTICS_CSP_SOURCES = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/** `GET /api/config`: what a deployment tells its web app at start (one build serves any). */
export const PublicConfigSchema = z.object({
  /** The error reporter's public key URL (Sentry or GlitchTip), or null: nothing is sent. */
  sentry_dsn: z.url().nullable(),
  /** The analytics measurement id, or null: no tag is ever loaded. */
  analytics_measurement_id: z.string().regex(MEASUREMENT_ID_PATTERN).nullable(),
  /** The deployment's name in error reports, e.g. `production` or `staging`. */
  environment: z.string().min(1).max(64),
  /** The version in error reports, e.g. `clearpath@0.1.0`. */
  release: z.string().min(1).max(200),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** /administration and everything below it send no page views (docs/product.md §6). */
export function isExcludedFromAnalytics(pathname: string): boolean {
  return pathname === '/administration' || pathname.startsWith('/administration/');
}

const REDACTED = '[redacted]';
/** `XXXX-XXXX-XXXX`, any letters or digits (the dashes make it distinctive). */
const DASHED_CODE = /\b[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\b/gi;
/** `XXXX XXXX XXXX` as typed with spaces: only when it holds a digit, so prose is left alone. */
const SPACED_CODE = /\b[0-9A-Z]{4} [0-9A-Z]{4} [0-9A-Z]{4}\b/gi;
/** The 12 bare symbols of the code alphabet (Crockford base32: no I, L, O or U). */
const BARE_CODE = /\b[0-9A-HJKMNP-TV-Z]{12}\b/gi;
/** Bearer tokens, and anything token-like: 32+ characters of base64url or hex. */
const BEARER = /\bBearer\s+\S+/gi;
const LONG_SECRET = /[A-Za-z0-9_-]{32,}/g;
/** `token=…`, `password: …` and the like in free text. */
const NAMED_SECRET =
  /\b(token|password|code|captcha|key|secret)(["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi;

/** Text with every access code and token in it replaced by `[redacted]`. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(NAMED_SECRET, (_match, name: string, separator: string) => name + separator + REDACTED)
    .replace(LONG_SECRET, REDACTED)
    .replace(DASHED_CODE, REDACTED)
    .replace(SPACED_CODE, (match) => (/\d/.test(match) ? REDACTED : match))
    .replace(BARE_CODE, REDACTED);
}

/** A URL without its query string or fragment, with any code or token in its path scrubbed. */
export function stripQuery(url: string): string {
  const end = url.search(/[?#]/);
  return scrubText(end === -1 ? url : url.slice(0, end));
}

type Json = Record<string, unknown>;

const URL_KEYS = new Set(['url', 'from', 'to', 'referrer', 'page_location']);

/** Every string in `value` scrubbed; URL-valued keys lose their query string too. */
function scrubDeep(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) ? stripQuery(value) : scrubText(value);
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, '', depth + 1));
  if (isJsonObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, scrubDeep(item, name, depth + 1)]),
    );
  }
  return value;
}

/** The request of an error report: method and path only (no body, query, cookies or headers). */
function scrubRequest(request: Json): Json {
  const kept: Json = {};
  if (typeof request.method === 'string') kept.method = request.method;
  if (typeof request.url === 'string') kept.url = stripQuery(request.url);
  const headers = isJsonObject(request.headers) ? request.headers : {};
  const agent = headers['User-Agent'] ?? headers['user-agent'];
  if (typeof agent === 'string') kept.headers = { 'User-Agent': agent };
  return kept;
}

function scrubException(exception: Json): Json {
  const values = Array.isArray(exception.values) ? exception.values : [];
  return {
    ...exception,
    values: values.map((item: unknown) => {
      if (!isJsonObject(item)) return item;
      const scrubbed: Json = { ...item };
      if (typeof item.value === 'string') scrubbed.value = scrubText(item.value);
      if (isJsonObject(item.stacktrace) && Array.isArray(item.stacktrace.frames)) {
        // Local variables may hold anything the code was handling: answers, codes.
        scrubbed.stacktrace = {
          ...item.stacktrace,
          frames: item.stacktrace.frames.map((frame: unknown) => {
            if (!isJsonObject(frame)) return frame;
            const { vars: _vars, ...rest } = frame;
            return rest;
          }),
        };
      }
      return scrubbed;
    }),
  };
}

/**
 * An error report (a Sentry event) fit to leave the machine (docs/product.md §7): access codes,
 * tokens, answers, cookies and query strings removed. The request keeps its method, path and
 * browser only; the user is dropped; messages, breadcrumbs, tags and extra data are scrubbed.
 * Used as `beforeSend` by both apps.
 */
export function scrubErrorEvent<T extends object>(event: T): T {
  const source = event as Json;
  const out: Json = { ...source };
  delete out.user;
  if (isJsonObject(source.request)) out.request = scrubRequest(source.request);
  if (typeof source.message === 'string') out.message = scrubText(source.message);
  if (typeof source.transaction === 'string') out.transaction = stripQuery(source.transaction);
  if (isJsonObject(source.logentry)) out.logentry = scrubDeep(source.logentry);
  if (isJsonObject(source.exception)) out.exception = scrubException(source.exception);
  if (isJsonObject(source.extra)) out.extra = scrubDeep(source.extra);
  if (isJsonObject(source.tags)) out.tags = scrubDeep(source.tags);
  if (Array.isArray(source.breadcrumbs)) {
    out.breadcrumbs = source.breadcrumbs.map((crumb: unknown) => {
      if (!isJsonObject(crumb)) return crumb;
      const scrubbed = scrubDeep(crumb) as Json;
      // A console breadcrumb's raw arguments are whatever was logged.
      if (crumb.category === 'console' && isJsonObject(scrubbed.data))
        delete scrubbed.data.arguments;
      return scrubbed;
    });
  }
  return out as T;
}
