import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countsFrom, failuresFrom, firstLines, stepsLine } from './reports.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(name, json) {
  const file = path.join(dir, name);
  writeFileSync(file, typeof json === 'string' ? json : JSON.stringify(json));
  return file;
}

const VITEST = report('vitest.json', {
  numPassedTests: 455,
  numFailedTests: 2,
  testResults: [
    {
      name: '/repo/apps/server/src/a.int.test.ts',
      status: 'failed',
      assertionResults: [
        { fullName: 'login passes', title: 'login passes', status: 'passed', failureMessages: [] },
        {
          fullName: 'statements per request login_user',
          title: 'login_user',
          status: 'failed',
          failureMessages: [
            '\u001b[31mAssertionError: expected 2 to be 1\u001b[39m\n\n- Expected\n+ Received\n    at /repo/a.ts:117:28\n- 1',
          ],
        },
      ],
    },
    {
      name: '/repo/apps/server/src/b.int.test.ts',
      status: 'failed',
      message: 'Hook timed out in 60000ms.\n    at beforeAll',
      assertionResults: [{ fullName: 'b', title: 'b', status: 'skipped', failureMessages: [] }],
    },
    { name: '/repo/apps/server/src/c.int.test.ts', status: 'passed', assertionResults: [] },
  ],
});

const PLAYWRIGHT = report('playwright.json', {
  stats: { expected: 83, unexpected: 1, flaky: 1, skipped: 0 },
  errors: [{ message: 'Error: the web server did not start' }],
  suites: [
    {
      title: 'predrawn.spec.ts',
      file: 'predrawn.spec.ts',
      specs: [
        {
          title: 'a module page (light)',
          file: 'predrawn.spec.ts',
          line: 33,
          tests: [
            {
              status: 'unexpected',
              results: [
                {
                  status: 'failed',
                  error: { message: 'Error: layout shifts\n\nExpected: []\nReceived: ["0.002"]' },
                },
              ],
            },
          ],
        },
        {
          title: 'passes on a retry',
          file: 'predrawn.spec.ts',
          line: 90,
          tests: [{ status: 'flaky', results: [{ status: 'failed' }, { status: 'passed' }] }],
        },
      ],
      suites: [
        {
          title: 'offline',
          file: 'predrawn.spec.ts',
          specs: [
            {
              title: 'keeps an answer',
              file: 'predrawn.spec.ts',
              line: 120,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      status: 'timedOut',
                      duration: 180_012,
                      errors: [
                        { message: '\u001b[31mTest timeout of 60000ms exceeded.\u001b[39m' },
                        {
                          location: { file: '/repo/e2e/module-1.ts', line: 126, column: 9 },
                          message:
                            "Error: locator.click: Test timeout of 60000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByRole('button', { name: 'Next' })\u001b[22m\n\n  125 |\n> 126 |   await x;\n    at /repo/e2e/module-1.ts:126:9",
                        },
                      ],
                      attachments: [
                        { name: 'screenshot', contentType: 'image/png', path: '/repo/a.png' },
                        {
                          name: 'console',
                          contentType: 'text/plain',
                          body: Buffer.from(
                            [
                              '1 ms address: /',
                              '2 ms request: GET /api/config',
                              '',
                              '3 ms answer: 200 GET /api/config',
                              '4 ms debug: [e2e] click: BUTTON "Next"',
                              `5 ms warning: ${'x'.repeat(200)}`,
                            ].join('\n'),
                          ).toString('base64'),
                        },
                      ],
                      steps: [
                        { title: 'an earlier visit', duration: 31_250 },
                        {
                          title: 'answers given offline',
                          duration: 148_700,
                          error: { message: 'Test timeout' },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});

describe('countsFrom', () => {
  it('reads passed and failed tests from either report, flaky ones as passed', () => {
    expect(countsFrom(VITEST, 'vitest')).toEqual({ passed: 455, failed: 2 });
    expect(countsFrom(PLAYWRIGHT, 'playwright')).toEqual({ passed: 84, failed: 1 });
  });

  it('has nothing to say of a report that is missing or unreadable', () => {
    expect(countsFrom(path.join(dir, 'none.json'), 'vitest')).toBeNull();
    expect(countsFrom(report('cut.json', '{"numPassedTests": 4'), 'vitest')).toBeNull();
  });
});

describe('failuresFrom', () => {
  it('names each failed Vitest test with the start of its message, and a file that failed alone', () => {
    expect(failuresFrom(VITEST, 'vitest', '/repo')).toEqual([
      {
        test: 'apps/server/src/a.int.test.ts › statements per request login_user',
        message: ['AssertionError: expected 2 to be 1', '- Expected', '+ Received'],
      },
      { test: 'apps/server/src/b.int.test.ts', message: ['Hook timed out in 60000ms.'] },
    ]);
  });

  it('names each failed Playwright test with its place and describe blocks, not the flaky ones', () => {
    expect(failuresFrom(PLAYWRIGHT, 'playwright', '/repo')).toEqual([
      {
        test: 'predrawn.spec.ts:33 › a module page (light)',
        message: ['Error: layout shifts', 'Expected: []', 'Received: ["0.002"]'],
      },
      {
        test: 'predrawn.spec.ts:120 › offline › keeps an answer',
        message: [
          'Test timeout of 60000ms exceeded.',
          'Error: locator.click: Test timeout of 60000ms exceeded.',
          "  - waiting for getByRole('button', { name: 'Next' })",
          'At e2e/module-1.ts:126',
          'Console, last lines:',
          '  2 ms request: GET /api/config',
          '  3 ms answer: 200 GET /api/config',
          '  4 ms debug: [e2e] click: BUTTON "Next"',
          `  5 ms warning: ${'x'.repeat(146)}`,
          'Steps (180.0 s in all): an earlier visit 31.3 s · answers given offline 148.7 s ✘',
        ],
      },
      { test: '(outside any test)', message: ['Error: the web server did not start'] },
    ]);
  });

  it('finds nothing in a report that is missing', () => {
    expect(failuresFrom(path.join(dir, 'none.json'), 'playwright')).toEqual([]);
  });
});

describe('firstLines', () => {
  it('keeps the first lines of a message without colours, blank lines or stack frames', () => {
    expect(firstLines('\u001b[1mA\u001b[22m\n\n    at x (y.ts:1)\nB\nC\nD', 2)).toEqual(['A', 'B']);
    expect(firstLines(undefined)).toEqual([]);
  });
});

describe('stepsLine', () => {
  it('has nothing to add for a test without steps of its own', () => {
    expect(stepsLine({ duration: 4_000 })).toBeNull();
    expect(stepsLine({ duration: 4_000, steps: [] })).toBeNull();
  });
});
