import { describe, expect, it } from 'vitest';
import { csvField, csvLine, pseudonymiser } from './export';

describe('CSV fields of the export', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text as it is', () => {
    expect(csvField('Spring 2026')).toBe('Spring 2026');
    expect(csvField('Spring, "Éire"')).toBe('"Spring, ""Éire"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(7)).toBe('7');
    expect(csvField(false)).toBe('false');
    expect(csvLine(['a', 1, null, true])).toBe('a,1,,true\r\n');
  });

  it('keeps a spreadsheet from running staff-typed text as a formula', () => {
    expect(csvField('=HYPERLINK("https://example.com")')).toBe(
      '"\'=HYPERLINK(""https://example.com"")"',
    );
    expect(csvField('+353 21')).toBe("'+353 21");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-1)).toBe('-1');
  });

  it('makes pseudonyms that depend on the export key and never show the id', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const first = pseudonymiser('key one')(id);
    expect(first).toMatch(/^P[0-9a-f]{16}$/);
    expect(pseudonymiser('key one')(id)).toBe(first);
    expect(pseudonymiser('key two')(id)).not.toBe(first);
    expect(first).not.toContain('0000');
  });
});
