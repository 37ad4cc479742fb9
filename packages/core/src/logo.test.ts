import { describe, expect, it } from 'vitest';
import { AssetPathSchema } from './content/common';
import { LOGO_MAX_BYTES, LOGO_TYPES, logoPath, logoTypeOf } from './logo';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50);

describe('logoTypeOf', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('reads a %s from its signature', (_name, image, type) => {
    expect(logoTypeOf(image)).toBe(type);
  });

  it.each([
    ['nothing', bytes()],
    ['a PNG cut short', PNG.slice(0, 7)],
    ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a GIF', ascii('GIF89a')],
    [
      'RIFF that is not WebP (a WAV)',
      bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45),
    ],
    ['RIFF cut short', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57)],
  ])('refuses %s', (_name, image) => {
    expect(logoTypeOf(image)).toBeNull();
  });
});

describe('logoPath', () => {
  it('names the tenant and the digest, with the extension of the type, as a site path', () => {
    expect(LOGO_TYPES.map((type) => logoPath('ucc', 'a1b2c3', type))).toEqual([
      '/api/logos/ucc/a1b2c3.png',
      '/api/logos/ucc/a1b2c3.jpg',
      '/api/logos/ucc/a1b2c3.webp',
    ]);
    expect(AssetPathSchema.safeParse(logoPath('ucc', 'a1b2c3', 'image/png')).success).toBe(true);
  });

  it('caps a logo at 200 KiB', () => {
    expect(LOGO_MAX_BYTES).toBe(204_800);
  });
});
