// What each route of the built web app downloads before it can show itself, from Vite's
// manifest (apps/web/dist/.vite/manifest.json): the entry's static imports and CSS plus the
// route module's. Sizes are gzip level 9 of the built files, so the same build always gives
// the same numbers (docs/decisions/0009-light-first-screen.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The routes the budget covers: the manifest key of each route module. */
export const BUDGET_ROUTES = [
  { name: 'Landing (/)', module: 'src/app/routes/landing.tsx' },
  { name: 'Module page (/page/1-0)', module: 'src/app/routes/content-page.tsx' },
];

/**
 * The most each route may send, JS + CSS, gzip: a ratchet a little above the build of
 * 2026-11-23 (landing 267–285 KiB, module page 318–341 KiB while other work landed), lowered as
 * the first screen gets lighter.
 * The target for the landing is 130 KiB (issue #19; docs/decisions/0009-light-first-screen.md).
 */
export const BUDGET_BYTES = {
  'Landing (/)': 300 * 1024,
  'Module page (/page/1-0)': 360 * 1024,
};

function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The files `key` loads before it runs: itself, its static imports (deep) and their CSS. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Per budget route: the files it loads (entry first) and their raw and gzip bytes.
 * @param {string} dist the built web app (apps/web/dist)
 */
export function routeSizes(dist) {
  const manifest = readManifest(dist);
  return BUDGET_ROUTES.map((route) => {
    const files = [...staticClosure(manifest, route.module, staticClosure(manifest, 'index.html'))];
    const sized = files.map((file) => {
      const full = path.join(dist, file);
      return { file, raw: readFileSync(full).length, gzip: gzipSize(full) };
    });
    const sum = (kind, key) =>
      sized.filter((f) => f.file.endsWith(kind)).reduce((total, f) => total + f[key], 0);
    return {
      ...route,
      files: sized,
      js: { raw: sum('.js', 'raw'), gzip: sum('.js', 'gzip') },
      css: { raw: sum('.css', 'raw'), gzip: sum('.css', 'gzip') },
      gzip: sum('.js', 'gzip') + sum('.css', 'gzip'),
      budget: BUDGET_BYTES[route.name],
    };
  });
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
