import { scrubErrorEvent } from '@clearpath/core';
import type { AppConfig } from './config';
import { APP_VERSION } from './version';

/** The release name in error reports (docs/product.md §7). */
export const RELEASE = `clearpath@${APP_VERSION}`;

/** Where the server's unexpected errors go: the hosted error reporter, or nowhere. */
export interface ErrorReporter {
  /** Reports an unhandled error of the request to `method` `route` (the route's pattern). */
  capture(error: unknown, where: { method: string; route: string }): void;
  /** Waits up to `timeoutMs` for reports still being sent (at shutdown). */
  flush(timeoutMs: number): Promise<void>;
}

/** Without a DSN nothing is reported, and the SDK is never loaded. */
export const noErrorReporter: ErrorReporter = {
  capture: () => undefined,
  flush: () => Promise.resolve(),
};

/** Text in quotes: a database error quotes the values it refused, which may be answers. */
const QUOTED = /"[^"]*"|'[^']*'/g;

/**
 * An error report of the server, scrubbed (docs/product.md §7). On top of the shared scrubbing,
 * an exception's message loses quoted text and a failed query's parameters, since a database
 * error's message carries the student's data.
 */
export function scrubServerEvent<T extends object>(event: T): T {
  const scrubbed = scrubErrorEvent(event) as T & {
    exception?: { values?: ({ value?: unknown } | unknown)[] };
  };
  for (const item of scrubbed.exception?.values ?? []) {
    if (typeof item !== 'object' || item === null || !('value' in item)) continue;
    if (typeof item.value !== 'string') continue;
    item.value = item.value
      .split(/\bparams:/)[0]!
      .replace(QUOTED, '"[redacted]"')
      .trim();
  }
  return scrubbed;
}

/**
 * The Sentry (or GlitchTip) reporter of `settings`, or `noErrorReporter` without a DSN. The SDK
 * runs as a client of its own: no global hooks, no tracing, no request data; each report
 * carries the release, the environment and the route's method and pattern only.
 */
export async function createErrorReporter(
  settings: AppConfig['errorReporting'],
): Promise<ErrorReporter> {
  if (!settings.dsn) return noErrorReporter;
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: settings.dsn,
    release: RELEASE,
    environment: settings.environment,
    sendDefaultPii: false,
    integrations: [Sentry.linkedErrorsIntegration()],
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    beforeSend: (event) => scrubServerEvent(event),
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    capture(error, where) {
      const requestScope = scope.clone();
      requestScope.setTags({ method: where.method, route: where.route });
      requestScope.setTransactionName(`${where.method} ${where.route}`);
      requestScope.captureException(error, { mechanism: { type: 'fastify', handled: false } });
    },
    async flush(timeoutMs) {
      await client.flush(timeoutMs);
    },
  };
}
