import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../test/harness';
import { listBatches } from '../modules/tenants/repository';
import { MIGRATIONS_DIR } from '../paths';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirInUseError } from './data-dir-lock';
import { DEFAULT_TENANT_SEED, ensureTenant } from './seed';

// The embedded database in a folder, whichever database the other suites run on: run once.
describe.runIf(TEST_DATABASE_KIND === 'pglite')('the embedded database in a folder', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'clearpath-folder-'));
  const dataDir = path.join(scratch, 'pglite');
  const open: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of open) await handle.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  const fail = (error: Error) => {
    throw error;
  };

  it('is opened by one process at a time: a second opener is refused and the first goes on', async () => {
    const first = await openDatabase(
      { kind: 'pglite', dataDir },
      { dataDirLock: { onLost: fail } },
    );
    open.push(first);
    await first.migrate(MIGRATIONS_DIR);
    await ensureTenant(first.db, DEFAULT_TENANT_SEED);

    await expect(
      openDatabase({ kind: 'pglite', dataDir }, { dataDirLock: { waitMs: 0, onLost: fail } }),
    ).rejects.toBeInstanceOf(DataDirInUseError);
    expect(await listBatches(first.db, 'ucc')).toHaveLength(1);

    await first.close();
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const second = await openDatabase(
      { kind: 'pglite', dataDir },
      { dataDirLock: { waitMs: 0, onLost: fail } },
    );
    open.push(second);
    expect(await listBatches(second.db, 'ucc')).toEqual([
      expect.objectContaining({ name: 'Default', isDefault: true }),
    ]);
    // Cold starts of a database in a folder: slow on a busy machine.
  }, 120_000);
});
