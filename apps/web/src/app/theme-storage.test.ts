import { describe, expect, it } from 'vitest';
import { schemeOfThemeChoice } from './theme-storage';

describe('schemeOfThemeChoice', () => {
  it('sets a stored light or dark choice and leaves the device’s scheme for anything else', () => {
    expect(schemeOfThemeChoice('light')).toBe('light');
    expect(schemeOfThemeChoice('dark')).toBe('dark');
    for (const choice of ['system', null, '', 'Dark', 'dark ', '{}']) {
      expect(schemeOfThemeChoice(choice)).toBeNull();
    }
  });

  it('works from its source text alone, as the landing’s loader carries it', () => {
    // scripts/prerender.mjs writes the function's text into the loader's file: a name from
    // outside its body would not exist there.
    const copy = new Function(`return (${schemeOfThemeChoice.toString()});`)() as (
      choice: string | null,
    ) => string | null;
    expect(copy('dark')).toBe('dark');
    expect(copy('system')).toBeNull();
  });
});
