// What `npm test` reads back from the suites' JSON reports: how many tests passed and failed,
// and which failed with what, for the summary at the end of the run. CI shows only the last
// lines of a run's output, so the summary has to say what failed, not only that something did.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line no-control-regex -- the colour codes are what it removes
const ANSI = /\u001b\[[0-9;]*m/g;

/** @param {string | undefined} file */
function readReport(file) {
  if (!file || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * @param {string | undefined} file a Vitest or Playwright JSON report
 * @param {'vitest' | 'playwright'} kind
 * @returns {{ passed: number, failed: number } | null}
 */
export function countsFrom(file, kind) {
  const json = readReport(file);
  if (!json) return null;
  if (kind === 'vitest')
    return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  const stats = json.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/** The first `lines` non-empty lines of a failure message, without colours or stack frames. */
export function firstLines(message, lines = 3) {
  return String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*(at |Call log:$)/.test(line))
    .slice(0, lines);
}

/** @param {string} file @param {string} root */
const relative = (file, root) => (root && path.isAbsolute(file) ? path.relative(root, file) : file);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Where a failed Playwright test spent its time: its own `test.step`s (the report keeps no
 * others) in order, with their durations, and the whole run's. A test that ran out of time says
 * which of its steps was slow, not only where it stood when the time was up.
 * @returns {string | null}
 */
export function stepsLine(result) {
  const steps = result.steps ?? [];
  if (steps.length === 0) return null;
  const listed = steps
    .map((step) => `${step.title} ${seconds(step.duration ?? 0)}${step.error ? ' ✘' : ''}`)
    .join(' · ');
  return `Steps (${seconds(result.duration ?? 0)} in all): ${listed}`;
}

/** The last lines of a failed Playwright test's "console" attachment (e2e/fixtures.ts). */
const CONSOLE_TAIL = 4;

/**
 * What else a failed Playwright test's result tells of its failure, after the first lines of its
 * first error: the place it failed (a file and line of the tests), what was still waiting when
 * its time ran out (a test timeout's further errors name the action and its locator), and the
 * last lines of the page's console, requests and presses.
 * @returns {string[]}
 */
export function playwrightDetails(result, root = '') {
  const errors = result.errors ?? [];
  const lines = [];
  for (const error of errors.slice(1, 3)) lines.push(...firstLines(error.message, 2));
  const placed = [...errors].reverse().find((error) => error.location?.file);
  if (placed) lines.push(`At ${relative(placed.location.file, root)}:${placed.location.line}`);
  const transcript = (result.attachments ?? []).find(
    (attachment) => attachment.name === 'console' && attachment.body,
  );
  if (transcript) {
    const tail = Buffer.from(transcript.body, 'base64')
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(-CONSOLE_TAIL)
      .map((line) => `  ${line.trim().slice(0, 160)}`);
    lines.push('Console, last lines:', ...tail);
  }
  return lines;
}

/**
 * Every failed test of a report: where it is and the start of its message.
 * @param {string | undefined} file
 * @param {'vitest' | 'playwright'} kind
 * @param {string} [root] file names are shown relative to it
 * @returns {{ test: string, message: string[] }[]}
 */
export function failuresFrom(file, kind, root = '') {
  const json = readReport(file);
  if (!json) return [];
  const failures = [];
  if (kind === 'vitest') {
    for (const suite of json.testResults ?? []) {
      const where = relative(suite.name ?? '', root);
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed)
        failures.push({
          test: `${where} › ${test.fullName ?? test.title}`,
          message: firstLines(test.failureMessages?.[0]),
        });
      // A file that failed without a failed test: an import, a hook or a timeout outside one.
      if (failed.length === 0 && suite.status === 'failed')
        failures.push({ test: where, message: firstLines(suite.message) });
    }
    return failures;
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = (test.results ?? []).find((run) => run.status !== 'passed') ?? {};
        const steps = stepsLine(result);
        failures.push({
          test: `${spec.file ?? suite.file ?? ''}:${spec.line ?? ''} › ${[...titles, spec.title].join(' › ')}`,
          message: [
            ...firstLines(result.error?.message ?? result.errors?.[0]?.message),
            ...playwrightDetails(result, root),
            ...(steps ? [steps] : []),
          ],
        });
      }
    for (const child of suite.suites ?? [])
      walk(child, child.title ? [...titles, child.title] : titles);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  for (const error of json.errors ?? [])
    failures.push({ test: '(outside any test)', message: firstLines(error.message) });
  return failures;
}
