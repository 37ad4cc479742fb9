import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../test/harness';
import { createBatch, findDefaultBatch, listBatches } from '../modules/tenants/repository';
import { MIGRATIONS_DIR } from '../paths';
import { isUniqueViolation } from '../errors';
import { queryPrepared, queryRows } from './client';
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
  it('refuses a batch name the tenant already has at the database level, ignoring case and end spaces', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await ensureTenant(db, DEFAULT_TENANT_SEED);
    await ensureTenant(db, { id: 'tcd', name: 'Trinity' });
    await db.insert(batches).values({ tenantId: 'ucc', name: 'Spring 2027' });
    const failure = await db
      .insert(batches)
      .values({ tenantId: 'ucc', name: ' SPRING 2027  ' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(failure)).toBe(true);
    await db.insert(batches).values({ tenantId: 'tcd', name: 'Spring 2027' });
    expect((await listBatches(db, 'ucc')).map((b) => b.name)).toEqual(['Default', 'Spring 2027']);
  });

  it('migration 0009 renames the later of batches that share a name before it makes names unique', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await ensureTenant(db, DEFAULT_TENANT_SEED);
    await ensureTenant(db, { id: 'tcd', name: 'Trinity' });
    // As a database before the migration could hold them.
    await db.execute(sql`DROP INDEX batches_name_per_tenant`);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
    await db.insert(batches).values([
      { tenantId: 'ucc', name: 'Pilot', createdAt: at(1) },
      { tenantId: 'ucc', name: 'pilot ', createdAt: at(2) },
      { tenantId: 'ucc', name: 'PILOT', createdAt: at(3) },
      { tenantId: 'tcd', name: 'Pilot', createdAt: at(4) },
    ]);
    const migration = readFileSync(
      path.join(MIGRATIONS_DIR, '0009_batch_names_unique.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    // In the order they were made, the seeded default batches left out.
    const names = async (tenantId: string) =>
      (await listBatches(db, tenantId))
        .filter((b) => !b.isDefault)
        .map((b) => ({ id: b.id, name: b.name }));
    const ucc = await names('ucc');
    expect(ucc.map((b) => b.name)).toEqual([
      'Pilot',
      `pilot (${ucc[1]?.id.slice(0, 8)})`,
      `PILOT (${ucc[2]?.id.slice(0, 8)})`,
    ]);
    expect((await names('tcd')).map((b) => b.name)).toEqual(['Pilot']);
    await expect(db.insert(batches).values({ tenantId: 'ucc', name: 'PiLoT' })).rejects.toThrow();
  });

  it('runs a prepared statement again after it failed, and never inside another caller’s transaction', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await db.execute(sql`CREATE TABLE prepared_probe (id int PRIMARY KEY, note text NOT NULL)`);
    const insert = (id: number) =>
      queryPrepared<{ id: number; note: string }>(
        db,
        sql`INSERT INTO prepared_probe (id, note) VALUES (${id}, ${`row ${id}`}) RETURNING id, note`,
      );
    expect(await insert(1)).toEqual([{ id: 1, note: 'row 1' }]);
    // The same statement fails with the database's own error…
    const failure = await insert(1).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(failure)).toBe(true);
    // …and the prepared statement is still there for the next call.
    expect(await insert(2)).toEqual([{ id: 2, note: 'row 2' }]);

    // A transaction is open when the prepared statement is sent; it is rolled back. The prepared
    // insert is not part of it (PGlite has one connection: it waits until the transaction ends).
    let prepared: Promise<unknown> = Promise.resolve();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO prepared_probe (id, note) VALUES (3, 'rolled back')`);
        prepared = insert(4);
        await tx.execute(sql`SELECT pg_sleep(0)`);
        await tx.execute(sql`SELECT count(*) FROM prepared_probe`);
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    await prepared;
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM prepared_probe ORDER BY id`,
    );
    expect(rows.map((row) => row.id)).toEqual([1, 2, 4]);
  });

  it('sends a prepared statement’s parameters byte for byte: accents, emoji, empty, null, long', async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    const long = JSON.stringify(
      Array.from({ length: 400 }, (_, i) => ({ i, text: `Fáilte ${i} — “cúpla focal” 🌱` })),
    );
    const values = ['Siobhán’s 🌱 answer', '', null, long, 'plain'];
    const [row] = await queryPrepared<Record<string, string | null>>(
      db,
      sql`SELECT ${values[0]}::text AS a, ${values[1]}::text AS b, ${values[2]}::text AS c,
        ${values[3]}::jsonb AS d, ${values[4]}::text AS e, octet_length(${values[0]}::text) AS bytes`,
    );
    expect(row).toEqual({
      a: values[0],
      b: '',
      c: null,
      d: JSON.parse(long),
      e: 'plain',
      bytes: Buffer.byteLength(values[0] as string, 'utf8'),
    });
  });
});
