// `npm run bench:web`: builds what is stale, starts the built server on a fresh embedded
// database, and measures the web app as a phone meets it — Lighthouse (mobile, default
// simulated throttling) three times on `/` and on a module page, the bytes each route loads,
// the PWA points (installable, service worker in control, /dashboard offline) and how long
// the next page takes to show after a tap on a prefetched page. Writes bench/README.md's web
// section and bench/results/web-latest.json. Browser: Debian's /usr/bin/chromium, nothing
// downloaded (docs/decisions/0009-light-first-screen.md).
/* global document, requestAnimationFrame -- these run in the page (page.evaluate). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { clearCaches, launch, logIn } from './browser.mjs';
import { ROOT } from '../scripts/lib/run.mjs';
import { startBuiltServer } from '../scripts/lib/server.mjs';
import { kib, routeSizes } from '../scripts/lib/web-budget.mjs';

const HERE = new URL('.', import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const MODULE_PAGE = '/page/1-0';
/** The tap measurement: this machine's CPU, and slowed as Lighthouse's mobile phone. */
const TAP_CPU_SLOWDOWNS = [1, 4];
const TAPS = 5;
/** Lighthouse runs tried for one measurement before the benchmark gives up. */
const MAX_ATTEMPTS = 3;
/**
 * `BENCH_WEB_ONLY=module`: only Lighthouse on the module page and the tap (no `/`, no PWA
 * checks), printed and saved to bench/results/web-module.json; bench/README.md is left alone.
 */
const ONLY_MODULE = process.env.BENCH_WEB_ONLY === 'module';
/**
 * `BENCH_WEB_THROTTLING=devtools` (with `BENCH_WEB_ONLY=module`): Lighthouse slows the CPU and
 * the network for real while the page loads, instead of loading it at full speed and simulating
 * a phone from the trace (`simulate`, its default and the issue's measure).
 */
const THROTTLING = process.env.BENCH_WEB_THROTTLING ?? 'simulate';
if (!['simulate', 'devtools'].includes(THROTTLING))
  throw new Error(`BENCH_WEB_THROTTLING: unknown value ${THROTTLING}`);
if (THROTTLING !== 'simulate' && !ONLY_MODULE)
  throw new Error('BENCH_WEB_THROTTLING=devtools goes with BENCH_WEB_ONLY=module.');

/** The issue's targets (#19): Lighthouse mobile medians. */
const TARGETS = {
  '/': { score: 95 },
  [MODULE_PAGE]: { score: 90 },
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.1,
  tapMs: 100,
};

/** Lighthouse's own version, read from its first report. */
let version = '';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const transfer = (type) =>
    requests
      .filter((item) => item.resourceType === type)
      .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    scriptBytes: transfer('Script'),
    cssBytes: transfer('Stylesheet'),
    totalBytes: audit('total-byte-weight'),
    warnings: lhr.runWarnings ?? [],
  };
}

async function lighthouseRuns(browser, baseUrl, route, withSession) {
  const runs = [];
  const page = await browser.newPage();
  if (withSession) await logIn(page, baseUrl);
  for (let i = 0; i < RUNS; i += 1) {
    let result;
    // A run Lighthouse could not measure (its trace had no navigation start or first paint:
    // NO_NAVSTART, NO_FCP) scores 0; it is run again rather than counted.
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      if (withSession) await clearCaches(page, baseUrl);
      result = await lighthouse(
        `${baseUrl}${route}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttlingMethod: THROTTLING,
          // The session lives in the tab's sessionStorage: keep it, caches cleared above.
          disableStorageReset: withSession,
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
      const failure = result.lhr.runtimeError;
      if (!failure) break;
      if (attempt === MAX_ATTEMPTS)
        throw new Error(`Lighthouse could not measure ${route}: ${failure.code}`);
      console.log(`  ${route} run ${i + 1}: ${failure.code}, measured again`);
    }
    version = result.lhr.lighthouseVersion;
    runs.push(figures(result.lhr));
    if (process.env.BENCH_WEB_LHR) {
      mkdirSync(process.env.BENCH_WEB_LHR, { recursive: true });
      const name = `${route.replace(/\W+/g, '_')}-run-${i + 1}.json`;
      writeFileSync(path.join(process.env.BENCH_WEB_LHR, name), result.report);
      // The page load's trace too (open it in DevTools' Performance panel).
      const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
      if (trace) {
        writeFileSync(
          path.join(process.env.BENCH_WEB_LHR, name.replace(/\.json$/, '.trace.json')),
          JSON.stringify(trace),
        );
      }
    }
    console.log(`  ${route} run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
  }
  await page.close();
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    route,
    runs,
    median: Object.fromEntries(
      [
        'score',
        'fcpMs',
        'lcpMs',
        'tbtMs',
        'cls',
        'siMs',
        'scriptBytes',
        'cssBytes',
        'totalBytes',
      ].map((key) => [key, pick(key)]),
    ),
  };
}

/** The PWA points: manifest and installability, service worker control, /dashboard offline. */
async function pwaChecks(browser, baseUrl) {
  const page = await browser.newPage();
  await logIn(page, baseUrl);
  const cdp = await page.createCDPSession();
  const checks = {};
  const manifest = await cdp.send('Page.getAppManifest');
  checks.manifest = manifest.url ? `${new URL(manifest.url).pathname}` : 'none';
  checks.manifestErrors = (manifest.errors ?? []).map((error) => error.message);
  // The service worker installs and takes control on the next load.
  await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return;
    await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 15_000)),
    ]);
  });
  await page.reload({ waitUntil: 'networkidle0' });
  checks.controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  const installability = await cdp.send('Page.getInstallabilityErrors');
  checks.installabilityErrors = installability.installabilityErrors.map((error) => error.errorId);
  await page.setOfflineMode(true);
  try {
    const response = await page.goto(`${baseUrl}/dashboard`, {
      waitUntil: 'load',
      timeout: 20_000,
    });
    // The app's heading: index.html's slow-start screen (after #root) has one of its own.
    await page
      .waitForFunction(() => document.querySelector('#root h1')?.textContent, { timeout: 15_000 })
      .catch(() => null);
    checks.offlineDashboard = {
      status: response?.status() ?? null,
      fromServiceWorker: response?.fromServiceWorker() ?? false,
      heading: await page.evaluate(() => document.querySelector('#root h1')?.textContent ?? null),
    };
  } catch (error) {
    checks.offlineDashboard = { error: error instanceof Error ? error.message : String(error) };
  }
  await page.setOfflineMode(false);
  await cdp.detach();
  await page.close();
  return checks;
}

/**
 * From a module page whose next page was prefetched, the time from the tap on "Next" to the
 * next page's heading being painted (two animation frames), with the CPU slowed as a phone's.
 */
async function tapToNextPage(browser, baseUrl, slowdown) {
  const page = await browser.newPage();
  await logIn(page, baseUrl);
  const cdp = await page.createCDPSession();
  const times = [];
  for (let i = 0; i < TAPS; i += 1) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${baseUrl}${MODULE_PAGE}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('nav[aria-label="Page"] button, nav[aria-label="Page"] a');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const ms = await page.evaluate(async () => {
      const nav = document.querySelector('nav[aria-label="Page"]');
      const next = [...(nav?.querySelectorAll('button, a') ?? [])].find((element) =>
        /next/i.test(element.textContent ?? ''),
      );
      if (!next) return null;
      const before = document.querySelector('h1')?.textContent;
      const start = performance.now();
      next.click();
      return new Promise((resolve) => {
        const check = () => {
          const heading = document.querySelector('h1')?.textContent;
          if (heading && heading !== before) {
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(performance.now() - start)),
            );
          } else if (performance.now() - start > 10_000) resolve(null);
          else requestAnimationFrame(check);
        };
        check();
      });
    });
    times.push(ms);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  await page.close();
  return { slowdown, times, medianMs: times.includes(null) ? null : median(times) };
}

const meets = (ok) => (ok ? 'met' : '**not met**');
const ms = (value) => `${Math.round(value)} ms`;

function report({ date, load, sizes, lighthouseResults, pwa, tap }) {
  const lines = [];
  lines.push(
    `Last run: ${date}, Node ${process.version}, ${cpus().length} CPUs (load average ${load.start} at start, ${load.end} at end), Chromium ${lighthouseResults.chromium}, Lighthouse ${lighthouseResults.version}, ${RUNS} runs per route.`,
    '',
    '| route | score | FCP | LCP | TBT | CLS | Speed Index | JS sent | CSS sent | all bytes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const result of lighthouseResults.routes) {
    const m = result.median;
    lines.push(
      `| \`${result.route}\` (median) | ${m.score} | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${ms(m.siMs)} | ${kib(m.scriptBytes)} | ${kib(m.cssBytes)} | ${kib(m.totalBytes)} |`,
    );
    for (const [index, run] of result.runs.entries()) {
      lines.push(
        `| ↳ run ${index + 1} | ${run.score} | ${ms(run.fcpMs)} | ${ms(run.lcpMs)} | ${ms(run.tbtMs)} | ${run.cls.toFixed(3)} | ${ms(run.siMs)} | ${kib(run.scriptBytes)} | ${kib(run.cssBytes)} | ${kib(run.totalBytes)} |`,
      );
    }
  }
  lines.push('', 'Targets (issue #19), on the medians:', '');
  for (const result of lighthouseResults.routes) {
    const m = result.median;
    const target = TARGETS[result.route].score;
    lines.push(
      `- \`${result.route}\`: score ≥ ${target} ${meets(m.score >= target)} (${m.score}); LCP ≤ ${TARGETS.lcpMs} ms ${meets(m.lcpMs <= TARGETS.lcpMs)}; TBT ≤ ${TARGETS.tbtMs} ms ${meets(m.tbtMs <= TARGETS.tbtMs)}; CLS ≤ ${TARGETS.cls} ${meets(m.cls <= TARGETS.cls)}.`,
    );
  }
  lines.push(
    '',
    'Bytes each route loads before it shows (built files, gzip level 9; the check in `npm test`):',
    '',
    '| route | JS raw | JS gzip | CSS gzip | JS + CSS gzip | budget | target |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const route of sizes) {
    const target = route.name.startsWith('Landing') ? 130 * 1024 : null;
    lines.push(
      `| ${route.name} | ${kib(route.js.raw)} | ${kib(route.js.gzip)} | ${kib(route.css.gzip)} | ${kib(route.gzip)} | ${kib(route.budget)} | ${target ? `${kib(target)} ${meets(route.gzip <= target)}` : '—'} |`,
    );
  }
  const offline = pwa.offlineDashboard;
  lines.push(
    '',
    'PWA (Chromium DevTools protocol, after logging in):',
    '',
    `- Manifest: ${pwa.manifest}${pwa.manifestErrors.length ? ` (errors: ${pwa.manifestErrors.join('; ')})` : ''}; installability errors: ${pwa.installabilityErrors.length ? pwa.installabilityErrors.join(', ') : 'none (installable)'}.`,
    `- Service worker controls the page after a reload: ${pwa.controlled ? 'yes' : '**no**'}.`,
    `- \`/dashboard\` offline: ${offline.error ? `**failed** (${offline.error})` : `status ${offline.status}${offline.fromServiceWorker ? ' from the service worker' : ''}, heading "${offline.heading ?? '(none)'}"`}.`,
    '',
    '',
    `Next page after a tap on "Next" on \`${MODULE_PAGE}\` (its next page prefetched; to the heading painted; target < ${TARGETS.tapMs} ms):`,
    '',
    ...tap.map(
      (run) =>
        `- CPU ${run.slowdown === 1 ? 'as is' : `slowed ${run.slowdown}×`}: ${run.medianMs === null ? '**the next page did not show**' : `median ${ms(run.medianMs)}`} of ${run.times.map((t) => (t === null ? '—' : Math.round(t))).join(', ')} ms, ${meets(run.medianMs !== null && run.medianMs < TARGETS.tapMs)}.`,
    ),
  );
  return lines.join('\n');
}

function writeReadme(section) {
  const file = path.join(HERE, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- web-results:start -->';
  const end = '<!-- web-results:end -->';
  const block = `${start}\n${section}\n${end}`;
  const at = readme.indexOf(start);
  const next =
    at === -1
      ? `${readme.trimEnd()}\n\n${block}\n`
      : `${readme.slice(0, at)}${block}${readme.slice(readme.indexOf(end) + end.length)}`;
  writeFileSync(file, next);
}

async function main() {
  const load = { start: loadavg()[0].toFixed(1) };
  const sizes = routeSizes(path.join(ROOT, 'apps', 'web', 'dist'));
  const server = await startBuiltServer({
    REGISTRATION_MODE: 'test',
    REGISTRATIONS_PER_HOUR: '100000',
  });
  const browser = await launch();
  let results;
  try {
    const chromium = await browser.version();
    const routes = [];
    if (!ONLY_MODULE) {
      console.log('Lighthouse on / …');
      routes.push(await lighthouseRuns(browser, server.baseUrl, '/', false));
    }
    console.log(`Lighthouse on ${MODULE_PAGE} …`);
    routes.push(await lighthouseRuns(browser, server.baseUrl, MODULE_PAGE, true));
    let pwa = null;
    if (!ONLY_MODULE) {
      console.log('PWA checks …');
      pwa = await pwaChecks(browser, server.baseUrl);
    }
    console.log('Tap to the next page …');
    const tap = [];
    for (const slowdown of TAP_CPU_SLOWDOWNS) {
      tap.push(await tapToNextPage(browser, server.baseUrl, slowdown));
    }
    load.end = loadavg()[0].toFixed(1);
    results = {
      date: new Date().toISOString().slice(0, 10),
      load,
      sizes,
      lighthouseResults: { chromium: chromium.replace(/^[^/]*\//, ''), version, routes },
      pwa,
      tap,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
  mkdirSync(path.join(HERE, 'results'), { recursive: true });
  if (ONLY_MODULE) {
    writeFileSync(path.join(HERE, 'results', 'web-module.json'), JSON.stringify(results, null, 2));
    const [page] = results.lighthouseResults.routes;
    console.log(`\n${MODULE_PAGE} medians: ${JSON.stringify(page.median)}`);
    for (const run of results.tap) console.log(`tap, CPU ×${run.slowdown}: ${JSON.stringify(run)}`);
    console.log(`load average ${load.start} → ${load.end}`);
    return;
  }
  writeFileSync(path.join(HERE, 'results', 'web-latest.json'), JSON.stringify(results, null, 2));
  const section = report(results);
  writeReadme(section);
  console.log(`\n${section}`);
}

await main();
