import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import {
  COMPILE_HINT,
  isOffPathCoreModule,
  STARTUP_CHUNKS,
} from '../../scripts/lib/critical-path.mjs';
import { pwaPlugins } from './pwa.config';
import { PAGE_MODULES_META } from './src/lib/early-responses';
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
/**
 * packages/core and zod, its one library, with the modules that main.tsx imports to run them
 * (src/boot/core-base-stage.ts and core-stage.ts; `CORE_PARTS` below).
 */
const CORE_MODULES =
  /packages[\\/]core[\\/]src[\\/]|node_modules[\\/]zod[\\/]|src[\\/]boot[\\/]core(?:-base)?-stage\.ts$/;
/**
 * Core's modules that a student's pages never need (`OFF_PATH_CORE_MODULES` in
 * scripts/lib/critical-path.mjs: the staff area's schemas, the feedback files' schema):
 * neither in core's chunk nor in `app` (core's index re-exports them, so they look imported
 * by the start), but left to Rolldown, which puts them with the staff area's lazy chunks, or
 * leaves out what nothing in the app uses. A student's phone never builds their schemas.
 */
const CORE_CHUNK = (id: string) => CORE_MODULES.test(id) && !isOffPathCoreModule(id);

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const CORE_SRC = path.join(SRC, '..', '..', '..', 'packages', 'core', 'src');
/**
 * Core's chunk is built in two, each run by main.tsx as a step of its own: zod builds core's
 * schemas as its modules run, some 50 ms on one of these cores (200 ms once Lighthouse slows
 * it 4×), one long task where two shorter ones let a tap through. A part is what its roots
 * import, deep, less the parts before it, so it imports only from those before it and running
 * it never runs a later part's code. The last, `core`, is the rest of core.
 */
const CORE_PARTS = [
  {
    name: 'core-base',
    // zod, and the answers' shapes that most of core's other schemas are made of. zod's code
    // runs its first calls here, which costs as much again as these schemas themselves.
    roots: [path.join(CORE_SRC, 'answers.ts')],
    stage: path.join(SRC, 'boot', 'core-base-stage.ts'),
  },
] as const;
/** The app's start (main.tsx, the entry, imports it as its last step). */
const START = path.join(SRC, 'start.tsx');
const MODULE_PAGE = path.join(SRC, 'app', 'routes', 'content-page.tsx');
/** The early-requests script (src/boot/early.ts), built on its own. */
const EARLY = path.join(SRC, 'boot', 'early.ts');

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

/** The part of core's chunk (`CORE_PARTS`, else `core`) each of core's modules goes into. */
function corePartChunk(): Rolldown.CodeSplittingNameFunction {
  const parts = new WeakMap<ModuleInfo, Map<string, string>>();
  return (id, ctx) => {
    if (!CORE_CHUNK(id)) return null;
    const first = ctx.getModuleInfo(CORE_PARTS[0].roots[0]);
    if (!first) return 'core';
    let partOf = parts.get(first);
    if (!partOf) {
      partOf = new Map();
      for (const part of CORE_PARTS) {
        partOf.set(part.stage, part.name);
        for (const root of part.roots) {
          for (const module of staticImports(ctx, root)) {
            if (CORE_CHUNK(module) && !partOf.has(module)) partOf.set(module, part.name);
          }
        }
      }
      parts.set(first, partOf);
    }
    return partOf.get(id) ?? 'core';
  };
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
    if (isOffPathCoreModule(id)) return null;
    if (graph.app.has(id)) return 'app';
    if (graph.page.has(id)) return 'module-page';
    return null;
  };
}

/**
 * The Roboto faces are `font-display: optional` (fontsource ships `swap`): a face that arrives
 * after the text is drawn is not swapped in, since that rewraps the lines and moves the page
 * under the student's finger (Lighthouse: CLS 0.047 on the landing, 0.038 on a module page once
 * its text came sooner). The next page load has it from the cache.
 */
const optionalFonts: Plugin = {
  name: 'clearpath:optional-fonts',
  transform(code, id) {
    if (!/[\\/]@fontsource[\\/]roboto[\\/].*\.css$/.test(id)) return null;
    if (!code.includes('font-display: swap')) throw new Error(`${id} has no font-display: swap.`);
    return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
  },
};

/**
 * The start's chunks open with V8's compile hint (Chrome 136 and later): their functions are
 * compiled while the file downloads, off the main thread, instead of one by one on the main
 * thread the first time each runs (issue #19: on a slow phone that compiling is a good part of
 * the start's long tasks; docs/decisions/0009-light-first-screen.md). Nearly all of those
 * chunks' functions run as the app starts (`STARTUP_CHUNKS`). Added last, after Vite has put its
 * own first line in a chunk, with the source map moved down the one line it adds; `npm test`
 * checks both (scripts/check-web-budget.mjs).
 */
const startupCompileHints: Plugin = {
  name: 'clearpath:startup-compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !STARTUP_CHUNKS.includes(chunk.name)) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset') {
          const json = JSON.parse(String(map.source)) as { mappings: string };
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      }
    },
  },
};

/** The entry's file, and the files of the start's chunks and of Rolldown's runtime they import. */
const ENTRY_FILE = /(^|\/)index-[\w-]{8}\.js$/;
const START_FILE = new RegExp(
  `(^|/)(${[...STARTUP_CHUNKS, 'rolldown-runtime'].join('|')})-[\\w-]{8}\\.js$`,
);

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

/** A style sheet as Vite links it into index.html: its file in the bundle. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * index.html's style sheets go inline as `<style id="app-styles">`: they are the Roboto faces
 * alone (under 1 KiB; scripts/prerender.mjs checks), and as a file in <head> they held every
 * paint until they came. On slow mobile data the slow-start screen, due at 1.5 s, showed at
 * 2.8 s. The pre-drawn pages take them from here (scripts/prerender.mjs).
 */
const inlineAppStyles: Plugin = {
  name: 'clearpath:inline-app-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const bundle = ctx.bundle;
      if (!bundle) return html;
      let css = '';
      const without = html.replace(STYLESHEET_LINK, (_link, fileName: string) => {
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, not built.`);
        css +=
          typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
        return '';
      });
      if (css.includes('<')) throw new Error('The app style sheets hold a "<".');
      return css === ''
        ? html
        : without.replace('</head>', `<style id="app-styles">${css}</style></head>`);
    },
  },
};

/** `fileNames` and their static imports, deep, into `into`. */
function staticClosure(
  bundle: Rolldown.OutputBundle,
  fileNames: string[],
  into = new Set<string>(),
): Set<string> {
  for (const fileName of fileNames) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || into.has(fileName)) continue;
    into.add(fileName);
    staticClosure(bundle, chunk.imports, into);
  }
  return into;
}

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
      // Vite links the entry and its static imports already.
      const linked = staticClosure(bundle, [entry.fileName]);
      return [...staticClosure(bundle, entry.dynamicImports)]
        .filter((fileName) => !linked.has(fileName))
        .map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
    },
  },
};

/**
 * The early-requests script (src/boot/early.ts; docs/decisions/0009-light-first-screen.md):
 * built on its own as one small classic script, loaded `async` from <head>, so the login with
 * a kept code and a module page's content go out while the app's code is still on its way. On
 * a module page's address it also preloads the route's code, which index.html names in a
 * `<meta>` (every other address would download it for nothing).
 */
function earlyRequestsScript(): Plugin {
  let config: ResolvedConfig;
  let fileName = '';
  let code = '';
  return {
    name: 'clearpath:early-requests',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      const output = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          copyPublicDir: false,
          minify: true,
          sourcemap: false,
          target: config.build.target,
          lib: { entry: EARLY, formats: ['iife'], name: 'clearpathEarlyScript' },
        },
      });
      const [result] = Array.isArray(output) ? output : [output];
      const chunk = result && 'output' in result ? result.output[0] : undefined;
      if (!chunk) throw new Error('The early-requests script did not build.');
      code = chunk.code;
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/early-${hash}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const page = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === MODULE_PAGE,
        );
        if (!page) throw new Error('The build has no chunk for the module page route.');
        const loaded = staticClosure(bundle, [entry.fileName, ...entry.dynamicImports]);
        const pageModules = [...staticClosure(bundle, [page.fileName])]
          .filter((file) => !loaded.has(file))
          .map((file) => `/${file}`);
        if (!html.includes('<title>')) throw new Error('index.html has no <title>.');
        // Right after the character set and the viewport, ahead of the app's files: a phone
        // opens only a few connections at a time.
        return html.replace(
          '<title>',
          `<meta name="${PAGE_MODULES_META}" content="${pageModules.join(' ')}">` +
            `<script src="/${fileName}" async fetchpriority="high"></script><title>`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    optionalFonts,
    slowStartScreen,
    bootStepPreloads,
    inlineAppStyles,
    startupCompileHints,
    earlyRequestsScript(),
    ...pwaPlugins(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // Each lazy import names the files to preload with it. The start's chunks have run before
      // any import but the entry's own, so naming them in every other list only added bytes
      // (a module page's budget) and look-ups to each import (issue #19). index.html's links
      // and the entry's lists stay whole. A static import still loads what it needs: a list
      // only saves round trips.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || ENTRY_FILE.test(hostId)
          ? deps
          : deps.filter((dep) => !START_FILE.test(dep)),
    },
    // Maps for error reports, without a sourceMappingURL in the shipped files (never served).
    sourcemap: 'hidden',
    // .vite/manifest.json: which chunks each route loads (scripts/check-web-budget.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Each part holds its own modules: by default a group also takes the modules its
            // modules import, which would pull the earlier parts into the last.
            { name: corePartChunk(), priority: 3, includeDependenciesRecursively: false },
            { name: 'framework', test: SHELL_CHUNK, priority: 2 },
            { name: firstPathChunk(), priority: 1 },
          ],
        },
      },
    },
  },
});
