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

/**
 * The image type these bytes are, read from their signature, or null when they are none of
 * `LOGO_TYPES`: what is stored and served is what the bytes are, whatever the upload claimed.
 */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF, four bytes of length, WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * Where a stored logo is served: its tenant and a digest of its bytes in the name, so a new
 * logo gets a new address and the old one can be cached for good. A site path, as the
 * settings' `logo` field (`AssetPathSchema`) takes.
 */
export function logoPath(tenantId: string, digest: string, type: LogoType): string {
  return `/api/logos/${tenantId}/${digest}.${EXTENSIONS[type]}`;
}
