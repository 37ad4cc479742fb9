import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { bindAndExecute } from './wire';

/** What PGlite's own serializer writes for the same call. */
function pgliteSerialized(statement: string, values: (string | null)[]): Buffer {
  return Buffer.concat([
    protocol.serialize.bind({ statement, values }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);
}

describe('bindAndExecute', () => {
  it.each([
    ['no parameters', 'clearpath_1', []],
    ['text and nulls', 'clearpath_2', ['2026-12-03T09:00:00.000Z', null, '', '42']],
    [
      'JSON with every width of UTF-8',
      'clearpath_13',
      [JSON.stringify([{ value: 'café – naïve ☕ 😊 𝄞', note: 'Ná bí buartha' }]), 'ascii'],
    ],
    ['a long parameter', 'clearpath_4', ['x'.repeat(70_000), 'é'.repeat(40_000)]],
    ['a statement name outside ASCII', 'déclaration', ['a']],
  ])('writes the very bytes PGlite’s serializer writes: %s', (_label, statement, values) => {
    const mine = bindAndExecute(statement, values);
    expect(mine.equals(pgliteSerialized(statement, values))).toBe(true);
  });

  it('keeps lone surrogates as PGlite does (replaced, with the length it measured)', () => {
    // A string JavaScript can hold but UTF-8 cannot: both write U+FFFD in its place.
    const values = ['before \ud800 after'];
    expect(
      bindAndExecute('clearpath_5', values).equals(pgliteSerialized('clearpath_5', values)),
    ).toBe(true);
  });
});
