import type { VitePWAOptions } from 'vite-plugin-pwa';

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
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
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
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
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
    globIgnores: ['**/*admin*', '**/*Admin*'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
};
