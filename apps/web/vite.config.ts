import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pwaPlugins } from './pwa.config';

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
  },
});
