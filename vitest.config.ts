import { defineConfig } from 'vitest/config';

// One Vitest run, several projects: `npm run test:unit` runs the fast ones,
// `npm run test:integration` the server suite (against PGlite, or PostgreSQL when
// DATABASE_URL is set by scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'content',
          root: './packages/content',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'bench',
          root: './bench',
          environment: 'node',
          include: ['*.test.mjs'],
        },
      },
      {
        test: {
          name: 'server-unit',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      {
        test: {
          name: 'server-integration',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 100 },
    },
  },
});
