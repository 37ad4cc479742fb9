import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  MODULE_COMPLETE_ANSWER,
  type AdminFiguresQuery,
  type DrugId,
  type Profile,
} from '@clearpath/core';
import { queryRows, type Database } from '../../db/client';
import { batches } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The participants behind figures and exports, read in pages of a fixed size by id (keyset), so
 * 100,000 students take bounded memory. Filters: tenant, batch, registration dates (inclusive,
 * UTC) and test participants (excluded unless asked, `register_test_user`).
 */
export interface ParticipantFilter {
  tenantId: string;
  batch: string | null;
  from: string | null;
  to: string | null;
  includeTest: boolean;
}

/**
 * The filter of a figures or export query. A batch must be one of the tenant's own: another
 * tenant's batch answers 404 like any other cross-tenant access (before anything is read or
 * audited), never empty figures that would confirm it exists.
 */
export async function filterOf(
  db: Database,
  tenantId: string,
  query: AdminFiguresQuery,
): Promise<ParticipantFilter> {
  if (query.batch) {
    const [own] = await db
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.id, query.batch), eq(batches.tenantId, tenantId)))
      .limit(1);
    if (!own) throw new AppError('not_found', 'There is no such batch.');
  }
  return {
    tenantId,
    batch: query.batch ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    includeTest: query.include_test ?? false,
  };
}

/** The day after a YYYY-MM-DD date, as the exclusive end of a range. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** The WHERE conditions of a filter over `participants p`. */
export function filterSql(filter: ParticipantFilter): SQL {
  const parts: SQL[] = [sql`p.tenant_id = ${filter.tenantId}`];
  if (filter.batch) parts.push(sql`p.batch_id = ${filter.batch}::uuid`);
  if (filter.from) parts.push(sql`p.created_at >= ${`${filter.from}T00:00:00.000Z`}::timestamptz`);
  if (filter.to) parts.push(sql`p.created_at < ${dayAfter(filter.to)}::timestamptz`);
  if (!filter.includeTest) parts.push(sql`p.is_test = false`);
  return sql.join(parts, sql` AND `);
}

/**
 * A participant's record key for cell-key perturbation (docs/decisions/0007): 0…255 from a keyed
 * hash of their id. The key is the server's secret, so staff cannot compute it.
 */
export function recordKeySql(salt: string): SQL {
  return sql`get_byte(decode(md5(${salt} || p.id::text), 'hex'), 0)`;
}

export interface ParticipantRecord {
  id: string;
  recordKey: number;
  batchId: string;
  batchName: string;
  createdAt: Date;
  isTest: boolean;
  profile: Profile | null;
  selectedDrugs: DrugId[] | null;
  visitedPages: string[];
  lastPage: string | null;
  completedPages: string[];
  optionalCompleted: string[];
  optionalAvailable: string[];
}

interface Row {
  id: string;
  record_key: number | string;
  batch_id: string;
  batch_name: string;
  created_at: Date | string;
  is_test: boolean;
  profile: Profile | null;
  selected_drugs: DrugId[] | null;
  visited: string[] | null;
  last_page: string | null;
  completed_pages: string[] | null;
  completed: string[] | null;
  available: string[] | null;
}

export const PAGE_SIZE = 2000;

/** Every participant of the filter, in pages of PAGE_SIZE. */
export async function* readParticipants(
  db: Database,
  filter: ParticipantFilter,
  salt: string,
): AsyncGenerator<ParticipantRecord[]> {
  let after: string | null = null;
  for (;;) {
    const page: Row[] = await queryRows<Row>(
      db,
      sql`SELECT p.id, ${recordKeySql(salt)} AS record_key, p.batch_id, b.name AS batch_name,
                 p.created_at, p.is_test, s.profile, s.selected_drugs, s.last_page,
                 ARRAY(SELECT jsonb_object_keys(COALESCE(s.navigation_history, '{}'::jsonb))) AS visited,
                 ARRAY(SELECT page.key FROM jsonb_each(COALESCE(s.navigation_history, '{}'::jsonb)) AS page
                       WHERE jsonb_typeof(page.value) = 'object'
                         AND page.value -> ${MODULE_COMPLETE_ANSWER}::text = 'true'::jsonb) AS completed_pages,
                 ARRAY(SELECT jsonb_array_elements_text(COALESCE(s.optional_history->'completed', '[]'::jsonb))) AS completed,
                 ARRAY(SELECT jsonb_array_elements_text(COALESCE(s.optional_history->'available', '[]'::jsonb))) AS available
          FROM participants p
          JOIN batches b ON b.id = p.batch_id
          LEFT JOIN participant_state s ON s.participant_id = p.id
          WHERE ${filterSql(filter)} ${after === null ? sql`` : sql`AND p.id > ${after}::uuid`}
          ORDER BY p.id
          LIMIT ${PAGE_SIZE}`,
    );
    if (page.length === 0) return;
    yield page.map((row) => ({
      id: row.id,
      recordKey: Number(row.record_key),
      batchId: row.batch_id,
      batchName: row.batch_name,
      createdAt: new Date(row.created_at),
      isTest: row.is_test,
      profile: row.profile,
      selectedDrugs: row.selected_drugs,
      visitedPages: row.visited ?? [],
      lastPage: row.last_page,
      completedPages: row.completed_pages ?? [],
      optionalCompleted: row.completed ?? [],
      optionalAvailable: row.available ?? [],
    }));
    if (page.length < PAGE_SIZE) return;
    after = page[page.length - 1]?.id ?? null;
  }
}
