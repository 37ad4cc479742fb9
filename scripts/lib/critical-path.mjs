// What a module page must not load before it shows: the features it uses rarely (a dialog, the
// session-expired form, error reporting, the staff area) and the widgets with heavy libraries
// (charts, date pickers, sliders), each in its own chunk that loads when used. Checked on Vite's
// manifest (apps/web/dist/.vite/manifest.json) after the build, in `npm test`
// (docs/decisions/0009-light-first-screen.md).

/** The route module of the module page, and the modules kept off its static path. */
export const MODULE_PAGE = 'src/app/routes/content-page.tsx';
export const NOT_ON_MODULE_PAGE = [
  'src/app/routes/administration.tsx',
  'src/app/routes/landing.tsx',
  'src/components/theme-menu.tsx',
  'src/features/auth/session-expired-form.tsx',
  'src/features/cookies/cookie-dialog-body.tsx',
  'src/lib/sentry-web.ts',
  'src/widgets/date-picker/index.tsx',
  'src/widgets/descriptive-norms/index.tsx',
  'src/widgets/relationship-chart/index.tsx',
  'src/widgets/slider-group/index.tsx',
  'src/widgets/values-radar/index.tsx',
];

/**
 * Core's modules that a student's pages never need: the staff area's schemas (api/admin.ts)
 * and its check of an uploaded logo (logo.ts), and the feedback files' schema, which only the
 * server and the content check build (content/feedback-bands.ts). apps/web/vite.config.ts leaves them out of core's chunk, which
 * every page runs as it starts, so that they go with the staff area's lazy chunks or nowhere;
 * `modulesOnPathProblems` checks that no module page loads them.
 */
export const OFF_PATH_CORE_MODULES = [
  'packages/core/src/api/admin.ts',
  'packages/core/src/content/feedback-bands.ts',
  'packages/core/src/logo.ts',
];

/** Whether a module path (a bundler id or a source map's source, any separator) is one of them. */
export function isOffPathCoreModule(modulePath, modules = OFF_PATH_CORE_MODULES) {
  const normalised = modulePath.replaceAll('\\', '/');
  return modules.some((module) => normalised.endsWith(module));
}

/** The manifest keys `key` loads before it runs: itself and its static imports, deep. */
export function staticKeys(manifest, key, keys = new Set()) {
  if (keys.has(key)) return keys;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}`);
  keys.add(key);
  for (const imported of chunk.imports ?? []) staticKeys(manifest, imported, keys);
  return keys;
}

/**
 * The manifest keys the app's entry loads before it draws anything: its static imports and
 * those of its steps (apps/web/src/main.tsx imports core's chunk and then the app's as steps of
 * their own: the entry's dynamic imports, which index.html preloads), deep.
 */
export function entryKeys(manifest, keys = new Set()) {
  staticKeys(manifest, 'index.html', keys);
  for (const step of manifest['index.html']?.dynamicImports ?? []) staticKeys(manifest, step, keys);
  return keys;
}

/** Core's two steps and the app's start, which the entry imports as steps of their own. */
export const BOOT_STEPS = [
  'src/boot/core-base-stage.ts',
  'src/boot/core-stage.ts',
  'src/start.tsx',
];

/**
 * The problems with the entry's steps (apps/web/src/main.tsx): a step it does not import as
 * one, a step's chunk it imports statically (that code would run in its first task again,
 * one long task for the whole app), or a step that imports a later step's chunk statically
 * (the two would run as one task). Empty when all is well.
 */
export function bootStepProblems(manifest, steps = BOOT_STEPS) {
  const entry = manifest['index.html'];
  const problems = [];
  for (const key of steps) {
    if (!entry?.dynamicImports?.includes(key)) problems.push(`${key} is not a step of the entry`);
  }
  // A step runs its own code only. Its code is what its module re-exports (the chunk the
  // step's one-line file imports); a step that loads a later step's code runs it too.
  const entryLoads = staticKeys(manifest, 'index.html');
  steps.forEach((key, index) => {
    if (!manifest[key]) return;
    const loads = staticKeys(manifest, key);
    for (const later of steps.slice(index + 1)) {
      const own = (manifest[later]?.imports ?? []).filter((chunk) => !entryLoads.has(chunk));
      if (own.some((chunk) => loads.has(chunk)))
        problems.push(`${key} imports the code of ${later}, a later step, statically`);
    }
  });
  const stepFiles = new Set(steps.map((key) => manifest[key]?.file).filter(Boolean));
  const stepChunks = new Set(steps.flatMap((key) => manifest[key]?.imports ?? []));
  for (const key of entryLoads) {
    if (steps.includes(key) || stepFiles.has(manifest[key]?.file) || stepChunks.has(key))
      problems.push(`the entry imports ${key} statically: it runs in the entry's first task`);
  }
  return problems;
}

/**
 * A `<link rel="modulepreload">` as Vite writes it into index.html, its href (`/assets/…`)
 * captured. apps/web/scripts/prerender.mjs takes the app's preloads out of the page with it.
 */
export const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The problems with index.html's preloads: a file of the app's start (`entryKeys`, the entry
 * itself aside) that it does not name in a `<link rel="modulepreload">`. Every one must be on
 * its way as the page arrives, not found a round trip later in a file that imports it: on a
 * weak signal each round trip is a wait. Empty when all is well.
 */
export function startPreloadProblems(manifest, html) {
  const preloaded = new Set([...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href.slice(1)));
  const problems = [];
  for (const key of entryKeys(manifest)) {
    if (key === 'index.html') continue;
    const file = manifest[key]?.file;
    if (file && !preloaded.has(file)) problems.push(`index.html does not preload ${file}`);
  }
  return problems;
}

/**
 * The problems with the module page's static path: a listed module that is not a chunk of its
 * own (so it was bundled into code that imports it statically), or one the page loads before it
 * shows. Empty when all is well.
 */
export function criticalPathProblems(manifest, route = MODULE_PAGE, kept = NOT_ON_MODULE_PAGE) {
  const loaded = staticKeys(manifest, route, entryKeys(manifest));
  const problems = [];
  for (const key of kept) {
    if (!manifest[key])
      problems.push(`${key} is not a chunk of its own: something imports it statically`);
    else if (loaded.has(key)) problems.push(`${key} is loaded before ${route} shows`);
  }
  return problems;
}

/**
 * The problems with the source modules bundled into what the module page loads before it
 * shows: each of `kept` found there. `sourcesOf(file)` answers the source paths of a built file
 * (its source map's `sources`). Empty when all is well.
 */
export function modulesOnPathProblems(
  manifest,
  sourcesOf,
  route = MODULE_PAGE,
  kept = OFF_PATH_CORE_MODULES,
) {
  const problems = [];
  for (const key of staticKeys(manifest, route, entryKeys(manifest))) {
    const file = manifest[key]?.file;
    if (!file) continue;
    const sources = sourcesOf(file);
    for (const module of kept) {
      if (sources.some((source) => isOffPathCoreModule(source, [module])))
        problems.push(`${module} is bundled into ${file}, which ${route} loads before it shows`);
    }
  }
  return problems;
}

/**
 * The chunks of the app's start (apps/web/vite.config.ts names them) that open with V8's
 * explicit compile hint, which V8 reads only ahead of a file's first statement: their functions
 * are then compiled while the file downloads, off the main thread, instead of one by one as each
 * first runs (docs/decisions/0009-light-first-screen.md).
 */
export const STARTUP_CHUNKS = ['framework', 'core-base', 'core', 'app'];
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The problems with the start's compile hints: a chunk of `names` not in the build, one whose
 * first line is not the hint, or one whose source map was not moved down the line the hint adds
 * (its first line mapped, or a line fewer than the code). `readFile(file)` answers a built
 * file's text. Empty when all is well.
 */
export function compileHintProblems(manifest, readFile, names = STARTUP_CHUNKS) {
  const problems = [];
  for (const name of names) {
    const chunk = Object.values(manifest).find((entry) => entry.name === name && entry.file);
    if (!chunk) {
      problems.push(`the build has no ${name} chunk`);
      continue;
    }
    const code = readFile(chunk.file);
    if (code.split('\n', 1)[0] !== COMPILE_HINT) {
      problems.push(`${chunk.file} does not open with ${COMPILE_HINT}`);
      continue;
    }
    const lines = JSON.parse(readFile(`${chunk.file}.map`)).mappings.split(';');
    if (lines[0] !== '' || lines.length !== code.split('\n').length)
      problems.push(`${chunk.file}.map does not account for the compile hint’s line`);
  }
  return problems;
}
