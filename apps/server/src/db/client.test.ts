import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPrivate } from './client';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('is made readable by the server’s own user only, and closed if an earlier version left it open', () => {
    const root = mkdtempSync(join(tmpdir(), 'clearpath-db-'));
    made.push(root);
    const fresh = join(root, 'data', 'pglite');
    keepPrivate(fresh);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);

    const old = join(root, 'old');
    mkdirSync(old, { mode: 0o755 });
    keepPrivate(old);
    expect(statSync(old).mode & 0o777).toBe(0o700);
  });
});
