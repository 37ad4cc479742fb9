import { and, eq } from 'drizzle-orm';
import type { LookupCache } from '../../db/cache';
import type { Database } from '../../db/client';
import { batches, tenants } from '../../db/schema';

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

/** Adds a batch; when `makeDefault`, it replaces the tenant's current default in one transaction. */
export async function createBatch(
  db: Database,
  input: { tenantId: string; name: string; makeDefault: boolean },
): Promise<BatchRow> {
  return db.transaction(async (tx) => {
    if (input.makeDefault) {
      await tx
        .update(batches)
        .set({ isDefault: false })
        .where(and(eq(batches.tenantId, input.tenantId), eq(batches.isDefault, true)));
    }
    const [row] = await tx
      .insert(batches)
      .values({ tenantId: input.tenantId, name: input.name, isDefault: input.makeDefault })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}
