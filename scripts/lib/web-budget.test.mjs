import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_BYTES, BUDGET_FILES, pageAssets, routeSizes } from './web-budget.mjs';

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

const LOADER = 'document.documentElement.dataset.ready = "";'.repeat(20);
const FONT_CSS = '@font-face{font-family:Roboto;src:url(/assets/r.woff2)}'.repeat(10);
const INLINE_CSS = 'body{margin:0}.a{color:red}'.repeat(30);
const ENTRY_JS = 'console.log("the app");'.repeat(50);
const ROUTE_JS = 'console.log("a module page");'.repeat(50);
const APP_JS = 'console.log("the app, a step of the entry");'.repeat(50);
const APP_CSS = '.app{color:blue}'.repeat(20);
const EARLY_JS = 'fetch("/api/auth/login_user");'.repeat(20);

let dist;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-budget-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'assets', 'first-screen-x.js'), LOADER);
  writeFileSync(path.join(dist, 'assets', 'index-x.css'), FONT_CSS);
  writeFileSync(path.join(dist, 'assets', 'index-x.js'), ENTRY_JS);
  writeFileSync(path.join(dist, 'assets', 'page-x.js'), ROUTE_JS);
  writeFileSync(path.join(dist, 'assets', 'app-x.js'), APP_JS);
  writeFileSync(path.join(dist, 'assets', 'app-x.css'), APP_CSS);
  writeFileSync(path.join(dist, 'assets', 'early-x.js'), EARLY_JS);
  writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html><head>',
      '<script src="/assets/early-x.js" async fetchpriority="high"></script>',
      '<script type="module" crossorigin src="/assets/index-x.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-x.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dist, 'landing.html'),
    [
      '<!doctype html><html><head>',
      '<script src="/assets/first-screen-x.js"></script>',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="stylesheet" crossorigin href="/assets/index-x.css">',
      '<link rel="manifest" href="/manifest.webmanifest">',
      `<style id="first-screen">${INLINE_CSS}</style>`,
      '<script type="application/ld+json">{"a":1}</script>',
      '</head><body><div id="root" data-prerendered=""><p>Hello</p></div></body></html>',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-x.js',
        css: ['assets/index-x.css'],
        dynamicImports: ['src/start.tsx'],
      },
      'src/start.tsx': { file: 'assets/app-x.js', css: ['assets/app-x.css'] },
      'src/app/routes/content-page.tsx': { file: 'assets/page-x.js', imports: ['index.html'] },
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the web byte budget', () => {
  it('counts what the pre-drawn landing names, linked and inline, and nothing else', () => {
    expect(pageAssets(dist, 'landing.html').map((asset) => asset.file)).toEqual([
      'assets/first-screen-x.js',
      'assets/index-x.css',
      'landing.html inline style 1.css',
      'landing.html inline script 2.js',
    ]);
    const [landing] = routeSizes(dist);
    expect(landing.name).toBe('Landing (/)');
    expect(landing.css.gzip).toBe(gzip(FONT_CSS) + gzip(INLINE_CSS));
    expect(landing.js.gzip).toBe(gzip(LOADER) + gzip('{"a":1}'));
    expect(landing.gzip).toBe(landing.js.gzip + landing.css.gzip);
    // The app's entry is not loaded by the landing before it is used.
    expect(landing.files.map((file) => file.file)).not.toContain('assets/index-x.js');
  });

  it("counts a module page: index.html's early script, then from the manifest its chunk, the entry, its steps and their CSS", () => {
    const page = routeSizes(dist)[1];
    expect(page.files.map((file) => file.file).sort()).toEqual([
      'assets/app-x.css',
      'assets/app-x.js',
      'assets/early-x.js',
      'assets/index-x.css',
      'assets/index-x.js',
      'assets/page-x.js',
    ]);
    expect(page.js.gzip).toBe(gzip(EARLY_JS) + gzip(ENTRY_JS) + gzip(APP_JS) + gzip(ROUTE_JS));
    expect(page.css.gzip).toBe(gzip(FONT_CSS) + gzip(APP_CSS));
    // Its files are counted against a budget of their own; the landing has none.
    expect(page.maxFiles).toBe(BUDGET_FILES['Module page (/page/1-0)']);
    expect(routeSizes(dist)[0].maxFiles).toBeNull();
  });

  it('gives the same figures for the same build, and the landing a budget under the target', () => {
    expect(routeSizes(dist)).toEqual(routeSizes(dist));
    expect(BUDGET_BYTES['Landing (/)']).toBeLessThanOrEqual(130 * 1024);
  });
});
