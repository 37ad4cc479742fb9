import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveCodePepper } from './secrets';

describe('resolveCodePepper', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clearpath-secrets-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses CODE_PEPPER when it is set, and writes nothing', () => {
    const dataDir = scratch();
    expect(resolveCodePepper({ codePepper: 'from-the-environment', dataDir })).toBe(
      'from-the-environment',
    );
    expect(() => statSync(path.join(dataDir, 'secrets'))).toThrow();
  });

  it('creates a private pepper in DATA_DIR once and reads the same one back', () => {
    const dataDir = scratch();
    const first = resolveCodePepper({ codePepper: undefined, dataDir });
    const file = path.join(dataDir, 'secrets', 'code-pepper');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveCodePepper({ codePepper: undefined, dataDir })).toBe(first);
  });
});
