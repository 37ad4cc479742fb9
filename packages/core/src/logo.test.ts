import { describe, expect, it } from 'vitest';
import { AssetPathSchema } from './content/common';
import { LOGO_MAX_BYTES, LOGO_TYPES, inspectLogo, logoPath, logoTypeOf } from './logo';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Base64 to bytes (core has neither the DOM's `atob` nor Node's `Buffer`). */
function base64(text: string): Uint8Array {
  const bits = [...text.replace(/=+$/, '')]
    .map((char) => BASE64.indexOf(char).toString(2).padStart(6, '0'))
    .join('');
  const out: number[] = [];
  for (let at = 0; at + 8 <= bits.length; at += 8) out.push(parseInt(bits.slice(at, at + 8), 2));
  return Uint8Array.from(out);
}
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

/** Whole 2 × 2 images, as a browser's canvas encodes them. */
const PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWISTT3wH4SZGKAAAAAA///Wrc3zAAAABklEQVQDADkyBHe2o8wgAAAAAElFTkSuQmCC',
);
const JPEG = base64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIAUMJf//Z',
);
const WEBP = base64(
  'UklGRhwCAABXRUJQVlA4WAoAAAAgAAAAAQAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggLgAAANABAJ0BKgIAAgABQCYloAJ0ugH4AAOwAP7wm0P/VofLQ+Wh+59/8/Mvlv3xmAA=',
);

describe('logoTypeOf', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
    // A marker may be preceded by fill bytes (0xFF).
    [
      'JPEG with a fill byte before a marker',
      concat(JPEG.slice(0, 2), bytes(0xff), JPEG.slice(2)),
      'image/jpeg',
    ],
  ])('reads a whole %s', (_name, image, type) => {
    expect(logoTypeOf(image)).toBe(type);
  });

  it.each([
    ['nothing', bytes()],
    ['a PNG signature alone', PNG.slice(0, 8)],
    ['a PNG cut short', PNG.slice(0, PNG.length - 1)],
    ['a PNG with no size', concat(PNG.slice(0, 16), bytes(0, 0, 0, 0), PNG.slice(20))],
    [
      'a JPEG header alone',
      bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00),
    ],
    ['a JPEG cut short', JPEG.slice(0, JPEG.length - 10)],
    ['a JPEG with its start and end and nothing between', bytes(0xff, 0xd8, 0xff, 0xd9)],
    ['a JPEG with a segment length under 2', concat(JPEG.slice(0, 4), bytes(0, 1), JPEG.slice(6))],
    [
      'a JPEG with no marker where one should be',
      // APP0 is 2 + 16 bytes long from byte 2: the next marker is at byte 20.
      concat(JPEG.slice(0, 20), bytes(0), JPEG.slice(21)),
    ],
    ['a WebP cut short', WEBP.slice(0, WEBP.length - 4)],
    ['a WebP with bytes after its end', concat(WEBP, bytes(0))],
    ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a GIF', ascii('GIF89a')],
    [
      'RIFF that is not WebP (a WAV)',
      bytes(0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x41, 0x56, 0x45),
    ],
    ['RIFF cut short', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57)],
  ])('refuses %s', (_name, image) => {
    expect(logoTypeOf(image)).toBeNull();
  });

  it('tells a damaged image of a known type from a file that is no image', () => {
    expect(inspectLogo(JPEG)).toEqual({ type: 'image/jpeg' });
    expect(inspectLogo(JPEG.slice(0, 200))).toEqual({ problem: 'damaged' });
    expect(inspectLogo(PNG.slice(0, 8))).toEqual({ problem: 'damaged' });
    expect(inspectLogo(WEBP.slice(0, 20))).toEqual({ problem: 'damaged' });
    expect(inspectLogo(ascii('GIF89a'))).toEqual({ problem: 'not-an-image' });
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
