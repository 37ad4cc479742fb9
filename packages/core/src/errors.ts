import { CHUNK_RELOAD_INTERVAL_MS } from './constants';

// Webpack's wording in the spec, and what Chromium, Safari and Firefox say for a failed
// dynamic import.
const CHUNK_ERRORS = [
  /Loading (CSS )?chunk \S+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

/** Whether an error message is a failed chunk load (docs/product.md §8). */
export function isChunkLoadError(message: string): boolean {
  return CHUNK_ERRORS.some((pattern) => pattern.test(message));
}

/**
 * A failed chunk load reloads the page at most once per minute (docs/product.md §8), and never while the
 * device is offline: that reload could only show the browser's own offline page and lose the
 * tool. Times are milliseconds since the epoch, passed in.
 */
export function shouldReloadForChunkError(
  lastReloadAt: number | null,
  now: number,
  online = true,
): boolean {
  if (!online) return false;
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

function statusField(value: unknown, key: 'statusCode' | 'status'): number | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const status: unknown = (value as Record<string, unknown>)[key];
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : undefined;
}

/** The status of a route error (docs/product.md §8): `statusCode`, `status` or `response.status`, default 500. */
export function errorStatus(error: unknown): number {
  const response =
    typeof error === 'object' && error !== null && 'response' in error ? error.response : undefined;
  return (
    statusField(error, 'statusCode') ??
    statusField(error, 'status') ??
    statusField(response, 'status') ??
    500
  );
}
