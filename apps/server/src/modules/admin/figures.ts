import { sql } from 'drizzle-orm';
import {
  addToCell,
  comparePageIds,
  DASHBOARD_MODULES,
  DAST_SEVERITIES,
  DESCRIPTIVE_NORM_TARGETS,
  DESCRIPTIVE_NORM_TOLERANCE,
  DRUGS,
  emptyCell,
  isModuleId,
  participantFacts,
  PATH_SPINES,
  publishCount,
  publishMedian,
  publishPartition,
  USER_TYPES,
  type AdminFiguresResponse,
  type CountCell,
  type ModuleId,
  type UserType,
} from '@clearpath/core';
import { queryRows, type Database } from '../../db/client';
import {
  filterSql,
  readParticipants,
  recordKeySql,
  type ParticipantFilter,
} from './participants-source';

/**
 * The aggregate figures of the administration area (docs/product.md §6), every count through
 * core's small-cell rules (docs/decisions/0007). Students are read in pages; only counters are
 * kept, so memory does not grow with the number of students.
 */

type Cells<K extends string | number> = Map<K, CountCell>;

function cellOf<K extends string | number>(cells: Cells<K>, key: K): CountCell {
  let cell = cells.get(key);
  if (!cell) {
    cell = emptyCell();
    cells.set(key, cell);
  }
  return cell;
}

/** The Monday (UTC) of a date's ISO week, as YYYY-MM-DD. */
export function isoWeekStart(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Every Monday from the first to the last of `weeks` (sorted), gaps included. */
export function everyWeek(weeks: readonly string[]): string[] {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (first === undefined || last === undefined) return [];
  const all: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 7)) {
    const week = day.toISOString().slice(0, 10);
    all.push(week);
    if (week >= last) return all;
  }
}

const OPTIONAL_MODULES = DASHBOARD_MODULES.filter((module) => module.optional).map((m) => m.id);
const BANDS = [...DAST_SEVERITIES, 'Not answered'] as const;

function normBand(guess: number, target: number): 'below' | 'near' | 'above' {
  if (Math.abs(guess - target) <= DESCRIPTIVE_NORM_TOLERANCE) return 'near';
  return guess < target ? 'below' : 'above';
}

interface MinutesRow {
  module: string;
  minutes: number | string;
  record_key: number | string;
}

/** Minutes from each student's first to last page of a module, from their navigation events. */
async function moduleMinutes(db: Database, filter: ParticipantFilter, salt: string) {
  const rows = await queryRows<MinutesRow>(
    db,
    sql`SELECT split_part(e.value->>'last_page', '-', 1) AS module,
               EXTRACT(EPOCH FROM max(e.created_at) - min(e.created_at)) / 60 AS minutes,
               min(${recordKeySql(salt)}) AS record_key
        FROM events e JOIN participants p ON p.id = e.participant_id
        WHERE e.kind = 'navigation_history' AND e.tenant_id = ${filter.tenantId} AND ${filterSql(filter)}
        GROUP BY 1, e.participant_id`,
  );
  const byModule = new Map<ModuleId, { minutes: number[]; cell: CountCell }>();
  for (const row of rows) {
    if (!isModuleId(row.module)) continue;
    let entry = byModule.get(row.module);
    if (!entry) {
      entry = { minutes: [], cell: emptyCell() };
      byModule.set(row.module, entry);
    }
    entry.minutes.push(Number(row.minutes));
    addToCell(entry.cell, Number(row.record_key));
  }
  return byModule;
}

export async function computeFigures(
  db: Database,
  filter: ParticipantFilter,
  threshold: number,
  salt: string,
): Promise<AdminFiguresResponse> {
  const total = emptyCell();
  const weeks: Cells<string> = new Map();
  const bands: Cells<string> = new Map();
  const types: Cells<string> = new Map();
  const drugs: Cells<string> = new Map();
  const lastPages: Cells<string> = new Map();
  const funnel: Cells<string> = new Map();
  const optional: Cells<string> = new Map();
  const norms: Cells<string> = new Map();
  const guesses: number[][] = DESCRIPTIVE_NORM_TARGETS.map(() => []);

  for await (const page of readParticipants(db, filter, salt)) {
    for (const record of page) {
      const key = record.recordKey;
      const facts = participantFacts(record);
      addToCell(total, key);
      addToCell(cellOf(weeks, isoWeekStart(record.createdAt)), key);
      addToCell(cellOf(bands, facts.dastBand), key);
      addToCell(cellOf(types, String(facts.userType)), key);
      addToCell(cellOf(drugs, String(facts.primaryDrug)), key);
      if (record.lastPage) addToCell(cellOf(lastPages, record.lastPage), key);
      if (facts.userType !== null) {
        for (const module of facts.started)
          addToCell(cellOf(funnel, `${facts.userType}:${module}:started`), key);
        for (const module of facts.completed)
          addToCell(cellOf(funnel, `${facts.userType}:${module}:completed`), key);
      }
      for (const module of facts.optionalUnlocked)
        addToCell(cellOf(optional, `${module}:unlocked`), key);
      for (const module of facts.completed) {
        if ((OPTIONAL_MODULES as readonly string[]).includes(module)) {
          addToCell(cellOf(optional, `${module}:completed`), key);
        }
      }
      const given = record.profile?.descriptiveNorms;
      if (given) {
        DESCRIPTIVE_NORM_TARGETS.forEach((target, item) => {
          const guess = given[item];
          if (guess === undefined) return;
          guesses[item]?.push(guess);
          addToCell(cellOf(norms, `${item}:${normBand(guess, target)}`), key);
        });
      }
    }
  }

  const get = <K extends string>(cells: Cells<K>, key: K) => cells.get(key) ?? emptyCell();
  const partition = <T>(entries: T[], cells: (entry: T) => CountCell) =>
    publishPartition(entries.map(cells), threshold);
  const one = (cell: CountCell) => publishCount(cell, threshold);

  const weekKeys = everyWeek([...weeks.keys()].sort());
  const weekCounts = partition(weekKeys, (week) => get(weeks, week));
  const bandCounts = partition([...BANDS], (band) => get(bands, band));
  const typeKeys: (UserType | null)[] = [...USER_TYPES, null];
  const typeCounts = partition(typeKeys, (type) => get(types, String(type)));
  const drugKeys = [...DRUGS.map((drug) => drug.id), null] as const;
  const drugCounts = partition([...drugKeys], (drug) => get(drugs, String(drug)));
  const pageKeys = [...lastPages.keys()].sort(comparePageIds);
  const pageCounts = partition(pageKeys, (page) => get(lastPages, page));
  const minutes = await moduleMinutes(db, filter, salt);

  return {
    tenant_id: filter.tenantId,
    filters: {
      batch: filter.batch,
      from: filter.from,
      to: filter.to,
      include_test: filter.includeTest,
    },
    threshold,
    participants: one(total),
    registrations: weekKeys.map((period, index) => ({
      period,
      count: weekCounts[index] ?? one(emptyCell()),
    })),
    dast_bands: BANDS.map((band, index) => ({
      band,
      count: bandCounts[index] ?? one(emptyCell()),
    })),
    user_types: typeKeys.map((user_type, index) => ({
      user_type,
      count: typeCounts[index] ?? one(emptyCell()),
    })),
    primary_drugs: drugKeys.map((drug, index) => ({
      drug,
      name: DRUGS.find((entry) => entry.id === drug)?.name ?? 'None or not yet chosen',
      count: drugCounts[index] ?? one(emptyCell()),
    })),
    funnel: USER_TYPES.map((type) => ({
      user_type: type,
      steps: PATH_SPINES[type].map((module) => ({
        module,
        started: one(get(funnel, `${type}:${module}:started`)),
        completed: one(get(funnel, `${type}:${module}:completed`)),
      })),
    })),
    drop_off: pageKeys.map((page, index) => ({
      page,
      count: pageCounts[index] ?? one(emptyCell()),
    })),
    optional_modules: OPTIONAL_MODULES.map((module) => ({
      module,
      unlocked: one(get(optional, `${module}:unlocked`)),
      completed: one(get(optional, `${module}:completed`)),
    })),
    module_minutes: DASHBOARD_MODULES.map(({ id }) => {
      const entry = minutes.get(id);
      return {
        module: id,
        students: one(entry?.cell ?? emptyCell()),
        median_minutes: publishMedian(entry?.minutes ?? [], threshold),
      };
    }),
    descriptive_norms: DESCRIPTIVE_NORM_TARGETS.map((target, item) => {
      const counts = partition(['below', 'near', 'above'], (band) => get(norms, `${item}:${band}`));
      return {
        item,
        target,
        median_guess: publishMedian(guesses[item] ?? [], threshold),
        below: counts[0] ?? one(emptyCell()),
        near: counts[1] ?? one(emptyCell()),
        above: counts[2] ?? one(emptyCell()),
      };
    }),
  };
}
