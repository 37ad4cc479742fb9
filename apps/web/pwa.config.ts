import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

const THEME_LIGHT = '#1976D2';
const BACKGROUND_LIGHT = '#FFFFFF';
const THEME_DARK = '#101418';
const BACKGROUND_DARK = '#101418';

/**
 * The installable app (docs/product.md §1, §7): the web app manifest and the service worker at
 * `/sw.js` (sw/sw.ts, built with the precache list of every asset the build made). The page
 * registers the worker itself (src/features/pwa/service-worker.ts), so it can offer "Reload"
 * when a new build is waiting instead of swapping code under the student.
 */
/** The modules of the staff-only administration area (docs/product.md §2). */
const STAFF_MODULE = /[\\/](features[\\/]administration|app[\\/]routes[\\/]administration)/;

/** Output chunks made only of administration modules: never precached for a student. */
const staffChunks = new Set<string>();

/**
 * Notes the staff-only chunks of the build, for the precache list below: a chunk whose own code
 * is all administration modules, and a library chunk that only staff-only chunks load.
 */
const findStaffChunks: Plugin = {
  name: 'clearpath:staff-chunks',
  apply: 'build',
  // Adds only: the service worker's own build runs this hook again afterwards.
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    const ownCode = (ids: string[]) => ids.filter((id) => !id.includes('/node_modules/'));
    for (const chunk of chunks) {
      const own = ownCode(Object.keys(chunk.modules));
      if (own.length > 0 && own.every((id) => STAFF_MODULE.test(id)))
        staffChunks.add(chunk.fileName);
    }
    for (let changed = true; changed;) {
      changed = false;
      for (const chunk of chunks) {
        if (staffChunks.has(chunk.fileName) || chunk.isEntry) continue;
        if (ownCode(Object.keys(chunk.modules)).length > 0) continue;
        const loaders = chunks.filter(
          (other) =>
            other.imports.includes(chunk.fileName) || other.dynamicImports.includes(chunk.fileName),
        );
        if (loaders.length > 0 && loaders.every((other) => staffChunks.has(other.fileName))) {
          staffChunks.add(chunk.fileName);
          changed = true;
        }
      }
    }
  },
};

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  // The icons are in the precache list already (public/icons).
  includeManifestIcons: false,
  registerType: 'prompt',
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Clearpath',
    short_name: 'Clearpath',
    description:
      'A private, anonymous check-in on your drug use for students in Ireland, with support when you want it.',
    lang: 'en-IE',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_LIGHT,
    background_color: BACKGROUND_LIGHT,
    categories: ['health', 'education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // The dark scheme's colours (the manifest "user_preferences" extension; browsers without it
    // use the light ones above, and index.html's theme-color metas follow the system scheme).
    ...({
      user_preferences: {
        color_scheme: {
          dark: { theme_color: THEME_DARK, background_color: BACKGROUND_DARK },
        },
      },
    } as object),
  },
  injectManifest: {
    // The whole tool: the app shell, every route and widget chunk, the fonts, icons and images.
    globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,woff2,webmanifest}'],
    // The administration area is for staff: its code never goes to a student's phone.
    // The pre-drawn module pages (scripts/prerender.mjs) are for a first visit only: offline,
    // every address gets index.html.
    globIgnores: ['**/*admin*', '**/*Admin*', 'predrawn/**'],
    manifestTransforms: [
      (entries) =>
        Promise.resolve({
          manifest: entries.filter((entry) => !staffChunks.has(entry.url)),
          warnings: [],
        }),
    ],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
};

/** The plugins of the installable app, for vite.config.ts. */
export function pwaPlugins(): Plugin[] {
  return [findStaffChunks, ...VitePWA(pwaOptions)];
}
