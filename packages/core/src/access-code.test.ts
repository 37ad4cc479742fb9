import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_ALPHABET,
  AccessCodeSchema,
  accessCodeFromBytes,
  formatAccessCode,
  normaliseAccessCode,
} from './access-code';

describe('ACCESS_CODE_ALPHABET', () => {
  it('is the 32 symbols of Crockford base32 without I, L, O and U', () => {
    expect(ACCESS_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(32);
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });
});

describe('accessCodeFromBytes', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0], '0000-0000-0000'],
    [[255, 255, 255, 255, 255, 255, 255, 255], 'ZZZZ-ZZZZ-ZZZZ'],
    // Only the top 60 of 64 bits count: the low nibble of byte 8 is ignored.
    [[0, 0, 0, 0, 0, 0, 0, 15], '0000-0000-0000'],
    [[0, 0, 0, 0, 0, 0, 0, 16], '0000-0000-0001'],
    [[8, 0, 0, 0, 0, 0, 0, 0], '1000-0000-0000'],
    // 0x0123456789ABCDEF >> 4 = 0x0123456789ABCDE, checked by hand in five-bit groups.
    [[1, 35, 69, 103, 137, 171, 205, 239], '04HM-ASW9-NF6Y'],
  ])('encodes %j as %s', (bytes, code) => {
    expect(accessCodeFromBytes(Uint8Array.from(bytes))).toBe(code);
  });

  it('uses only the first 8 bytes when given more', () => {
    const bytes = Uint8Array.from([1, 35, 69, 103, 137, 171, 205, 239, 1, 2, 3]);
    expect(accessCodeFromBytes(bytes)).toBe('04HM-ASW9-NF6Y');
  });

  it.each([0, 1, 7])('throws a RangeError when given %i bytes', (length) => {
    expect(() => accessCodeFromBytes(new Uint8Array(length))).toThrow(RangeError);
  });

  it('produces codes that normalise back to themselves', () => {
    const code = accessCodeFromBytes(Uint8Array.from([9, 8, 7, 6, 5, 4, 3, 2]));
    expect(formatAccessCode(normaliseAccessCode(code) ?? '')).toBe(code);
    expect(AccessCodeSchema.safeParse(code).success).toBe(true);
  });
});

describe('normaliseAccessCode', () => {
  it.each([
    ['ABCD-EFGH-JKMN', 'ABCDEFGHJKMN'],
    ['abcd efgh jkmn', 'ABCDEFGHJKMN'],
    ['  abcd-efgh-jkmn  ', 'ABCDEFGHJKMN'],
    ['abcdefghjkmn', 'ABCDEFGHJKMN'],
    ['abcd\u2013efgh\u2014jkmn', 'ABCDEFGHJKMN'],
    ['OOOO-IIII-LLLL', '000011111111'],
    ['oooo-iiii-llll', '000011111111'],
    ['A-B-C-D-E-F-G-H-J-K-M-N', 'ABCDEFGHJKMN'],
  ])('normalises %j to %j', (input, normalised) => {
    expect(normaliseAccessCode(input)).toBe(normalised);
  });

  it.each([
    ['', 'empty'],
    ['ABCD-EFGH-JKM', 'eleven symbols'],
    ['ABCD-EFGH-JKMNP', 'thirteen symbols'],
    ['ABCD-EFGH-JKMU', 'U, which is not in the alphabet'],
    ['ABCD-EFGH-JK*N', 'punctuation'],
    ['ABCD_EFGH_JKMN', 'underscores'],
    ['ÄBCD-EFGH-JKMN', 'a letter outside ASCII'],
    [`ABCD${' '.repeat(100)}EFGHJKMN`, 'an oversized input'],
  ])('returns null for %j (%s)', (input) => {
    expect(normaliseAccessCode(input)).toBeNull();
  });
});

describe('formatAccessCode', () => {
  it('groups the 12 symbols in fours', () => {
    expect(formatAccessCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it.each(['abcdefghjkmn', 'ABCD-EFGH-JKMN', 'ABCDEFGHJKM', 'ABCDEFGHJKMU'])(
    'throws a RangeError for %j',
    (input) => {
      expect(() => formatAccessCode(input)).toThrow(RangeError);
    },
  );
});

describe('AccessCodeSchema', () => {
  it.each(['abcd-efgh-jkmn', 'ABCDEFGHJKMN', 'ABCD-EFGH-JKMU', 42, null])('rejects %j', (input) => {
    expect(AccessCodeSchema.safeParse(input).success).toBe(false);
  });
});
