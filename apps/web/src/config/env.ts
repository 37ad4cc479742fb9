/**
 * The web app's configuration, parsed once from `import.meta.env` (docs/architecture.md §8 rule 4).
 * Nothing else reads `import.meta.env`.
 */
export interface WebEnv {
  /** API base without a trailing slash, e.g. `/api` or `https://api.example.ie/api`. */
  apiBase: string;
}

const DEFAULT_API_BASE = '/api';

export function parseEnv(raw: Record<string, unknown>): WebEnv {
  const value = raw.VITE_API_BASE;
  if (value === undefined || value === '') return { apiBase: DEFAULT_API_BASE };
  if (typeof value !== 'string') {
    throw new Error('VITE_API_BASE must be a string (a path such as /api or an absolute URL).');
  }
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { apiBase: trimmed || '/' };
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'https:' || url.protocol === 'http:') return { apiBase: trimmed };
  } catch {
    // Falls through to the error below, which names the variable.
  }
  throw new Error(
    `VITE_API_BASE must be a path starting with "/" or an http(s) URL; got "${value}".`,
  );
}

export const env: WebEnv = parseEnv(import.meta.env);

/** Whether this is a development build: content errors are shown on the page, not just logged. */
export const isDevelopment: boolean = import.meta.env.DEV === true;

/** Whether this is a production build: analytics may run only in one (docs/product.md §9). */
export const isProduction: boolean = import.meta.env.PROD === true;
