import type { StorageManager } from '@mui/material/styles';

/** localStorage key for the student's theme choice: 'light' | 'dark' | 'system'. */
export const THEME_STORAGE_KEY = 'clearpath-theme';
/** The attribute on <html> that names the active colour scheme (the theme's selector). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/**
 * The colour scheme a stored theme choice sets on <html> before the app is there, as the app's
 * theme then does: 'light' or 'dark'; null for 'system', for nothing stored and for anything
 * else, which leave the device's scheme. It uses nothing from outside: the landing's loader
 * carries its source text (scripts/prerender.mjs), and the early-requests script calls it.
 */
export function schemeOfThemeChoice(choice: string | null): 'light' | 'dark' | null {
  return choice === 'light' || choice === 'dark' ? choice : null;
}

const THEME_MODES = new Set(['light', 'dark', 'system']);

/**
 * MUI's colour-scheme storage, narrowed to one key: the mode is kept under THEME_STORAGE_KEY and
 * nothing else is written (we have exactly one light and one dark scheme, so MUI's per-mode
 * scheme keys would only add clutter to the student's device).
 */
export const themeStorageManager: StorageManager = ({ key, storageWindow }) => {
  const storage = key === THEME_STORAGE_KEY ? readableStorage(storageWindow) : null;
  return {
    get(defaultValue: unknown) {
      const value = storage?.getItem(key);
      return value && THEME_MODES.has(value) ? value : defaultValue;
    },
    set(value: unknown) {
      if (!storage || typeof value !== 'string' || !THEME_MODES.has(value)) return;
      try {
        storage.setItem(key, value);
      } catch {
        // Storage full or blocked: the choice still applies until the tab closes.
      }
    },
    subscribe(handler: (value: unknown) => void) {
      if (!storage || !storageWindow) return () => {};
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(event.newValue ?? 'system');
      };
      storageWindow.addEventListener('storage', listener);
      return () => storageWindow.removeEventListener('storage', listener);
    },
  };
};

function readableStorage(storageWindow: Window | null | undefined): Storage | null {
  try {
    return storageWindow?.localStorage ?? null;
  } catch {
    return null;
  }
}
