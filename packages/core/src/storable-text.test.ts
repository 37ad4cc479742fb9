import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  findUnstorableText,
  isStorableText,
  UNSTORABLE_TEXT_MESSAGE,
  withStorableText,
} from './storable-text';

describe('isStorableText', () => {
  it.each(['', 'plain', 'Ciarán 😀', '\uD83D\uDE00', 'tab\tand newline\n'])(
    'accepts %j',
    (text) => {
      expect(isStorableText(text)).toBe(true);
    },
  );

  it.each(['a\u0000b', '\u0000', 'x\uD800', '\uD800y', '\uDC00', 'a\uDFFFb', '\uDE00\uD83D'])(
    'refuses %j',
    (text) => {
      expect(isStorableText(text)).toBe(false);
    },
  );
});

describe('findUnstorableText', () => {
  it('finds nothing in storable values of every JSON kind', () => {
    expect(findUnstorableText({ a: ['x', 1, true, null, { b: 'y' }] })).toBeNull();
    expect(findUnstorableText(42)).toBeNull();
  });

  it('gives the path of a bad string, in arrays and objects', () => {
    expect(findUnstorableText({ list: ['ok', { other: 'a\u0000' }] })).toEqual([
      'list',
      1,
      'other',
    ]);
    expect(findUnstorableText('\uD800')).toEqual([]);
  });

  it('checks object keys too', () => {
    expect(findUnstorableText({ outer: { 'k\uDC00': 1 } })).toEqual(['outer', 'k\uDC00']);
  });

  it('walks a deeply nested value without running out of stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(50_000);
  });
});

describe('withStorableText', () => {
  const schema = withStorableText(
    z.object({ text: z.string(), json: z.string().transform((s) => JSON.parse(s) as unknown) }),
  );

  it('passes storable values through unchanged', () => {
    expect(schema.parse({ text: 'hi', json: '{"a":"b"}' })).toEqual({
      text: 'hi',
      json: { a: 'b' },
    });
  });

  it('refuses unstorable text with its path, also inside a parsed JSON string', () => {
    const direct = schema.safeParse({ text: 'a\u0000', json: '1' });
    expect(direct.error?.issues).toEqual([
      expect.objectContaining({ path: ['text'], message: UNSTORABLE_TEXT_MESSAGE }),
    ]);
    const nested = schema.safeParse({ text: 'ok', json: '{"a":"\\ud800"}' });
    expect(nested.error?.issues[0]?.path).toEqual(['json', 'a']);
  });

  it('refuses unstorable text in a field the schema would ignore, once', () => {
    const ignored = schema.safeParse({ text: 'ok', json: '1', extra: { 'k\u0000': 1 } });
    expect(ignored.error?.issues).toEqual([
      expect.objectContaining({ path: ['extra', 'k\u0000'], message: UNSTORABLE_TEXT_MESSAGE }),
    ]);
  });
});
