import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pwaPlugins } from './pwa.config';

/**
 * What every screen runs — React, the router, the query cache, zod, emotion and the MUI parts
 * the app shell draws — in one chunk, instead of some sixty small ones: a phone on a slow
 * connection opens only a few at a time, so each extra file on the first screen's path costs a
 * round trip (issue #19; docs/decisions/0009-light-first-screen.md). The MUI parts only some
 * pages use (sliders, selects, charts, date pickers) stay in those pages' chunks.
 */
const SHELL_MUI = [
  'styles',
  'utils',
  'internal',
  'transitions',
  'zero-styled',
  'DefaultPropsProvider',
  'CssBaseline',
  'GlobalStyles',
  'useMediaQuery',
  'ButtonBase',
  'Button',
  'IconButton',
  'Typography',
  'Box',
  'Container',
  'Link',
  'SvgIcon',
  'Paper',
  'Alert',
  'Skeleton',
  'CircularProgress',
  'LinearProgress',
  'Portal',
  'Modal',
  'Fade',
  'Backdrop',
  'Dialog[A-Za-z]*',
];
const SHELL_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@tanstack',
  'zod',
  '@emotion',
  '@mui[\\/](?:system|utils|styled-engine|private-theming)',
  `@mui[\\/]material[\\/](?:${SHELL_MUI.join('|')})`,
  'hoist-non-react-statics',
  'react-is',
  'stylis',
  '@babel[\\/]runtime',
  'clsx',
  'prop-types',
];
const SHELL_CHUNK = new RegExp(`node_modules[\\/](?:${SHELL_PACKAGES.join('|')})[\\/]`);

export default defineConfig({
  plugins: [react(), ...pwaPlugins()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // Maps for error reports, without a sourceMappingURL in the shipped files (never served).
    sourcemap: 'hidden',
    // .vite/manifest.json: which chunks each route loads (scripts/check-web-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'framework', test: SHELL_CHUNK }] } },
    },
  },
});
