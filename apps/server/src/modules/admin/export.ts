import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  DRUGS,
  EVENT_EXPORT_COLUMNS,
  exportedEventValue,
  participantFacts,
  PARTICIPANT_EXPORT_COLUMNS,
  type EventExportColumn,
  type ParticipantExportColumn,
} from '@clearpath/core';
import { queryRows, type Database } from '../../db/client';
import {
  filterSql,
  readParticipants,
  type ParticipantFilter,
  type ParticipantRecord,
} from './participants-source';

/**
 * The anonymised export (docs/product.md §6): a participants table and an events table in long
 * format, as CSV or JSON, written as a stream of small chunks read page by page, so memory stays
 * bounded whatever the number of students. Students appear under a pseudonym made for this export
 * (a keyed hash of their id under a key of this export), never their code hash or database id.
 */

export type ExportFormat = 'csv' | 'json';
type Cell = string | number | boolean | null;
/** A column the data dictionary types `json`: a JSON value (or null) in a JSON file. */
type JsonValue = unknown;

/** A pseudonym maker for one export. */
export function pseudonymiser(exportKey: string): (participantId: string) => string {
  return (participantId) =>
    `P${createHmac('sha256', exportKey).update(participantId).digest('hex').slice(0, 16)}`;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; quotes doubled. Text that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return: a
 * batch name is typed by staff) gets a leading apostrophe, as OWASP advises.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  const text =
    typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly Cell[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Byte order mark: Excel then reads the file as UTF-8. */
const BOM = '\uFEFF';

function participantRow(
  record: ParticipantRecord,
  pseudonym: (id: string) => string,
): Record<ParticipantExportColumn, Cell> {
  const facts = participantFacts(record);
  const profile = record.profile;
  const relationships = profile?.relationship_scores ?? null;
  const norms = profile?.descriptiveNorms ?? null;
  return {
    participant: pseudonym(record.id),
    batch: record.batchName,
    registered_on: record.createdAt.toISOString().slice(0, 10),
    test_participant: record.isTest,
    user_type: facts.userType,
    dast_score: facts.dastScore,
    dast_band: facts.dastBand,
    primary_drug: DRUGS.find((drug) => drug.id === facts.primaryDrug)?.name ?? null,
    quiz_score: profile?.quiz_score ?? null,
    decision_making_score: profile?.decision_making_score ?? null,
    life_values_score: profile?.life_values_score ?? null,
    behavioural_score: profile?.behavioural_score ?? null,
    relationship_score_1: relationships?.[0] ?? null,
    relationship_score_2: relationships?.[1] ?? null,
    relationship_score_3: relationships?.[2] ?? null,
    confidence_score: profile?.confidence_score ?? null,
    willingness_score: profile?.willingness_score ?? null,
    hr_commitment: profile?.hr_commitment ?? null,
    descriptive_norm_1: norms?.[0] ?? null,
    descriptive_norm_2: norms?.[1] ?? null,
    modules_started: facts.started.join(';'),
    modules_completed: facts.completed.join(';'),
    optional_unlocked: facts.optionalUnlocked.join(';'),
    progress: facts.progress,
    last_page: record.lastPage,
  };
}

/**
 * A `json` column's cell in a CSV file: its JSON text, or an empty cell for null (as the data
 * dictionary says), never the four letters `null`.
 */
export function csvJsonCell(value: JsonValue): Cell {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/**
 * Turns rows into the chunks of a CSV file or a JSON array. The `jsonColumns` hold JSON values:
 * written as they are in a JSON file, as JSON text in a CSV cell.
 */
async function* serialise<C extends string>(
  columns: readonly C[],
  rows: AsyncIterable<Record<C, Cell | JsonValue>[]>,
  format: ExportFormat,
  jsonColumns: ReadonlySet<C> = new Set(),
): AsyncGenerator<string> {
  if (format === 'csv') {
    const cell = (row: Record<C, Cell | JsonValue>, column: C): Cell =>
      jsonColumns.has(column) ? csvJsonCell(row[column]) : (row[column] as Cell);
    yield BOM + csvLine(columns);
    for await (const page of rows) {
      yield page.map((row) => csvLine(columns.map((column) => cell(row, column)))).join('');
    }
    return;
  }
  yield '[';
  let first = true;
  for await (const page of rows) {
    if (page.length === 0) continue;
    yield (first ? '\n' : ',\n') + page.map((row) => JSON.stringify(row)).join(',\n');
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

export function exportParticipants(
  db: Database,
  filter: ParticipantFilter,
  options: { format: ExportFormat; exportKey: string; salt: string },
): AsyncGenerator<string> {
  const pseudonym = pseudonymiser(options.exportKey);
  const columns = PARTICIPANT_EXPORT_COLUMNS.map((column) => column.name);
  async function* rows() {
    for await (const page of readParticipants(db, filter, options.salt)) {
      yield page.map((record) => participantRow(record, pseudonym));
    }
  }
  return serialise(columns, rows(), options.format);
}

interface EventRow {
  id: number | string;
  participant_id: string;
  kind: string;
  type: number | null;
  value: unknown;
  applied: boolean;
  created_at: Date | string;
}

export const EVENT_PAGE_SIZE = 5000;

/** The events columns the data dictionary types `json` (`value`). */
const JSON_EVENT_COLUMNS: ReadonlySet<EventExportColumn> = new Set(
  EVENT_EXPORT_COLUMNS.filter((column) => column.type === 'json').map((column) => column.name),
);

/** Events in the order the server stored them (by id, keyset), with each student's sequence. */
export function exportEvents(
  db: Database,
  filter: ParticipantFilter,
  options: {
    format: ExportFormat;
    exportKey: string;
    /** The answer keys of a page that hold the student's own words (core's ownWordsKeys). */
    ownWordsOn: (pageId: string) => ReadonlySet<string> | undefined;
  },
): AsyncGenerator<string> {
  const pseudonym = pseudonymiser(options.exportKey);
  const columns = EVENT_EXPORT_COLUMNS.map((column) => column.name);
  const seen = new Map<string, number>();
  async function* rows(): AsyncGenerator<Record<EventExportColumn, Cell | JsonValue>[]> {
    let after = 0;
    for (;;) {
      const page = await queryRows<EventRow>(
        db,
        sql`SELECT e.id, e.participant_id, e.kind, e.type, e.value, e.applied, e.created_at
            FROM events e JOIN participants p ON p.id = e.participant_id
            WHERE e.tenant_id = ${filter.tenantId} AND e.id > ${after} AND ${filterSql(filter)}
            ORDER BY e.id LIMIT ${EVENT_PAGE_SIZE}`,
      );
      if (page.length === 0) return;
      yield page.map((event) => {
        const seq = (seen.get(event.participant_id) ?? 0) + 1;
        seen.set(event.participant_id, seq);
        return {
          participant: pseudonym(event.participant_id),
          seq,
          at: new Date(event.created_at).toISOString(),
          kind: event.kind,
          type: event.type,
          applied: event.applied,
          value: exportedEventValue(event, options.ownWordsOn) ?? null,
        };
      });
      if (page.length < EVENT_PAGE_SIZE) return;
      after = Number(page[page.length - 1]?.id ?? after);
    }
  }
  return serialise(columns, rows(), options.format, JSON_EVENT_COLUMNS);
}
