import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_SUPPRESSION_THRESHOLD,
  publishCount,
  TenantContentSchema,
  type AdminBatch,
  type AdminTenantSettings,
  type TenantContent,
} from '@clearpath/core';
import { queryRows, type Database } from '../../db/client';
import { batches, tenants } from '../../db/schema';
import { AppError } from '../../errors';
import { createBatch, type BatchRow, type TenantRow } from '../tenants/repository';
import { recordKeySql } from './participants-source';

/**
 * Tenant self-service (docs/product.md §6): the settings a tenant admin edits are stored on the
 * tenant's row, so every process's tenant cache drops them on change and students see them at
 * once; without edits the tenant's `content/tenants/<id>.yaml` applies.
 */

/** The tenant content students see: the edited settings when there are any, else the YAML file. */
export function effectiveTenantContent(
  tenant: TenantRow,
  yaml: TenantContent | null,
): TenantContent | null {
  const edited = tenant.settings;
  if (!edited) return yaml;
  return TenantContentSchema.parse({
    schemaVersion: 1,
    id: tenant.id,
    name: edited.name,
    short_name: edited.short_name,
    ...(edited.website ? { website: edited.website } : {}),
    ...(edited.logo ? { logo: edited.logo } : {}),
    ...(edited.colors ? { colors: edited.colors } : {}),
    support_services: edited.support_services,
    external_links: edited.external_links,
  });
}

/**
 * The settings form's values: the edited ones, else those of the YAML file, else the bare name
 * and no website (nothing made up: staff give one before the form saves).
 */
export function settingsOf(tenant: TenantRow, yaml: TenantContent | null): AdminTenantSettings {
  if (tenant.settings) return tenant.settings;
  return {
    name: yaml?.name ?? tenant.name,
    short_name: yaml?.short_name ?? tenant.name.slice(0, 30),
    website: yaml?.website ?? '',
    logo: yaml?.logo ?? null,
    colors: yaml?.colors ?? null,
    support_services: yaml?.support_services ?? [],
    external_links: yaml?.external_links ?? [],
    suppression_threshold: DEFAULT_SUPPRESSION_THRESHOLD,
  };
}

/** A value as it means: object keys holding null or nothing left out, at any depth. */
function withoutEmptyKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined)
      .map(([key, item]) => [key, withoutEmptyKeys(item)]),
  );
}

/**
 * The settings a save changes, for the audit log. A field left out and one sent as null are the
 * same (a service without a phone number, from the YAML file or from the form), and key order is
 * not compared (the database keeps JSON keys in its own order).
 */
export function changedSettings(
  before: AdminTenantSettings,
  after: AdminTenantSettings,
): (keyof AdminTenantSettings)[] {
  return (Object.keys(after) as (keyof AdminTenantSettings)[]).filter(
    (key) => !isDeepStrictEqual(withoutEmptyKeys(before[key]), withoutEmptyKeys(after[key])),
  );
}

export function thresholdOf(tenant: TenantRow): number {
  return tenant.settings?.suppression_threshold ?? DEFAULT_SUPPRESSION_THRESHOLD;
}

export async function saveSettings(
  db: Database,
  tenantId: string,
  settings: AdminTenantSettings,
  now: Date,
): Promise<TenantRow> {
  const [row] = await db
    .update(tenants)
    .set({ settings, settingsUpdatedAt: now, name: settings.name })
    .where(eq(tenants.id, tenantId))
    .returning();
  if (!row) throw new AppError('not_found', 'This university is not set up on Clearpath.');
  return row;
}

/** The recruitment link of a batch: the tenant's own host with `?batch=<id>` (docs/architecture.md §4). */
export function recruitmentUrl(publicUrl: string, tenantId: string, batchId: string): string {
  const url = new URL(publicUrl);
  const host = url.hostname;
  const local = host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':');
  if (!local) url.hostname = `${tenantId}.${host.replace(/^(www|tool)\./, '')}`;
  url.pathname = '/';
  url.search = `?batch=${batchId}`;
  return url.toString();
}

interface BatchCountRow {
  id: string;
  participants: number | string;
  cell_key: number | string;
}

/** The tenant's batches, oldest first, with their registrations (real students) suppressed. */
export async function listTenantBatches(
  db: Database,
  tenant: TenantRow,
  publicUrl: string,
  salt: string,
): Promise<AdminBatch[]> {
  const rows = await db
    .select()
    .from(batches)
    .where(eq(batches.tenantId, tenant.id))
    .orderBy(batches.createdAt);
  const counts = await queryRows<BatchCountRow>(
    db,
    sql`SELECT p.batch_id AS id, count(*) AS participants, sum(${recordKeySql(salt)}) % 256 AS cell_key
        FROM participants p WHERE p.tenant_id = ${tenant.id} AND p.is_test = false
        GROUP BY p.batch_id`,
  );
  const threshold = thresholdOf(tenant);
  return rows.map((batch) => {
    const found = counts.find((row) => row.id === batch.id);
    const cell = { count: Number(found?.participants ?? 0), key: Number(found?.cell_key ?? 0) };
    return batchDto(batch, publicUrl, publishCount(cell, threshold).label);
  });
}

export function batchDto(
  batch: BatchRow,
  publicUrl: string,
  participantsLabel: string,
): AdminBatch {
  return {
    id: batch.id,
    name: batch.name,
    is_default: batch.isDefault,
    open: batch.open,
    created_at: batch.createdAt.toISOString(),
    participants: participantsLabel,
    recruitment_url: recruitmentUrl(publicUrl, batch.tenantId, batch.id),
  };
}

/** Adds a batch to the tenant (not its default); a name the tenant already has is a 409. */
export async function addBatch(db: Database, tenantId: string, name: string): Promise<BatchRow> {
  return createBatch(db, { tenantId, name, makeDefault: false });
}

/**
 * Closes a batch of the tenant; its link then gets `batch_closed`. The default batch stays open.
 * Closing a closed batch is refused (409), so the audit log holds one `batch_close` per batch.
 */
export async function closeBatch(
  db: Database,
  tenantId: string,
  batchId: string,
): Promise<BatchRow> {
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.tenantId, tenantId)))
    .limit(1);
  if (!batch) throw new AppError('not_found', 'There is no such batch.');
  if (batch.isDefault) {
    throw new AppError(
      'conflict',
      'The default batch takes every student who comes without a recruitment link, so it cannot be closed.',
    );
  }
  // Only an open batch is closed, so of two closes at once one answers 409.
  const [closed] = await db
    .update(batches)
    .set({ open: false })
    .where(and(eq(batches.id, batch.id), eq(batches.open, true)))
    .returning();
  if (!closed) throw new AppError('conflict', 'This batch is already closed.');
  return closed;
}
