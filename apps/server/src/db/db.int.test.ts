import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../test/harness';
import { createBatch, findDefaultBatch, listBatches } from '../modules/tenants/repository';
import { MIGRATIONS_DIR } from '../paths';
import { batches, tenants } from './schema';
import { DEFAULT_TENANT_SEED, ensureTenant } from './seed';

describe(`database layer (${TEST_DATABASE_KIND})`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('applies migrations idempotently', async () => {
    database = await createTestDatabase();
    await database.handle.migrate(MIGRATIONS_DIR);
    await database.handle.migrate(MIGRATIONS_DIR);
    expect(await database.handle.ping()).toBe(true);
  });

  it('seeds the default tenant with exactly one default batch, however often it runs', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await ensureTenant(db, DEFAULT_TENANT_SEED);
    await ensureTenant(db, DEFAULT_TENANT_SEED);
    expect(await db.select().from(tenants)).toEqual([
      expect.objectContaining({ id: 'ucc', name: 'University College Cork' }),
    ]);
    const rows = await db.select().from(batches).where(eq(batches.tenantId, 'ucc'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isDefault: true, open: true, name: 'Default' });
  });

  it('moves the default flag when a new default batch is added', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await ensureTenant(db, DEFAULT_TENANT_SEED);
    const spring = await createBatch(db, {
      tenantId: 'ucc',
      name: 'Spring 2027',
      makeDefault: true,
    });
    await createBatch(db, { tenantId: 'ucc', name: 'Pilot', makeDefault: false });
    expect((await findDefaultBatch(db, 'ucc'))?.id).toBe(spring.id);
    expect((await listBatches(db, 'ucc')).map((b) => [b.name, b.isDefault])).toEqual([
      ['Default', false],
      ['Spring 2027', true],
      ['Pilot', false],
    ]);
  });

  it('refuses a second default batch for one tenant at the database level', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await ensureTenant(db, DEFAULT_TENANT_SEED);
    await expect(
      db.insert(batches).values({ tenantId: 'ucc', name: 'Rogue', isDefault: true }),
    ).rejects.toThrow();
    expect(await listBatches(db, 'ucc')).toHaveLength(1);
  });
});
