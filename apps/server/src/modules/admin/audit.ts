import { and, desc, inArray, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@clearpath/core';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditActor {
  id: string | null;
  email: string | null;
}

/** Appends one entry. The table refuses UPDATE and DELETE (migration 0004). */
export async function recordAudit(
  db: Database,
  entry: {
    at: Date;
    actor: AuditActor;
    tenantId: string | null;
    action: AuditAction;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    staffId: entry.actor.id,
    staffEmail: entry.actor.email,
    tenantId: entry.tenantId,
    action: entry.action,
    details: entry.details ?? {},
  });
}

/** A page of a tenant's entries, newest first. */
export async function listAudit(
  db: Database,
  tenantIds: readonly string[],
  page: { before?: number | undefined; limit: number },
): Promise<{ entries: AuditEntry[]; next_before: number | null }> {
  const conditions: SQL[] = [inArray(auditLog.tenantId, [...tenantIds])];
  if (page.before !== undefined) conditions.push(lt(auditLog.id, page.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  const entries = rows.slice(0, page.limit).map((row): AuditEntry => ({
    id: row.id,
    at: row.at.toISOString(),
    staff_email: row.staffEmail,
    tenant_id: row.tenantId,
    action: row.action as AuditAction,
    details: row.details,
  }));
  const last = entries.at(-1);
  return { entries, next_before: rows.length > page.limit && last ? last.id : null };
}
