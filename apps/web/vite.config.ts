import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { pwaPlugins } from './pwa.config';
import { SLOW_START_CSS, slowStartMarkup } from './src/prerender/slow-start';

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
// Vite's helper that preloads a dynamic import's files: the entry imports it statically, so it
// runs with the libraries in main.tsx's first step (not with the app, which must wait).
const SHELL_CHUNK = new RegExp(
  `node_modules[\\/](?:${SHELL_PACKAGES.join('|')})[\\/]|vite[\\/]preload-helper`,
);
/** packages/core, with the module that main.tsx imports to run it (src/boot/core-stage.ts). */
const CORE_CHUNK = /packages[\\/]core[\\/]src[\\/]|src[\\/]boot[\\/]core-stage\.ts$/;

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
/** The app's start (main.tsx, the entry, imports it as its last step). */
const START = path.join(SRC, 'start.tsx');
const MODULE_PAGE = path.join(SRC, 'app', 'routes', 'content-page.tsx');

type ModuleInfo = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

/** `root` and every module it imports statically, deep. */
function staticImports(ctx: Rolldown.ChunkingContext, root: string): Set<string> {
  const found = new Set<string>();
  const stack = [root];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The rest of what the app's start imports statically goes into one `app` chunk, and what a
 * module page's route adds into one `module-page` chunk, instead of some fifty small shared
 * chunks on a module page's path (each a round trip on a slow phone, issue #19). What only a
 * lazily loaded page or widget uses keeps Rolldown's own chunks. Worked out once per build,
 * from the module graph.
 */
function firstPathChunk(): Rolldown.CodeSplittingNameFunction {
  const graphs = new WeakMap<ModuleInfo, { app: Set<string>; page: Set<string> }>();
  return (id, ctx) => {
    const start = ctx.getModuleInfo(START);
    if (!start) return null;
    let graph = graphs.get(start);
    if (!graph) {
      graph = { app: staticImports(ctx, START), page: staticImports(ctx, MODULE_PAGE) };
      graphs.set(start, graph);
    }
    // start.tsx has no top-level await, so it can be part of `app`: `app` finishes running
    // before startApp() awaits the first route's code, which imports from it. (The entry,
    // which awaits, stays in a chunk of its own: a cycle through it would never settle.)
    if (graph.app.has(id)) return 'app';
    if (graph.page.has(id)) return 'module-page';
    return null;
  };
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * index.html gets the slow-start screen after its #root (src/prerender/slow-start.tsx): what a
 * first visit shows if the app has not drawn anything after a moment, with the support numbers.
 * Part of index.html itself, so the service worker's copy of the page has it too.
 */
const slowStartScreen: Plugin = {
  name: 'clearpath:slow-start',
  transformIndexHtml(html) {
    if (!html.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root.');
    return html
      .replace('</head>', `<style id="slow-start-rules">${SLOW_START_CSS}</style></head>`)
      .replace(EMPTY_ROOT, `${EMPTY_ROOT}${slowStartMarkup()}`);
  },
};

/**
 * index.html preloads what main.tsx's steps import (its dynamic imports and their static
 * imports, deep), as Vite does for a static import: every file of the app's start is on its way
 * at once, and the steps wait only for the CPU. (The steps have no CSS of their own: the fonts
 * are the entry's.)
 */
const bootStepPreloads: Plugin = {
  name: 'clearpath:boot-step-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const { bundle, chunk: entry } = ctx;
      if (!bundle || !entry) return [];
      /** `fileNames` and their static imports, deep, into `into`. */
      const closure = (fileNames: string[], into = new Set<string>()) => {
        for (const fileName of fileNames) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || into.has(fileName)) continue;
          into.add(fileName);
          closure(chunk.imports, into);
        }
        return into;
      };
      // Vite links the entry and its static imports already.
      const linked = closure([entry.fileName]);
      return [...closure(entry.dynamicImports)]
        .filter((fileName) => !linked.has(fileName))
        .map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
    },
  },
};

export default defineConfig({
  plugins: [react(), slowStartScreen, bootStepPreloads, ...pwaPlugins()],
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
      output: {
        codeSplitting: {
          groups: [
            { name: 'core', test: CORE_CHUNK, priority: 3 },
            { name: 'framework', test: SHELL_CHUNK, priority: 2 },
            { name: firstPathChunk(), priority: 1 },
          ],
        },
      },
    },
  },
});
