// What each route of the built web app downloads before it can show itself, gzip level 9 of the
// built files, so the same build always gives the same numbers
// (docs/decisions/0009-light-first-screen.md):
// - the landing (`/`, dist/landing.html, pre-drawn): the scripts and styles the page itself
//   names, linked or inline — all it loads before the student first touches it (the app then
//   loads on first use);
// - a module page: from Vite's manifest (apps/web/dist/.vite/manifest.json), the entry's static
//   imports, its steps' (apps/web/src/main.tsx) and their CSS, plus the route module's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryKeys, staticKeys } from './critical-path.mjs';

/** The routes the budget covers: the pre-drawn page, or the manifest key of the route module. */
export const BUDGET_ROUTES = [
  { name: 'Landing (/)', page: 'landing.html' },
  { name: 'Module page (/page/1-0)', module: 'src/app/routes/content-page.tsx' },
];

/**
 * The most each route may send, JS + CSS, gzip: a ratchet a little above today's build, lowered
 * as pages get lighter. The landing loads the app on first use: 20 KiB (14.2 KiB on 2026-11-23,
 * 11.9 of them its inline styles and font faces), well under the 130 KiB target of issue #19.
 * The module page:
 * 272 KiB on 2026-11-23 (341 KiB before its widgets loaded with their pages, the shell's
 * libraries went into one chunk and the session-expired form loaded when used); 263 KiB on
 * 2026-11-24, in 7 files instead of 56 (fewer, larger files compress better).
 */
export const BUDGET_BYTES = {
  'Landing (/)': 20 * 1024,
  'Module page (/page/1-0)': 270 * 1024,
};

/**
 * The most files a route may load before it shows: a phone on a slow connection opens a few at
 * a time, so each file costs a round trip. The module page: 7 on 2026-11-24 (56 before the
 * app's and the module page's code went into one chunk each, apps/web/vite.config.ts); 10 from
 * 2026-11-24, when the app's start ran core's code and then the app's as steps of their own
 * (apps/web/src/main.tsx): core's chunk, and two files of a line each through which Rolldown
 * imports a step, all preloaded from index.html at once; 11 from 2026-11-25, with the
 * early-requests script (3.4 KiB), which sends the login and the page's content while the rest
 * arrives; 13 from 2026-11-27, when core's code ran in two steps instead of one (one task of
 * 45–63 ms on the machine of that day, 200 ms once Lighthouse slows it, against 20–32 ms
 * each): a chunk and a one-line file more, preloaded from index.html with the rest.
 */
export const BUDGET_FILES = {
  'Module page (/page/1-0)': 13,
};

function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The built files of these manifest keys: each chunk's file and its CSS, in order. */
function chunkFiles(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}

/** The files `key` loads before it runs: itself, its static imports (deep) and their CSS. */
export function staticClosure(manifest, key) {
  return chunkFiles(manifest, staticKeys(manifest, key));
}

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

const ATTRIBUTE = (name) => new RegExp(`\\s${name}="([^"]*)"`);

/**
 * What a page loads before it is used: each `<script>` (its file, or its text when inline) and
 * each stylesheet (`<link rel="stylesheet">`, or `<style>`), in document order.
 * @returns {{ file: string, bytes: Buffer }[]}
 */
export function pageAssets(dist, page) {
  const html = readFileSync(path.join(dist, page), 'utf8');
  const assets = [];
  const tags =
    /<script\b([^>]*)>([\s\S]*?)<\/script>|<style\b[^>]*>([\s\S]*?)<\/style>|<link\b([^>]*)>/g;
  let inline = 0;
  const linked = (href) => ({
    file: href.replace(/^\//, ''),
    bytes: readFileSync(path.join(dist, href.replace(/^\//, ''))),
  });
  for (const [, scriptAttributes, scriptText, styleText, linkAttributes] of html.matchAll(tags)) {
    if (scriptAttributes !== undefined) {
      const src = ATTRIBUTE('src').exec(scriptAttributes)?.[1];
      if (src) assets.push(linked(src));
      else if (scriptText.trim()) {
        inline += 1;
        assets.push({ file: `${page} inline script ${inline}.js`, bytes: Buffer.from(scriptText) });
      }
    } else if (styleText !== undefined) {
      inline += 1;
      assets.push({ file: `${page} inline style ${inline}.css`, bytes: Buffer.from(styleText) });
    } else if (ATTRIBUTE('rel').exec(linkAttributes)?.[1] === 'stylesheet') {
      assets.push(linked(ATTRIBUTE('href').exec(linkAttributes)[1]));
    }
  }
  return assets;
}

/** The classic scripts index.html names (the early-requests script, apps/web/vite.config.ts). */
function classicScripts(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\stype="module"/.test(attributes))
    .map((attributes) => ATTRIBUTE('src').exec(attributes)?.[1]?.replace(/^\//, ''))
    .filter(Boolean);
}

/**
 * The built files a route module loads before it shows: index.html's early-requests script,
 * then the entry's, its steps' and the route's (manifest), each chunk's file and CSS.
 */
function moduleAssets(dist, module) {
  const manifest = readManifest(dist);
  const files = [
    ...classicScripts(dist),
    ...chunkFiles(manifest, staticKeys(manifest, module, entryKeys(manifest))),
  ];
  return files.map((file) => ({ file, bytes: readFileSync(path.join(dist, file)) }));
}

/**
 * Per budget route: the files it loads (entry first) and their raw and gzip bytes.
 * @param {string} dist the built web app (apps/web/dist)
 */
export function routeSizes(dist) {
  return BUDGET_ROUTES.map((route) => {
    const assets = route.page ? pageAssets(dist, route.page) : moduleAssets(dist, route.module);
    const sized = assets.map(({ file, bytes }) => ({
      file,
      raw: bytes.length,
      gzip: gzipSize(bytes),
    }));
    const sum = (kind, key) =>
      sized.filter((f) => f.file.endsWith(kind)).reduce((total, f) => total + f[key], 0);
    return {
      ...route,
      files: sized,
      js: { raw: sum('.js', 'raw'), gzip: sum('.js', 'gzip') },
      css: { raw: sum('.css', 'raw'), gzip: sum('.css', 'gzip') },
      gzip: sum('.js', 'gzip') + sum('.css', 'gzip'),
      budget: BUDGET_BYTES[route.name],
      maxFiles: BUDGET_FILES[route.name] ?? null,
    };
  });
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
