// `npm test`: install what is missing, then run every suite and print a summary.
// Exits non-zero when any step fails. CI (.ci/run) runs exactly this.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureNodeModules } from './lib/deps.mjs';
import { ensureSystemPackages } from './lib/system.mjs';
import { startTemporaryPostgres } from './lib/postgres.mjs';
import { buildIfStale } from './lib/build.mjs';
import { countsFrom, failuresFrom } from './lib/reports.mjs';
import { ROOT, run, runBuffered } from './lib/run.mjs';
import { runE2e } from './e2e.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'clearpath-reports-'));
const results = [];

async function step(name, action, report) {
  const started = Date.now();
  console.log(`\n━━━ ${name} ━━━`);
  let ok;
  try {
    ok = (await action()) === 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    ok = false;
  }
  results.push({
    name,
    ok,
    seconds: (Date.now() - started) / 1000,
    counts: report ? countsFrom(report.file, report.kind) : null,
    failures: report && !ok ? failuresFrom(report.file, report.kind, ROOT) : [],
  });
  return ok;
}

/** The workspaces with a `typecheck` script (`npm run typecheck` runs them one by one). */
function typecheckedWorkspaces() {
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return root.workspaces.filter((workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'));
    return manifest.scripts?.typecheck !== undefined;
  });
}

/**
 * Steps that need nothing from each other, run side by side (each of these checks uses one core:
 * on a two-core machine they took 110 s one after another), then reported in order, each with
 * its own output and time.
 */
async function sideBySide(steps) {
  const started = Date.now();
  const finished = await Promise.all(
    steps.map(async ({ name, command, args }) => {
      const result = await runBuffered(command, args);
      return { name, ...result, seconds: (Date.now() - started) / 1000 };
    }),
  );
  for (const { name, code, output, seconds } of finished) {
    console.log(`\n━━━ ${name} ━━━`);
    process.stdout.write(output);
    results.push({ name, ok: code === 0, seconds, counts: null, failures: [] });
  }
}

function vitest(name, args, env = {}) {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return step(
    name,
    () =>
      run(
        'npx',
        [
          'vitest',
          'run',
          ...args,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${file}`,
        ],
        {
          env: { ...process.env, ...env },
        },
      ),
    { file, kind: 'vitest' },
  );
}

const setupOk = await step('Install what is missing', async () => {
  await ensureNodeModules();
  await ensureSystemPackages();
  return 0;
});

if (setupOk) {
  await sideBySide([
    ...typecheckedWorkspaces().map((workspace) => ({
      name: `Typecheck (tsc): ${workspace}`,
      command: 'npm',
      args: ['run', 'typecheck', '--silent', '--workspace', workspace],
    })),
    { name: 'Lint (eslint)', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
    {
      name: 'Format (prettier --check)',
      command: 'npx',
      args: ['prettier', '--check', '.', '--log-level', 'warn'],
    },
    { name: 'Content check', command: 'npm', args: ['run', 'content:check', '--silent'] },
    {
      name: 'The repository stands alone',
      command: process.execPath,
      args: ['scripts/check-standalone.mjs'],
    },
  ]);
  await vitest('Unit: core (100% line coverage)', ['--project', 'core', '--coverage.enabled']);
  await vitest('Unit: web, server, content, scripts and bench', [
    '--project',
    'web',
    '--project',
    'server-unit',
    '--project',
    'content',
    '--project',
    'scripts',
    '--project',
    'bench',
  ]);
  await vitest('Integration: server on PGlite', ['--project', 'server-integration']);

  let postgres;
  const pgOk = await step('Start a temporary PostgreSQL server', async () => {
    postgres = await startTemporaryPostgres();
    console.log(`PostgreSQL is listening on 127.0.0.1:${postgres.port}`);
    return 0;
  });
  if (pgOk) {
    // Ctrl-C or a kill while it runs must not leave the throwaway server behind.
    const interrupted = (signal) => {
      postgres.stop();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
    try {
      await vitest('Integration: server on PostgreSQL', ['--project', 'server-integration'], {
        DATABASE_URL: postgres.url,
      });
    } finally {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      postgres.stop();
    }
  }

  const built = await step('Build web and server', async () => {
    await buildIfStale();
    return 0;
  });
  if (built) {
    await step('Web byte budget (gzip of the landing and a module page)', () =>
      run('node', ['scripts/check-web-budget.mjs']),
    );
    const file = path.join(reports, 'e2e.json');
    await step('End to end: Playwright in Chromium', () => runE2e({ jsonOutput: file }), {
      file,
      kind: 'playwright',
    });
  }
}

rmSync(reports, { recursive: true, force: true });

console.log('\n━━━ Summary ━━━');
let passed = 0;
let failed = 0;
for (const result of results) {
  const counts = result.counts
    ? `  (${result.counts.passed} passed, ${result.counts.failed} failed)`
    : '';
  console.log(
    `${result.ok ? 'PASS' : 'FAIL'}  ${result.name}  ${result.seconds.toFixed(1)} s${counts}`,
  );
  if (result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
  }
}
const failedSteps = results.filter((result) => !result.ok);
// CI shows the end of the output: what failed is said here again, a few lines a test.
const MAX_LISTED = 8;
for (const result of failedSteps) {
  if (result.failures.length === 0) continue;
  console.log(`\n${result.name}: what failed`);
  for (const failure of result.failures.slice(0, MAX_LISTED)) {
    console.log(`  ✗ ${failure.test}`);
    for (const line of failure.message) console.log(`      ${line}`);
  }
  if (result.failures.length > MAX_LISTED)
    console.log(`  … and ${result.failures.length - MAX_LISTED} more (see above).`);
}
if (failedSteps.length > 0) console.log(`\n${failedSteps.length} step(s) failed.`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
