import { isChunkLoadError, shouldReloadForChunkError } from '@clearpath/core';

/**
 * After a deploy, an open tab may ask for a code chunk that no longer exists. Reloading fetches
 * the new build; doing it at most once per CHUNK_RELOAD_INTERVAL_MS stops a reload loop when the
 * failure is something else (for example, no connection at all).
 */
/** sessionStorage key holding the time (ms since epoch) of the last automatic reload. */
export const CHUNK_RELOAD_STORAGE_KEY = 'clearpath-chunk-reload-at';

/** Whether `error` (an Error, a message, or anything else) is a failed chunk load. */
export function isChunkError(error: unknown): boolean {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message !== undefined && isChunkLoadError(message);
}

export interface ChunkReloadDeps {
  now: () => number;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Whether the device has a connection; taken as online when not given. */
  online?: () => boolean;
}

export function browserChunkReloadDeps(): ChunkReloadDeps {
  return {
    now: () => Date.now(),
    reload: () => window.location.reload(),
    storage: safeSessionStorage(),
    online: () => navigator.onLine,
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
  return shouldReloadForChunkError(
    Number.isFinite(last) && last > 0 ? last : null,
    deps.now(),
    deps.online?.() ?? true,
  );
}

/**
 * Reloads the page if `error` is a failed chunk load and no reload happened within the last
 * interval. Returns whether it reloaded.
 */
export function reloadForChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  if (!isChunkError(error) || !canReloadForChunkError(deps)) return false;
  try {
    deps.storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(deps.now()));
  } catch {
    return false; // Without a record of this reload we could loop; show the error instead.
  }
  deps.reload();
  return true;
}
