// `npm test` step: the built landing route and a module page stay within their byte budget
// (gzip of the JS and CSS each loads before it shows, scripts/lib/web-budget.mjs). A larger
// build fails here, so a regression is caught before it reaches phones.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  bootStepProblems,
  compileHintProblems,
  criticalPathProblems,
  modulesOnPathProblems,
  startPreloadProblems,
} from './lib/critical-path.mjs';
import { pageIconProblems } from './lib/page-icons.mjs';
import { ROOT } from './lib/run.mjs';
import { kib, routeSizes } from './lib/web-budget.mjs';

const dist = path.join(ROOT, 'apps', 'web', 'dist');
/** A built file's text, by its path in dist. */
const readDist = (file) => readFileSync(path.join(dist, file), 'utf8');
let over = 0;
for (const route of routeSizes(dist)) {
  const fewEnough = route.maxFiles === null || route.files.length <= route.maxFiles;
  const ok = route.gzip <= route.budget && fewEnough;
  if (!ok) over += 1;
  console.log(
    `${ok ? 'ok  ' : 'OVER'}  ${route.name}: ${kib(route.gzip)} of ${kib(route.budget)} ` +
      `(JS ${kib(route.js.gzip)}, CSS ${kib(route.css.gzip)}, ${route.files.length} files` +
      `${route.maxFiles === null ? '' : ` of ${route.maxFiles}`})`,
  );
  if (!ok) {
    for (const file of [...route.files].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
      console.log(`        ${kib(file.gzip).padStart(10)}  ${file.file}`);
    }
  }
}
if (over > 0) {
  console.error(
    'The web app grew past its byte or file budget: load the new code lazily (or, for files, ' +
      'see the chunk groups in apps/web/vite.config.ts), or raise the budget in ' +
      'scripts/lib/web-budget.mjs with the reason in docs/decisions/0009-light-first-screen.md.',
  );
}
// What the module page must not load before it shows, and the app's code run in steps
// (scripts/lib/critical-path.mjs).
const manifest = JSON.parse(readDist('.vite/manifest.json'));
// A built file's source modules, from its source map (written beside it, never served; the
// bundler's own runtime has none).
const sourcesOf = (file) =>
  existsSync(path.join(dist, `${file}.map`))
    ? (JSON.parse(readDist(`${file}.map`)).sources ?? [])
    : [];
const problems = [...criticalPathProblems(manifest), ...modulesOnPathProblems(manifest, sourcesOf)];
for (const problem of problems) console.error(`OVER  Module page: ${problem}`);
if (problems.length === 0) console.log('ok    Module page: rarely used features load when used');
const stepProblems = [
  ...bootStepProblems(manifest),
  ...startPreloadProblems(manifest, readDist('index.html')),
];
for (const problem of stepProblems) console.error(`OVER  App start: ${problem}`);
if (stepProblems.length === 0)
  console.log("ok    App start: core's and the app's code run as steps, all preloaded at once");
const hintProblems = compileHintProblems(manifest, readDist);
for (const problem of hintProblems) console.error(`OVER  App start: ${problem}`);
if (hintProblems.length === 0)
  console.log('ok    App start: its chunks open with the compile hint, their maps in step');
// The icons the browser draws on the page's main thread as it loads (scripts/lib/page-icons.mjs).
const pages = [
  'index.html',
  'landing.html',
  ...readdirSync(path.join(dist, 'predrawn'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => `predrawn/${file}`),
];
const iconProblems = pageIconProblems(
  Object.fromEntries(pages.map((file) => [file, readDist(file)])),
  JSON.parse(readDist('manifest.webmanifest')),
);
for (const problem of iconProblems) console.error(`OVER  Icons: ${problem}`);
if (iconProblems.length === 0)
  console.log(`ok    Icons: bitmaps on all ${pages.length} pages and in the manifest`);
const failed = problems.length + stepProblems.length + hintProblems.length + iconProblems.length;
process.exit(over > 0 || failed > 0 ? 1 : 0);
