import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminFiguresResponseSchema,
  COMPLEMENT_LABEL,
  ErrorBodySchema,
  dataDictionary,
  participantFacts,
  type AdminFiguresResponse,
  type SuppressedCount,
} from '@clearpath/core';
import { registerTestUser } from '../../test/auth';
import { ensureTenant } from '../../db/seed';
import { createBatch, findDefaultBatch } from '../tenants/repository';
import { readParticipants } from './participants-source';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import {
  asStaff,
  seedParticipants,
  signUpStaff,
  testClock,
  type SeedParticipant,
  type SignedIn,
} from './test-support';

const clock = testClock('2026-03-02T09:00:00.000Z');
let t: TestApp;
let researcher: SignedIn;
let spring: string;
let pilot: string;
let ids: string[] = [];

const SPRING_NAME = 'Spring, "Éire" 2026 — Corcaigh';
const DAST_6 = [1, 1, 1, 1, 1, 1, 0, 0, 0];

/** Seven students in Spring (one known in detail), three in Pilot, one test participant. */
function people(): SeedParticipant[] {
  const known: SeedParticipant = {
    batchId: spring,
    createdAt: '2026-02-03T10:00:00Z',
    profile: {
      user_type: 2,
      dast_score: 6,
      dastList: DAST_6 as never,
      primary_drug: 2,
      quiz_score: 7,
      relationship_scores: [3, 4, 5],
      descriptiveNorms: [40, 60],
    },
    selectedDrugs: [2],
    pages: ['1-0', '1-5', '2C-1'],
    lastPage: '2C-1',
    navigation: [
      ['1-0', 0],
      ['1-5', 12],
      ['2C-1', 20],
    ],
  };
  const spring6 = Array.from({ length: 6 }, (_, index): SeedParticipant => ({
    batchId: spring,
    createdAt: `2026-02-0${4 + (index % 3)}T12:00:00Z`,
    profile: {
      user_type: 3,
      dast_score: 0,
      primary_drug: null,
      descriptiveNorms: [43, 30 + index],
    },
    selectedDrugs: [],
    pages: ['1-0', '1-1', '2-0'],
    lastPage: '2-0',
    navigation: [
      ['1-0', 0],
      ['1-1', 5 + index],
    ],
  }));
  const pilot3 = Array.from({ length: 3 }, (_, index): SeedParticipant => ({
    batchId: pilot,
    createdAt: `2026-02-1${index}T12:00:00Z`,
    profile: {
      user_type: 1,
      dast_score: 2,
      dastList: [1, 1, 1, 0, 0, 0, 0, 0, 0] as never,
      primary_drug: 0,
    },
    selectedDrugs: [0],
    pages: ['1-0'],
    lastPage: '1-0',
  }));
  const tester: SeedParticipant = {
    batchId: spring,
    createdAt: '2026-02-03T11:00:00Z',
    isTest: true,
  };
  return [known, ...spring6, ...pilot3, tester];
}

beforeAll(async () => {
  t = await createTestApp({
    // The last export test registers a student through the API.
    env: { REGISTRATION_MODE: 'test' },
    overrides: {
      now: clock.now,
      admin: { publicUrl: 'https://tool.clearpath.ie', sessionHours: 8 },
    },
  });
  const { db } = t.database.handle;
  spring = (await createBatch(db, { tenantId: 'ucc', name: SPRING_NAME, makeDefault: false })).id;
  pilot = (await createBatch(db, { tenantId: 'ucc', name: 'Pilot', makeDefault: false })).id;
  ids = await seedParticipants(db, 'ucc', people());
  researcher = await signUpStaff(t.app, db, clock, {
    email: 'researcher@ucc.ie',
    role: 'researcher',
    tenantId: 'ucc',
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function figures(query = ''): Promise<AdminFiguresResponse> {
  const res = await asStaff(t.app, researcher)('GET', `/api/admin/tenants/ucc/figures${query}`);
  expect(res.statusCode).toBe(200);
  return AdminFiguresResponseSchema.parse(res.json());
}

/** Every suppressed count in a figures answer, wherever it is. */
function counts(value: unknown): SuppressedCount[] {
  if (Array.isArray(value)) return value.flatMap(counts);
  if (value === null || typeof value !== 'object') return [];
  if ('label' in value && 'count' in value) return [value as SuppressedCount];
  return Object.values(value).flatMap(counts);
}

describe(`figures with small-cell suppression (${TEST_DATABASE_KIND})`, () => {
  it('never shows a count below 5, under any filter', async () => {
    for (const query of [
      '',
      `?batch=${spring}`,
      `?batch=${pilot}`,
      '?from=2026-02-04&to=2026-02-05',
      '?include_test=true',
    ]) {
      const shown = counts(await figures(query));
      expect(shown.length).toBeGreaterThan(40);
      for (const cell of shown) {
        if (cell.count === null) expect(['<5', COMPLEMENT_LABEL]).toContain(cell.label);
        else {
          expect(cell.count).toBeGreaterThanOrEqual(5);
          expect(cell.label).toBe(String(cell.count));
        }
      }
    }
  });

  it('never leaves one hidden cell in a figure, so it cannot be found by subtraction', async () => {
    const all = await figures();
    const partitions = [
      all.dast_bands.map((row) => row.count),
      all.user_types.map((row) => row.count),
      all.primary_drugs.map((row) => row.count),
      all.registrations.map((row) => row.count),
      all.drop_off.map((row) => row.count),
      ...all.descriptive_norms.map((row) => [row.below, row.near, row.above]),
    ];
    for (const cells of partitions) {
      expect(cells.filter((cell) => cell.count === null)).not.toHaveLength(1);
    }
  });

  it('shows the same figures for the same students whichever filter selects them', async () => {
    const byBatch = await figures(`?batch=${spring}`);
    const byDates = await figures('?from=2026-02-03&to=2026-02-09');
    expect(byDates.participants).toEqual(byBatch.participants);
    expect(byDates.user_types).toEqual(byBatch.user_types);
    expect(byDates.dast_bands).toEqual(byBatch.dast_bands);
    expect(await figures(`?batch=${spring}`)).toEqual(byBatch);
  });

  it('hides the small batch: three students never show, not even as all minus the rest', async () => {
    const pilotOnly = await figures(`?batch=${pilot}`);
    expect(counts(pilotOnly).every((cell) => cell.count === null)).toBe(true);
    const all = await figures();
    const springOnly = await figures(`?batch=${spring}`);
    // Ten real students in all, seven in Spring: shown with their cell's noise (±2), rounded to 5.
    expect(all.participants.count).toBe(10);
    expect([5, 10]).toContain(springOnly.participants.count);
    expect(all.user_types.find((row) => row.user_type === 1)?.count.label).toBe('<5');
    // All minus Spring is not Pilot's three: each shown count carries its own cell's noise, so
    // the difference says only "somewhere between 0 and 6" (docs/decisions/0007).
    const naive = (all.participants.count ?? 0) - (springOnly.participants.count ?? 0);
    expect(naive).not.toBe(3);
  });

  it('leaves test participants out unless asked for', async () => {
    const without = await figures(`?batch=${spring}`);
    const withTests = await figures(`?batch=${spring}&include_test=true`);
    expect(without.filters.include_test).toBe(false);
    expect(withTests.filters.include_test).toBe(true);
    expect(without.user_types.find((row) => row.user_type === null)?.count.label).toBe('<5');
    expect(withTests.participants).not.toEqual(without.participants);
  });

  it('shows medians and norm guesses only over five students or more', async () => {
    const all = await figures();
    expect(all.module_minutes.find((row) => row.module === '1')?.median_minutes).toBe(8);
    expect(all.module_minutes.find((row) => row.module === '2C')?.median_minutes).toBeNull();
    expect(all.descriptive_norms[0]).toMatchObject({ item: 0, target: 43, median_guess: 43 });
    expect(all.descriptive_norms[1]?.median_guess).toBe(33);
    expect(all.funnel.find((path) => path.user_type === 3)?.steps[0]).toMatchObject({
      module: '1',
    });
  });
});

describe(`a student's modules and progress as staff read them (${TEST_DATABASE_KIND})`, () => {
  it('counts the last module of the path complete once the history marks it, as the student sees it', async () => {
    const { db } = t.database.handle;
    await ensureTenant(db, { id: 'tcd', name: 'Trinity College Dublin' });
    const tcdDefault = await findDefaultBatch(db, 'tcd');
    const done = (lastPage: string, completedPages: string[]): SeedParticipant => ({
      batchId: tcdDefault?.id ?? '',
      createdAt: '2026-02-03T10:00:00Z',
      profile: { user_type: 3, dast_score: 0, primary_drug: null },
      selectedDrugs: [],
      pages: ['1-0', '1-14', '2-0', '2-9', 'Review'],
      completedPages,
      lastPage,
    });
    await seedParticipants(db, 'tcd', [
      done('end', ['1-14', '2-9', 'Review']),
      done('Review', ['1-14', '2-9']),
    ]);
    const filter = { tenantId: 'tcd', batch: null, from: null, to: null, includeTest: false };
    const facts = [];
    for await (const page of readParticipants(db, filter, 'salt')) {
      facts.push(...page.map((record) => participantFacts(record)));
    }
    expect(facts.map((fact) => [fact.completed, fact.progress])).toEqual([
      [['1', '2', 'Review'], 100],
      [['1', '2'], 67],
    ]);
  });
});

describe(`the anonymised export (${TEST_DATABASE_KIND})`, () => {
  const get = (path: string) =>
    asStaff(t.app, researcher)('GET', `/api/admin/tenants/ucc/export/${path}`);

  it('writes the participants as UTF-8 CSV with a BOM that parses back to the seeded answers', async () => {
    const res = await get('participants.csv?export_id=study-export-0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="clearpath-ucc-participants-2026-03-02.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    const header = Object.keys(rows[0] ?? {});
    expect(header).toEqual(dataDictionary().tables[0]?.columns.map((column) => column.name));
    expect(rows).toHaveLength(10);
    const known = rows.find((row) => row.quiz_score === '7');
    expect(known).toEqual({
      participant: expect.stringMatching(/^P[0-9a-f]{16}$/),
      batch: SPRING_NAME,
      registered_on: '2026-02-03',
      test_participant: 'false',
      user_type: '2',
      dast_score: '6',
      dast_band: 'Substantial',
      primary_drug: 'Cocaine',
      quiz_score: '7',
      decision_making_score: '',
      life_values_score: '',
      behavioural_score: '',
      relationship_score_1: '3',
      relationship_score_2: '4',
      relationship_score_3: '5',
      confidence_score: '',
      willingness_score: '',
      hr_commitment: '',
      descriptive_norm_1: '40',
      descriptive_norm_2: '60',
      modules_started: '1;2C',
      modules_completed: '1',
      optional_unlocked: '',
      progress: '25',
      last_page: '2C-1',
    });
    expect(rows.filter((row) => row.dast_band === 'Non-User')).toHaveLength(6);
    expect(
      rows.filter((row) => row.batch === 'Pilot' && row.primary_drug === 'Cannabis'),
    ).toHaveLength(3);
    for (const id of ids) expect(res.body).not.toContain(id);
    expect(res.body).not.toContain('seed-code-hash');
  });

  it('gives the same pseudonyms to both files of one export, and new ones to another export', async () => {
    const participants = parse((await get('participants.csv?export_id=study-export-0001')).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const events = JSON.parse(
      (await get('events.json?export_id=study-export-0001')).body,
    ) as Record<string, unknown>[];
    const known = participants.find((row) => row.quiz_score === '7')?.participant;
    expect(events.filter((event) => event.participant === known).map((event) => event.seq)).toEqual(
      [1, 2, 3],
    );
    expect(events[0]).toMatchObject({ kind: 'navigation_history', applied: true, type: null });
    const other = parse((await get('participants.csv?export_id=another-export-02')).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const before = new Set(participants.map((row) => row.participant));
    expect(other.some((row) => before.has(row.participant ?? ''))).toBe(false);
  });

  it('writes JSON with the same rows, test participants only when asked for', async () => {
    const json = JSON.parse(
      (await get(`participants.json?batch=${spring}&include_test=true`)).body,
    ) as Record<string, unknown>[];
    expect(json).toHaveLength(8);
    expect(json.filter((row) => row.test_participant === true)).toHaveLength(1);
    expect(json.find((row) => row.quiz_score === 7)).toMatchObject({ dast_score: 6, user_type: 2 });
    const empty = await get('events.csv?from=2030-01-01');
    expect(empty.body).toBe('\uFEFFparticipant,seq,at,kind,type,applied,value\r\n');
    expect(JSON.parse((await get('events.json?from=2030-01-01')).body)).toEqual([]);
  });

  it('refuses dates the database cannot count from with 400 naming the filter, for figures and every file', async () => {
    const paths = [
      ['/api/admin/tenants/ucc/figures?to=9999-12-31', 'to'],
      ['/api/admin/tenants/ucc/export/participants.csv?from=0000-01-01', 'from'],
      ['/api/admin/tenants/ucc/export/events.json?to=2100-01-01', 'to'],
    ] as const;
    for (const [path, field] of paths) {
      const res = await asStaff(t.app, researcher)('GET', path);
      expect(res.statusCode, path).toBe(400);
      const body = ErrorBodySchema.parse(res.json());
      expect(body.error.code).toBe('bad_request');
      expect(Object.keys(body.error.fields ?? {})).toContain(field);
    }
  });

  it('refuses a start date after the end date with 400 and a plain message, for figures and every file', async () => {
    for (const path of [
      '/api/admin/tenants/ucc/figures?from=2027-01-01&to=2026-01-01',
      '/api/admin/tenants/ucc/export/participants.csv?from=2026-02-05&to=2026-02-04',
      '/api/admin/tenants/ucc/export/events.json?from=2026-02-05&to=2026-02-04&export_id=abcdefgh',
    ]) {
      const res = await asStaff(t.app, researcher)('GET', path);
      expect(res.statusCode, path).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).error.fields).toEqual({
        from: ['The start date is after the end date.'],
      });
    }
    // One day is a start and an end at once.
    const oneDay = '/api/admin/tenants/ucc/figures?from=2026-02-04&to=2026-02-04';
    expect((await asStaff(t.app, researcher)('GET', oneDay)).statusCode).toBe(200);
  });

  it('describes every column in the data dictionary', async () => {
    const res = await asStaff(t.app, researcher)('GET', '/api/admin/export/dictionary');
    expect(res.json()).toEqual(dataDictionary());
  });

  // Runs last but one: it adds a (test) student, whose answers the last test reads too.
  it('leaves out every text a student typed, wherever it was saved, and keeps their choices', async () => {
    const student = await registerTestUser(t.app);
    const commit = async (call: string, payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/activity/${call}`,
        headers: { 'x-tenant': 'ucc', authorization: `Bearer ${student.token}` },
        payload,
      });
      expect(res.statusCode, `${call}: ${res.body}`).toBe(200);
    };
    await commit('commit_navigation_history', {
      navigation_history: JSON.stringify({
        '1-0': {},
        '3-1': {
          values: ['val-health', 'val-friendship', 'val-learning'],
          // Under a key no widget of 3-1 declares.
          'old-notes': 'Ask Dara about it',
        },
        '4A-4': { 'other-influences': 'My flatmate Ciara' },
        '5-1': { goals: ['Ring Aoife on Sunday'] },
        '5-2': { 'smart-specific': 'Skip Thursdays with Seán', 'smart-checkin': '2026-04-01' },
      }),
      last_page: '5-2',
    });
    await commit('commit_activity', { type: 16, value: 'My flatmate Ciara' });
    await commit('commit_activity', {
      type: 9,
      value: JSON.stringify([{ data_id: 'val-health' }, { data_id: 'other', other: 'Nana Bríd' }]),
    });
    for (const format of ['json', 'csv']) {
      const res = await get(`events.${format}?include_test=true`);
      expect(res.statusCode).toBe(200);
      for (const typed of ['Ciara', 'Aoife', 'Seán', 'Bríd', 'Dara']) {
        expect(res.body, `${format}: ${typed}`).not.toContain(typed);
      }
      // The choices, the pages and a check-in date stay.
      for (const kept of ['val-friendship', '5-2', 'smart-checkin', '2026-04-01']) {
        expect(res.body, `${format}: ${kept}`).toContain(kept);
      }
    }
  });

  it('writes the value column as JSON values in JSON and as JSON text or an empty cell in CSV', async () => {
    const json = JSON.parse((await get('events.json?include_test=true')).body) as Record<
      string,
      unknown
    >[];
    const csv = parse((await get('events.csv?include_test=true')).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const ofType = <R extends Record<string, unknown>>(rows: R[], type: number | string) =>
      rows.find((row) => row.kind === 'activity' && String(row.type) === String(type));
    // A free-text answer: null in JSON, an empty cell in CSV (not the text "null").
    expect(ofType(json, 16)?.value).toBeNull();
    expect(ofType(csv, 16)?.value).toBe('');
    // A choice: a JSON value in JSON, its JSON text in CSV.
    const choice = ofType(json, 9)?.value;
    expect(choice).toEqual([{ data_id: 'val-health' }, { data_id: 'other' }]);
    expect(JSON.parse(ofType(csv, 9)?.value ?? '')).toEqual(choice);
    const history = json.find((row) => row.kind === 'navigation_history')?.value;
    expect(typeof history).toBe('object');
  });
});
