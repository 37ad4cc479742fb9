import { CHUNK_RELOAD_INTERVAL_MS } from '@clearpath/core';

/**
 * After a deploy, an open tab may ask for a code chunk that no longer exists. Reloading fetches
 * the new build; doing it at most once per CHUNK_RELOAD_INTERVAL_MS stops a reload loop when the
 * failure is something else (for example, no connection at all).
 */
const CHUNK_LOAD_ERROR_PATTERNS = [
  /Loading chunk [\w-]+ failed/i,
  /Loading CSS chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

/** sessionStorage key holding the time (ms since epoch) of the last automatic reload. */
export const CHUNK_RELOAD_STORAGE_KEY = 'clearpath-chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message !== undefined && CHUNK_LOAD_ERROR_PATTERNS.some((re) => re.test(message));
}

export interface ChunkReloadDeps {
  now: () => number;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export function browserChunkReloadDeps(): ChunkReloadDeps {
  return {
    now: () => Date.now(),
    reload: () => window.location.reload(),
    storage: safeSessionStorage(),
  };
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage can be blocked (privacy settings); then we never auto-reload.
  }
}

/** Whether a reload is allowed now: none has happened within the interval. */
export function canReloadForChunkError(deps: ChunkReloadDeps): boolean {
  if (!deps.storage) return false;
  const last = Number(deps.storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  return !Number.isFinite(last) || last <= 0 || deps.now() - last >= CHUNK_RELOAD_INTERVAL_MS;
}

/**
 * Reloads the page if `error` is a failed chunk load and no reload happened within the last
 * interval. Returns whether it reloaded.
 */
export function reloadForChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  if (!isChunkLoadError(error) || !canReloadForChunkError(deps)) return false;
  try {
    deps.storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(deps.now()));
  } catch {
    return false; // Without a record of this reload we could loop; show the error instead.
  }
  deps.reload();
  return true;
}
