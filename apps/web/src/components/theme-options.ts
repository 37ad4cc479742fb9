export type ThemeMode = 'system' | 'light' | 'dark';

/** The theme's choices, in the menu's order. */
export const THEME_OPTIONS: readonly { mode: ThemeMode; label: string }[] = [
  { mode: 'system', label: 'Match my device' },
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
];
