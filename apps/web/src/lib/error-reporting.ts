import type { PublicConfig } from '@clearpath/core';

/** Where a report came from: which boundary caught it, or the window. */
export type ErrorSource = 'route' | 'error-page' | 'window';

interface Sink {
  capture(error: unknown, source: ErrorSource): void;
}

/** Errors caught before the reporter has loaded; kept few, and dropped when there is none. */
const MAX_QUEUED = 10;
let queue: { error: unknown; source: ErrorSource }[] | null = [];
let sink: Sink | null = null;

/**
 * Reports an error to the hosted error reporter (docs/product.md §7). Before the reporter has
 * loaded the error waits; without a DSN in this deployment's settings it goes nowhere.
 */
export function reportError(error: unknown, source: ErrorSource): void {
  if (sink) sink.capture(error, source);
  else if (queue && queue.length < MAX_QUEUED) queue.push({ error, source });
}

function onWindowError(event: ErrorEvent) {
  reportError(event.error ?? event.message, 'window');
}
function onRejection(event: PromiseRejectionEvent) {
  reportError(event.reason, 'window');
}

/** Keeps the errors of the first moments, until `startErrorReporting` decides. */
export function catchEarlyErrors(): void {
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onRejection);
}

function stopCatchingEarlyErrors() {
  window.removeEventListener('error', onWindowError);
  window.removeEventListener('unhandledrejection', onRejection);
}

/**
 * With a DSN, loads the Sentry SDK (a chunk of its own, off the first screen's path) and sends
 * what was kept; without one, nothing is loaded and nothing is ever sent.
 */
export async function startErrorReporting(config: PublicConfig | null): Promise<void> {
  stopCatchingEarlyErrors();
  const dsn = config?.sentry_dsn;
  if (!config || !dsn) {
    queue = null;
    return;
  }
  try {
    const { startSentry } = await import('./sentry-web');
    sink = startSentry({ ...config, sentry_dsn: dsn });
  } catch {
    // The SDK's chunk could not be loaded (offline): this visit reports nothing.
    queue = null;
    return;
  }
  for (const item of queue ?? []) sink.capture(item.error, item.source);
  queue = null;
}
