import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS } from '@clearpath/core';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkError,
  reloadForChunkError,
  type ChunkReloadDeps,
} from './chunk-reload';

function fakeBrowser(start = 5_000_000) {
  const values = new Map<string, string>();
  const clock = { now: start };
  const reload = vi.fn<() => void>();
  const deps: ChunkReloadDeps & { reload: typeof reload } = {
    now: () => clock.now,
    reload,
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
    },
  };
  return { deps, clock, values };
}

describe('isChunkError', () => {
  it.each([
    'Loading chunk 42 failed.',
    'Loading chunk vendors-main failed',
    'Failed to fetch dynamically imported module: https://x.ie/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://x.ie/assets/a.js',
  ])('recognises "%s"', (message) => {
    expect(isChunkError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkError({ message: 'Loading chunk 1 failed' })).toBe(false);
    expect(isChunkError(undefined)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  const chunkError = new Error('Loading chunk 7 failed');

  it('reloads on the first failed chunk load and records when', () => {
    const { deps, values } = fakeBrowser();
    expect(reloadForChunkError(chunkError, deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('5000000');
  });

  it('reloads at most once per minute', () => {
    const { deps, clock } = fakeBrowser();
    expect(reloadForChunkError(chunkError, deps)).toBe(true);
    clock.now += CHUNK_RELOAD_INTERVAL_MS - 1;
    expect(reloadForChunkError(chunkError, deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    clock.now += 1;
    expect(reloadForChunkError(chunkError, deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload while offline: that would only show the browser's offline page", () => {
    const { deps, values } = fakeBrowser();
    const offline = { ...deps, online: () => false };
    expect(reloadForChunkError(chunkError, offline)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(values.has(CHUNK_RELOAD_STORAGE_KEY)).toBe(false);
    expect(reloadForChunkError(chunkError, { ...deps, online: () => true })).toBe(true);
  });

  it('does not reload for other errors', () => {
    const { deps } = fakeBrowser();
    expect(reloadForChunkError(new Error('Something else'), deps)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('does not reload when it cannot remember the reload (no storage, or storage refuses)', () => {
    const noStorage = { ...fakeBrowser().deps, storage: null };
    expect(reloadForChunkError(chunkError, noStorage)).toBe(false);
    const { deps } = fakeBrowser();
    const refusing = {
      ...deps,
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        },
      },
    };
    expect(reloadForChunkError(chunkError, refusing)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('treats an unreadable stored time as no earlier reload', () => {
    const { deps, values } = fakeBrowser();
    values.set(CHUNK_RELOAD_STORAGE_KEY, 'garbage');
    expect(reloadForChunkError(chunkError, deps)).toBe(true);
  });
});
