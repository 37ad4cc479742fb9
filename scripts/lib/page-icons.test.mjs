import { describe, expect, it } from 'vitest';
import { pageIconProblems } from './page-icons.mjs';

const PNG_ICON = '<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />';
const PNG_MANIFEST = {
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
};

describe('pageIconProblems', () => {
  it('accepts pages and a manifest whose icons are bitmaps', () => {
    const pages = { 'index.html': `<head>${PNG_ICON}</head>`, 'landing.html': PNG_ICON };
    expect(pageIconProblems(pages, PNG_MANIFEST)).toEqual([]);
  });

  it('names an SVG icon, by its file or by its type, on a page and in the manifest', () => {
    const pages = {
      'index.html': '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      'landing.html': '<link type="image/svg+xml" rel="shortcut icon" href="/mark?v=2" />',
      '1-0.html': `${PNG_ICON}<link rel="apple-touch-icon" href="/touch.SVG">`,
    };
    const manifest = {
      icons: [...PNG_MANIFEST.icons, { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    };
    expect(pageIconProblems(pages, manifest)).toEqual([
      '/favicon.svg, the icon of index.html, is an SVG',
      '/mark?v=2, the icon of landing.html, is an SVG',
      '/touch.SVG, the icon of 1-0.html, is an SVG',
      "the manifest's icon /favicon.svg is an SVG",
    ]);
  });

  it('says once for an icon that many pages name, and which pages', () => {
    const svg = '<link rel="icon" href="/favicon.svg">';
    const pages = { 'index.html': svg, 'landing.html': svg, '1-0.html': svg, '1-1.html': svg };
    expect(pageIconProblems(pages, {})).toEqual([
      '/favicon.svg, the icon of index.html, landing.html and 2 more, is an SVG',
    ]);
  });

  it('names a page without an icon, and is not fooled by other links', () => {
    const pages = {
      'index.html':
        '<link rel="manifest" href="/manifest.webmanifest"><link rel="preload" href="/a.svg">',
    };
    expect(pageIconProblems({ ...pages, 'landing.html': '' }, {})).toEqual([
      'index.html and landing.html name no icon',
    ]);
  });
});
