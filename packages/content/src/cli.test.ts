import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatContentError } from './errors';
import { page, writeContent } from './test/fixture';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function check(changes: Record<string, string | null>) {
  const fixture = writeContent(changes);
  cleanups.push(fixture.remove);
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, fixture.dir], { encoding: 'utf8' });
}

describe('content:check', () => {
  it('prints a one-line summary and exits 0 for valid content', () => {
    const run = check({});
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('Content OK: 11 pages, 9 modules, 1 option sets, 1 tenants');
  }, 30_000);

  it('prints each error as file:line: message and exits 1', () => {
    const run = check({ 'modules/1/1-0.md': page('1-0', '::dast-quiz') });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('content/modules/1/1-0.md:7: Unknown widget "::dast-quiz"');
  }, 30_000);
});

describe('formatContentError', () => {
  it('writes file:line: message', () => {
    expect(formatContentError({ file: 'content/tree.yaml', line: 4, message: 'Oops' })).toBe(
      'content/tree.yaml:4: Oops',
    );
  });
});
