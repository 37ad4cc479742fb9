// Draws the app's icons (the pages' favicon and the web app manifest's icons) from the brand
// mark (scripts/brand-mark.svg) in Debian's Chromium: `node apps/web/scripts/make-icons.mjs`.
// The PNGs are committed; run this again only when the mark changes. The pages get a PNG, not
// the SVG: Chromium draws a page's icons on its main thread as it loads, and an SVG costs a
// document of its own there (scripts/lib/page-icons.mjs, which `npm test` checks).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(web, 'public', 'icons');
const mark = await readFile(path.join(web, 'scripts', 'brand-mark.svg'), 'utf8');
const PRIMARY = '#1976D2';

/** The mark's path and dot, without its rounded square, for drawing on a full-bleed square. */
const glyph = mark.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>$/g, '');

/**
 * `any` icons are the mark as it is (rounded square, transparent corners); `maskable` ones fill
 * the whole square with the brand colour and keep the glyph inside the 80 % safe zone, so a
 * launcher's circle or squircle never cuts it.
 */
const icons = [
  { file: 'favicon-48.png', size: 48, svg: mark },
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  {
    file: 'maskable-512.png',
    size: 512,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${PRIMARY}"/><g transform="translate(6.4 6.4) scale(0.6)">${glyph}</g></svg>`,
  },
  {
    file: 'apple-touch-icon-180.png',
    size: 180,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${PRIMARY}"/><g transform="translate(3.2 3.2) scale(0.8)">${glyph}</g></svg>`,
  },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    await writeFile(path.join(out, icon.file), png);
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
