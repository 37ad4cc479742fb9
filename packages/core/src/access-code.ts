import { z } from 'zod';

/** Crockford base32: digits and capitals without I, L, O and U (docs/architecture.md §4). */
export const ACCESS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Symbols in an access code: 12 × 5 bits = 60 bits. */
export const ACCESS_CODE_LENGTH = 12;
/** Random bytes needed to make a code (64 bits, of which the first 60 are used). */
export const ACCESS_CODE_BYTES = 8;
/** Inputs longer than this are not access codes, however they are spaced. */
export const ACCESS_CODE_MAX_INPUT = 64;

const GROUP = 4;
const SYMBOL_BITS = 5n;
const BARE_CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;
// Spaces, ASCII hyphen-minus and the Unicode dashes a phone keyboard may insert.
const SEPARATORS = /[\s\u002D\u2010-\u2015\u2212]/g;
const LOOKALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

/**
 * A new access code from random bytes (docs/architecture.md §4): the first 60 bits of
 * the first 8 bytes as 12 Crockford base32 symbols, shown `XXXX-XXXX-XXXX`.
 * Throws a RangeError for fewer than 8 bytes. The caller supplies the
 * randomness (a CSPRNG); this function only encodes it.
 */
export function accessCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < ACCESS_CODE_BYTES) {
    throw new RangeError(`Need ${ACCESS_CODE_BYTES} random bytes, got ${bytes.length}`);
  }
  let bits = 0n;
  for (const byte of bytes.subarray(0, ACCESS_CODE_BYTES)) bits = (bits << 8n) | BigInt(byte);
  bits >>= 4n; // keep the top 60 of 64 bits
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i += 1) {
    code = ACCESS_CODE_ALPHABET.charAt(Number(bits & 31n)) + code;
    bits >>= SYMBOL_BITS;
  }
  return formatAccessCode(code);
}

/**
 * The bare 12 symbols of a typed or pasted code (docs/architecture.md §4): upper-cased,
 * spaces and dashes dropped, O read as 0 and I or L as 1. `null` unless that
 * leaves exactly 12 symbols of the alphabet (U, for one, is not in it).
 */
export function normaliseAccessCode(input: string): string | null {
  if (input.length > ACCESS_CODE_MAX_INPUT) return null;
  const bare = input
    .toUpperCase()
    .replace(SEPARATORS, '')
    .replace(/[OIL]/g, (symbol) => LOOKALIKES[symbol] ?? symbol);
  return BARE_CODE.test(bare) ? bare : null;
}

/**
 * Shows a normalised code as `XXXX-XXXX-XXXX`. Throws a RangeError for
 * anything but 12 symbols of the alphabet.
 */
export function formatAccessCode(normalised: string): string {
  if (!BARE_CODE.test(normalised)) {
    throw new RangeError('An access code is 12 symbols of Crockford base32');
  }
  const groups: string[] = [];
  for (let i = 0; i < ACCESS_CODE_LENGTH; i += GROUP) groups.push(normalised.slice(i, i + GROUP));
  return groups.join('-');
}

/** An access code as shown to the student: `XXXX-XXXX-XXXX`. */
export const AccessCodeSchema = z
  .string()
  .regex(
    /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    'Not an access code',
  );
