import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { DEFAULT_TENANT_SEED, ensureTenant } from '../../db/seed';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../../test/harness';
import {
  batchStatement,
  keyedEventsStatement,
  knownBatchStatement,
  ownBatchStatement,
  type NewEvent,
  type StateUpdate,
} from './repository';
import { EMPTY_SAVED_STATE } from './state';

// A commit batch touches a few students. Its statements must reach their rows through the
// keys, whatever the size of the tables: a plan that reads a whole table costs every batch
// more with every student who ever used the tool. Each statement is planned here as the
// server runs it (a prepared statement's generic plan, and a plan for its values), on tables
// of a few thousand students, three times as many events, and fresh statistics: the size at
// which a join planned for a parameter of unknown size (100 rows, to the planner) reads a
// whole table most cheaply.

const STUDENTS = 3_000;
const BATCH = 12;
const TABLES = ['participant_state', 'sessions', 'participants', 'events'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

let database: TestDatabase;
let db: Database;
let batch: { participantId: string; tokenHash: string }[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await ensureTenant(db, DEFAULT_TENANT_SEED);
  await db.execute(sql`
    INSERT INTO participants (tenant_id, batch_id, code_hash, created_at)
    SELECT 'ucc', (SELECT id FROM batches WHERE tenant_id = 'ucc' AND is_default),
      'plan-test-' || i, now()
    FROM generate_series(1, ${STUDENTS}::int) AS i`);
  await db.execute(sql`
    INSERT INTO participant_state (participant_id, profile, navigation_history,
      optional_history, updated_at)
    SELECT id, '{}'::jsonb, '[]'::jsonb, '{}'::jsonb, now() FROM participants`);
  await db.execute(sql`
    INSERT INTO sessions (token_hash, participant_id, tenant_id, created_at, expires_at)
    SELECT 'token-' || id, id, 'ucc', now(), now() + interval '1 day' FROM participants`);
  await db.execute(sql`
    INSERT INTO events (participant_id, tenant_id, kind, type, value, applied, idempotency_key,
      created_at)
    SELECT id, 'ucc', 'activity', 16, '"Friends"'::jsonb, true, 'key-' || n, now()
    FROM participants, generate_series(1, 3) AS n`);
  await db.execute(sql`ANALYZE`);
  batch = await queryRows<{ participantId: string; tokenHash: string }>(
    db,
    sql`SELECT participant_id AS "participantId", token_hash AS "tokenHash" FROM sessions
      ORDER BY participant_id LIMIT ${BATCH}`,
  );
}, 60_000);
afterAll(async () => {
  await database?.drop();
});

function events(): NewEvent[] {
  return batch.map(({ participantId }, index) => ({
    participantId,
    tenantId: 'ucc',
    kind: 'activity',
    type: 16,
    value: `Answer ${index}`,
    applied: true,
    idempotencyKey: `plan-${index}`,
    requestHash: 'hash',
    response: { ok: true },
    createdAt: new Date(),
  }));
}

/** The states' updates: counters alone, or (`changed`) a saved state too. */
function updates(changed = false): StateUpdate[] {
  return batch.map(({ participantId }) => ({
    participantId,
    state: changed ? EMPTY_SAVED_STATE : null,
    version: 1,
    updatedAt: new Date(),
    storedBytes: 10,
    commitWindowStartedAt: new Date(),
    commitWindowCount: 1,
  }));
}

/** Every (node type, table) of the statement's plan under `mode` (plan_cache_mode). */
async function scans(statement: SQL, mode: 'force_generic_plan' | 'force_custom_plan') {
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = ${mode}`));
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
      tx,
      sql`EXPLAIN (FORMAT JSON) ${statement}`,
    );
    const value = row?.['QUERY PLAN'];
    return (typeof value === 'string' ? JSON.parse(value) : value) as [{ Plan: PlanNode }];
  });
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] && TABLES.includes(node['Relation Name'])) {
      found.push(`${node['Node Type']} on ${node['Relation Name']}`);
    }
    node.Plans?.forEach(walk);
  };
  walk(plan[0].Plan);
  return found;
}

describe(`a commit batch's statements read only its students' rows (${TEST_DATABASE_KIND})`, () => {
  for (const mode of ['force_generic_plan', 'force_custom_plan'] as const) {
    it(`the one-statement write of known students (${mode})`, async () => {
      const cases: [rowLocks: boolean, changed: boolean][] = [
        [true, false],
        [false, false],
        [true, true],
      ];
      for (const [rowLocks, changed] of cases) {
        const found = await scans(
          knownBatchStatement({
            events: events(),
            updates: updates(changed),
            expected: batch.map(({ participantId }) => ({
              participantId,
              version: 0,
              storedBytes: 0,
              commitWindowStartedAt: null,
              commitWindowCount: 0,
            })),
            sessions: batch,
            now: new Date(),
            rowLocks,
          }),
          mode,
        );
        expect(found).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/ on participant_state$/),
            expect.stringMatching(/ on sessions$/),
          ]),
        );
        expect(found.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
      }
    });

    it(`the write of known students on a database the process owns (${mode})`, async () => {
      for (const changed of [false, true]) {
        const found = await scans(
          ownBatchStatement({ events: events(), updates: updates(changed) }),
          mode,
        );
        expect(found).toEqual(
          expect.arrayContaining([expect.stringMatching(/ on participant_state$/)]),
        );
        expect(found.some((scan) => scan.endsWith(' on sessions'))).toBe(false);
        expect(found.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
      }
    });

    it(`the look-up of Idempotency-Keys already stored (${mode})`, async () => {
      const found = await scans(
        keyedEventsStatement(
          batch.map(({ participantId }, index) => ({
            participantId,
            idempotencyKey: `key-${index}`,
          })),
        ),
        mode,
      );
      expect(found).toEqual([expect.stringMatching(/ on events$/)]);
      expect(found.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
    });

    it(`the locking path's write (${mode})`, async () => {
      for (const changed of [false, true]) {
        const found = await scans(batchStatement(events(), updates(changed)), mode);
        expect(found).toEqual(
          expect.arrayContaining([expect.stringMatching(/ on participant_state$/)]),
        );
        expect(found.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
      }
    });
  }
});
