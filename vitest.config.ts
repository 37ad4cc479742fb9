import { defineConfig } from 'vitest/config';

// The Node projects run their files one after another in each worker, sharing loaded modules
// (`isolate: false`): a fresh process per file cost 1–2 s of start and imports, and the
// integration suite's migrated template database (test/harness.ts) is then made once per
// worker instead of once per file. None of them mocks modules or changes globals for good;
// the web project keeps isolation (jsdom's document and the stores are global).
const NODE_PROJECT = { environment: 'node', isolate: false } as const;

// One Vitest run, several projects: `npm run test:unit` runs the fast ones,
// `npm run test:integration` the server suite (against PGlite, or PostgreSQL when
// DATABASE_URL is set by scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...NODE_PROJECT,
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...NODE_PROJECT,
          name: 'content',
          root: './packages/content',
          include: ['src/**/*.test.ts'],
          // Loading the whole of the content (80 pages, their Markdown and tree) takes a
          // second alone and several on a busy two-core machine.
          testTimeout: 20_000,
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
          // Generous: a test that first imports a lazy route or widget transforms it then, which
          // takes many seconds on a busy two-core machine; only a failing test waits this long.
          testTimeout: 45_000,
        },
      },
      {
        test: {
          ...NODE_PROJECT,
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
        },
      },
      {
        test: {
          ...NODE_PROJECT,
          name: 'bench',
          root: './bench',
          include: ['*.test.mjs'],
        },
      },
      {
        test: {
          ...NODE_PROJECT,
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
        },
      },
      {
        test: {
          ...NODE_PROJECT,
          name: 'server-integration',
          root: './apps/server',
          include: ['src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    // Every core: Vitest's default leaves one free, which is half of a two-core CI machine.
    maxWorkers: '100%',
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 100 },
    },
  },
});
