import { captureException, init, withScope, type BrowserOptions } from '@sentry/react';
import { scrubErrorEvent, type PublicConfig } from '@clearpath/core';
import type { ErrorSource } from './error-reporting';

/**
 * The Sentry SDK, set up for this deployment (loaded only when it has a DSN). No tracing, no
 * session counts, no personal data; every report is scrubbed of access codes, tokens, answers,
 * cookies and query strings before it leaves (docs/product.md §7).
 */
export function startSentry(config: PublicConfig & { sentry_dsn: string }) {
  const options: BrowserOptions = {
    dsn: config.sentry_dsn,
    release: config.release,
    environment: config.environment,
    sendDefaultPii: false,
    integrations: (defaults) =>
      defaults.filter((integration) => integration.name !== 'BrowserSession'),
    // What was logged to the console is not ours to send.
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === 'console' ? null : breadcrumb),
    beforeSend: (event) => scrubErrorEvent(event),
  };
  init(options);
  return {
    capture(error: unknown, source: ErrorSource) {
      withScope((scope) => {
        scope.setTag('source', source);
        captureException(error);
      });
    },
  };
}
