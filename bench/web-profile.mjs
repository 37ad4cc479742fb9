// `npm run bench:web-profile`: where a module page's load spends the main thread. Builds what is
// stale, starts the built server (test mode, fresh embedded database), logs a student in and
// loads /page/1-0 `BENCH_WEB_RUNS` times (default 3) from a cold cache, as `npm run bench:web`
// does, with V8's sampling profiler on (every 100 µs) and the CPU slowed
// `BENCH_WEB_SLOWDOWN` times (default 1). Each sample is mapped through the build's source maps
// to its source file and function, and the figures summed over the runs are printed: time per
// library or app folder (self), and per function of the app and of core (inclusive). A trace of
// each load names its long tasks and what each spent its samples in. The raw profiles (open
// them in DevTools or VS Code) and the summary go to bench/results/web-profile/.
// This finds what to change; Lighthouse (`npm run bench:web`) is the measure.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { clearCaches, launch, logIn } from './browser.mjs';
import { ROOT } from '../scripts/lib/run.mjs';
import { startBuiltServer } from '../scripts/lib/server.mjs';

const HERE = new URL('.', import.meta.url).pathname;
const OUT = path.join(HERE, 'results', 'web-profile');
const DIST = path.join(ROOT, 'apps', 'web', 'dist');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const SLOWDOWN = Number(process.env.BENCH_WEB_SLOWDOWN ?? 1);
const ROUTE = '/page/1-0';
/** What is left running after the network is quiet: the effects after the first drawing. */
const AFTER_IDLE_MS = 1500;
const TOP = 30;
/** A task Lighthouse counts as long: over 50 ms once slowed 4×, so over 12.5 ms at full speed. */
const LONG_TASK_MS = 12.5;

/** The source file and function of a profile's call frame, through the build's source maps. */
export function createFrameMapper(
  dist,
  readMap = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null),
) {
  const maps = new Map();
  const mapOf = (url) => {
    const asset = /\/(assets\/[^/?#]+\.js)(?:[?#].*)?$/.exec(url)?.[1];
    if (!asset) return null;
    if (!maps.has(asset)) {
      const text = readMap(path.join(dist, `${asset}.map`));
      maps.set(asset, text === null ? null : new TraceMap(text));
    }
    return maps.get(asset);
  };
  return ({ url, lineNumber, columnNumber, functionName }) => {
    const map = url ? mapOf(url) : null;
    if (!map) {
      const file = url ? url.replace(/.*\//, '') : `(${functionName || 'native'})`;
      return { file, name: `${functionName || '(anonymous)'} ${file}` };
    }
    const found = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const file = (found.source ?? '(unmapped)')
      .replace(/.*node_modules\//, 'node_modules/')
      .replace(/^(?:\.\.\/)*(?:.*\/)?(apps|packages)\//, '$1/')
      .replace(/^(?:\.\.\/)+src\//, 'apps/web/src/');
    return { file, name: `${found.name ?? (functionName || '(anonymous)')} ${file}:${found.line}` };
  };
}

/** The library (node_modules/<name>) or app folder (apps/web/src/<folder>) a file belongs to. */
export function areaOf(file) {
  const library = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (library) return library[1];
  return /^(apps\/web\/src\/[^/]+|packages\/[^/]+\/src)/.exec(file)?.[1] ?? file;
}

/**
 * Milliseconds of a V8 CPU profile: self time per area and inclusive time per function (each
 * function counted once per sample, however deep it recurses), idle left out.
 */
export function summarise(profile, mapFrame, within = () => true) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const mapped = new Map();
  const frameOf = (id) => {
    if (!mapped.has(id)) mapped.set(id, mapFrame(nodes.get(id).callFrame));
    return mapped.get(id);
  };
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (nodes.get(id).callFrame.functionName === '(idle)' || !within(at)) return;
    busy += ms;
    const area = areaOf(frameOf(id).file);
    self.set(area, (self.get(area) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const { name } = frameOf(at);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  return { busy, self, inclusive };
}

/**
 * The main thread's tasks of at least `minMs` in a trace of the same load as `profile` (their
 * clocks are the same), each with what its samples spent most time in: `areas` (self) and
 * `functions` of the app and of core (inclusive). Lighthouse counts a task here as long once
 * it passes 50 ms slowed 4×, 12.5 ms unslowed.
 */
export function longTasks(traceEvents, profile, mapFrame, minMs, count = 4) {
  const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X');
  const busyByThread = new Map();
  for (const task of tasks)
    busyByThread.set(task.tid, (busyByThread.get(task.tid) ?? 0) + task.dur);
  const main = [...busyByThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  return tasks
    .filter((task) => task.tid === main && task.dur >= minMs * 1000)
    .map((task) => {
      const end = task.ts + task.dur;
      const { self, inclusive } = summarise(profile, mapFrame, (at) => at >= task.ts && at <= end);
      return {
        atMs: Math.round((task.ts - profile.startTime) / 1000),
        ms: Math.round(task.dur / 100) / 10,
        areas: top(self, count),
        functions: top(inclusive, count, isOurs),
      };
    });
}

/** A function of the app or of core, as `createFrameMapper` names it. */
const isOurs = (name) => / (apps|packages)\//.test(name);

function top(map, count, keep = () => true) {
  return [...map]
    .filter(([key]) => keep(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => ({ name: key, ms: Math.round(ms * 10) / 10 }));
}

async function profileLoad(page, baseUrl) {
  await clearCaches(page, baseUrl);
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.tracing.start({ categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}${ROUTE}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, AFTER_IDLE_MS));
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { profile, traceEvents: trace.traceEvents ?? trace };
}

async function main() {
  const server = await startBuiltServer({
    REGISTRATION_MODE: 'test',
    REGISTRATIONS_PER_HOUR: '100000',
  });
  const browser = await launch();
  const mapFrame = createFrameMapper(DIST);
  const total = { busy: 0, self: new Map(), inclusive: new Map(), longTasks: [] };
  mkdirSync(OUT, { recursive: true });
  try {
    const page = await browser.newPage();
    await logIn(page, server.baseUrl);
    for (let run = 1; run <= RUNS; run += 1) {
      const { profile, traceEvents } = await profileLoad(page, server.baseUrl);
      writeFileSync(path.join(OUT, `run-${run}.cpuprofile`), JSON.stringify(profile));
      const { busy, self, inclusive } = summarise(profile, mapFrame);
      console.log(`run ${run}: ${busy.toFixed(0)} ms busy`);
      const long = longTasks(traceEvents, profile, mapFrame, LONG_TASK_MS / SLOWDOWN);
      total.longTasks.push(long);
      for (const task of long) {
        const names = [...task.functions, ...task.areas].map(({ name, ms }) => `${name} ${ms}`);
        console.log(`  task at ${task.atMs} ms, ${task.ms} ms: ${names.join('; ')}`);
      }
      total.busy += busy;
      for (const [key, ms] of self) total.self.set(key, (total.self.get(key) ?? 0) + ms);
      for (const [key, ms] of inclusive)
        total.inclusive.set(key, (total.inclusive.get(key) ?? 0) + ms);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const summary = {
    route: ROUTE,
    runs: RUNS,
    slowdown: SLOWDOWN,
    busyMs: Math.round(total.busy),
    selfByArea: top(total.self, TOP),
    inclusiveByFunction: top(total.inclusive, TOP, isOurs),
    longTasksByRun: total.longTasks,
  };
  writeFileSync(path.join(OUT, 'summary.json'), JSON.stringify(summary, null, 2));
  const lines = (rows) => rows.map(({ name, ms }) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
  console.log(`\n${ROUTE}, ${RUNS} loads, CPU ×${SLOWDOWN}: ${summary.busyMs} ms busy in all`);
  console.log('\nSelf time by library or app folder:');
  console.log(lines(summary.selfByArea).join('\n'));
  console.log('\nInclusive time by function of the app and of core:');
  console.log(lines(summary.inclusiveByFunction).join('\n'));
  console.log(`\nProfiles and summary.json in ${path.relative(ROOT, OUT)}/`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
