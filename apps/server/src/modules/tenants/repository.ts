import { and, eq, sql } from 'drizzle-orm';
import type { LookupCache } from '../../db/cache';
import type { Database } from '../../db/client';
import { batches, tenants } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';

export type TenantRow = typeof tenants.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;

export async function findTenant(db: Database, id: string): Promise<TenantRow | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return rows[0];
}

const tenantCaches = new WeakMap<Database, LookupCache<TenantRow>>();

/** Lets `findTenantCached` answer from `cache` for this database (the server does, at start). */
export function useTenantCache(db: Database, cache: LookupCache<TenantRow>): void {
  tenantCaches.set(db, cache);
}

/**
 * A tenant for a request: from this process's cache when one is set up (dropped on every
 * change to the tenant, by any process: docs/architecture.md §3), else from the database.
 */
export async function findTenantCached(db: Database, id: string): Promise<TenantRow | undefined> {
  const cache = tenantCaches.get(db);
  if (!cache) return findTenant(db, id);
  return cache.get(id, async () => {
    const row = await findTenant(db, id);
    return row ? { value: row } : undefined;
  });
}

/**
 * Drops this process's copy of a tenant after this process changed it, so its next request
 * reads the change (other processes drop theirs when the database announces it).
 */
export function forgetTenantCached(db: Database, id: string): void {
  tenantCaches.get(db)?.invalidate(id);
}

/** A tenant from this process's cache, without waiting; undefined when it must be looked up. */
export function peekTenantCached(db: Database, id: string): TenantRow | undefined {
  return tenantCaches.get(db)?.peek(id);
}

export async function findDefaultBatch(
  db: Database,
  tenantId: string,
): Promise<BatchRow | undefined> {
  const rows = await db
    .select()
    .from(batches)
    .where(and(eq(batches.tenantId, tenantId), eq(batches.isDefault, true)))
    .limit(1);
  return rows[0];
}

export async function listBatches(db: Database, tenantId: string): Promise<BatchRow[]> {
  return db.select().from(batches).where(eq(batches.tenantId, tenantId)).orderBy(batches.createdAt);
}

/**
 * Adds a batch; when `makeDefault`, it replaces the tenant's current default in one transaction.
 * Its name (spaces at the ends dropped) must differ from each of the tenant's batches, ignoring
 * case: the export's `batch` column holds only the name, so two batches of one name could not be
 * told apart. The unique index `batches_name_per_tenant` holds that rule, so two additions at once
 * cannot both pass; a name already taken is a 409 naming the batch that has it.
 */
export async function createBatch(
  db: Database,
  input: { tenantId: string; name: string; makeDefault: boolean },
): Promise<BatchRow> {
  const name = input.name.trim();
  try {
    return await db.transaction(async (tx) => {
      if (input.makeDefault) {
        await tx
          .update(batches)
          .set({ isDefault: false })
          .where(and(eq(batches.tenantId, input.tenantId), eq(batches.isDefault, true)));
      }
      const [row] = await tx
        .insert(batches)
        .values({ tenantId: input.tenantId, name, isDefault: input.makeDefault })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [same] = await db
      .select({ name: batches.name })
      .from(batches)
      .where(
        and(
          eq(batches.tenantId, input.tenantId),
          sql`lower(btrim(${batches.name})) = lower(${name})`,
        ),
      )
      .limit(1);
    const message = `There is already a batch called “${(same?.name ?? name).trim()}”. Please give this one another name.`;
    throw new AppError('conflict', message, { name: [message] });
  }
}
