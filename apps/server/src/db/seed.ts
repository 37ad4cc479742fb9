import { and, eq } from 'drizzle-orm';
import { DEFAULT_TENANT } from '@clearpath/core';
import type { Database } from './client';
import { batches, tenants } from './schema';

export interface TenantSeed {
  id: string;
  name: string;
}

export const DEFAULT_TENANT_SEED: TenantSeed = {
  id: DEFAULT_TENANT,
  name: 'University College Cork',
};

/**
 * Makes sure a tenant exists with exactly one default batch. Idempotent: running it on a
 * seeded database changes nothing, so `npm start` can call it every time.
 */
export async function ensureTenant(db: Database, seed: TenantSeed): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values(seed).onConflictDoNothing({ target: tenants.id });
    const existing = await tx
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.tenantId, seed.id), eq(batches.isDefault, true)));
    if (existing.length === 0) {
      await tx
        .insert(batches)
        .values({ tenantId: seed.id, name: 'Default', isDefault: true, open: true })
        .onConflictDoNothing();
    }
  });
}
