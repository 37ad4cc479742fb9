/**
 * A university's logo (docs/product.md §6, tenant self-service): a tenant admin uploads the
 * image itself (`PUT /api/admin/tenants/:tenant/logo`, the file as the body) and students see it
 * on their menu. Raster images only: an SVG can carry script, and nothing checks it here.
 */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** The largest logo accepted, in bytes: a logo shown at most 64 px tall needs far less. */
export const LOGO_MAX_BYTES = 200 * 1024;

const EXTENSIONS: Readonly<Record<LogoType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const endsWith = (bytes: Uint8Array, tail: readonly number[]) =>
  startsWith(bytes, tail, bytes.length - tail.length);
const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 65_536 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) +
  (bytes[at + 1] ?? 0) * 0x100 +
  (bytes[at + 2] ?? 0) * 0x10000 +
  (bytes[at + 3] ?? 0) * 0x1000000;
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk every PNG ends with: no data, its type and its fixed CRC. */
const PNG_END = [0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82];

/** A PNG from its header (IHDR first, with a size) to its end (IEND last). */
function isWholePng(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, PNG_SIGNATURE) &&
    startsWith(bytes, [0, 0, 0, 13, ...ascii('IHDR')], 8) &&
    u32be(bytes, 16) > 0 &&
    u32be(bytes, 20) > 0 &&
    endsWith(bytes, PNG_END)
  );
}

/**
 * A JPEG whose segments lead, each by its length, through a frame header with a size to the
 * scan, and that ends with the end-of-image marker.
 */
function isWholeJpeg(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff]) || !endsWith(bytes, [0xff, 0xd9])) return false;
  let at = 2;
  let framed = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    const length = u16be(bytes, at + 2);
    if (length < 2) return false;
    // Start of frame (C0–CF but for C4, C8 and CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      framed = length >= 8 && u16be(bytes, at + 7) > 0;
    // Start of scan: the image data follows, up to the end marker checked above.
    if (marker === 0xda) return framed && at + 2 + length < bytes.length - 2;
    at += 2 + length;
  }
  return false;
}

/** A WebP whose RIFF length is the file's own and whose first chunk is an image's. */
function isWholeWebp(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ascii('RIFF')) &&
    startsWith(bytes, ascii('WEBP'), 8) &&
    u32le(bytes, 4) + 8 === bytes.length &&
    ['VP8 ', 'VP8L', 'VP8X'].some((chunk) => startsWith(bytes, ascii(chunk), 12))
  );
}

/** The type these bytes' signature names, or null: what they claim to be, whole or not. */
function signatureTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

const IS_WHOLE: Readonly<Record<LogoType, (bytes: Uint8Array) => boolean>> = {
  'image/png': isWholePng,
  'image/jpeg': isWholeJpeg,
  'image/webp': isWholeWebp,
};

/**
 * What an uploaded logo is: its type (what is stored and served is what the bytes are, whatever
 * the upload claimed), or why it is refused: `not-an-image` when its signature is none of
 * `LOGO_TYPES`, `damaged` when it has one but its structure does not hold from its header to its
 * end (a file cut short, or a header alone), which students would see as a broken image.
 */
export function inspectLogo(
  bytes: Uint8Array,
): { type: LogoType } | { problem: 'not-an-image' | 'damaged' } {
  const type = signatureTypeOf(bytes);
  if (type === null) return { problem: 'not-an-image' };
  return IS_WHOLE[type](bytes) ? { type } : { problem: 'damaged' };
}

/** What staff are told about a refused logo, on the settings page and by the API alike. */
export const LOGO_PROBLEM_MESSAGES: Readonly<Record<'not-an-image' | 'damaged', string>> = {
  'not-an-image': 'The logo must be a PNG, JPEG or WebP image.',
  damaged:
    'This image file is damaged or cut short. Save the logo again as PNG, JPEG or WebP and upload that file.',
};

/** The type of a whole logo image, or null when `inspectLogo` refuses it. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  const inspected = inspectLogo(bytes);
  return 'type' in inspected ? inspected.type : null;
}

/**
 * Where a stored logo is served: its tenant and a digest of its bytes in the name, so a new
 * logo gets a new address and the old one can be cached for good. A site path, as the
 * settings' `logo` field (`AssetPathSchema`) takes.
 */
export function logoPath(tenantId: string, digest: string, type: LogoType): string {
  return `/api/logos/${tenantId}/${digest}.${EXTENSIONS[type]}`;
}
