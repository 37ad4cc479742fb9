import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommitDastResponsesResponseSchema,
  LoginUserResponseSchema,
  PROCESSING_CALLS,
} from '@clearpath/core';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import {
  eventsOf,
  FULL_ANSWERS,
  FULL_RESTORE,
  login,
  registerStudent,
  send,
  storedFootprint,
  TEST_ENV,
  type Call,
  type Student,
} from '../progress/test-support';

const drugs = (selection: string, primary: number | ''): Call => ({
  method: 'POST',
  url: '/api/activity/commit_selected_drugs',
  payload: { selection, primary_drug: primary },
});
const dast = (answers: number[]): Call => ({
  method: 'POST',
  url: '/api/activity/commit_dast_responses',
  payload: { dast_answers: answers },
});
const positives = (ids: string[]): Call => ({
  method: 'POST',
  url: '/api/activity/commit_activity',
  payload: { type: 0, value: ids.map((data_id) => ({ data_id })) },
});

// One app for the file: every test registers students of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

describe(`activity commits (${TEST_DATABASE_KIND})`, () => {
  async function ok(student: Student, call: Call, headers: Record<string, string> = {}) {
    const res = await send(t.app, student, call, headers);
    expect(res.statusCode, `${call.url}: ${res.body}`).toBe(200);
    return res.json<unknown>();
  }

  it('stores a full set of answers, one event each, and login returns all of it', async () => {
    const student = await registerStudent(t.app);
    for (const call of FULL_ANSWERS) await ok(student, call);
    const res = await login(t.app, student);
    expect(res.statusCode).toBe(200);
    expect(LoginUserResponseSchema.parse(res.json())).toMatchObject(FULL_RESTORE);
    const stored = await eventsOf(t.database.handle.db, student.id);
    expect(stored).toHaveLength(FULL_ANSWERS.length);
    expect(stored.map((event) => event.kind)).toContain('willingness');
  });

  it('gives a participant who saved nothing an empty restore state', async () => {
    const student = await registerStudent(t.app);
    const body = LoginUserResponseSchema.parse((await login(t.app, student)).json());
    expect(body).toMatchObject({
      selected_drugs: [],
      navigation_history: {},
      last_page: null,
      progress: 0,
      profile: { dastList: [], user_type: null },
    });
  });

  it.each<[string, number | '', number[], { user_type: number; score: number }]>([
    ['', '', [1, 1, 1, 1, 1, 1, 1, 1, 1], { user_type: 1, score: 0 }],
    ['3', 3, [0, 1, 0, 0, 0, 0, 0, 0, 0], { user_type: 3, score: 1 }],
    ['0,5', 0, [1, 0, 1, 1, 1, 1, 1, 1, 1], { user_type: 2, score: 10 }],
  ])(
    'scores the DAST on the server (drugs "%s")',
    async (selection, primary, answers, expected) => {
      const student = await registerStudent(t.app);
      await ok(student, drugs(selection, primary));
      const answer = CommitDastResponsesResponseSchema.parse(await ok(student, dast(answers)));
      expect(answer).toEqual(expected);
    },
  );

  it('answers 409 to DAST answers sent before the drug selection, and stores nothing', async () => {
    const student = await registerStudent(t.app);
    const res = await send(t.app, student, dast([0, 0, 0, 0, 0, 0, 0, 0, 0]));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/drug selection/);
    expect(await storedFootprint(t.database.handle.db, student.id)).toMatchObject({ events: 0 });
  });

  it("answers 409 to a user type sent before the screen, and keeps the screen's after it", async () => {
    const student = await registerStudent(t.app);
    const userType = (type: number): Call => ({
      method: 'POST',
      url: '/api/activity/commit_user_type',
      payload: { user_type: type },
    });
    const before = await send(t.app, student, userType(1));
    expect(before.statusCode).toBe(409);
    expect(before.json().error.message).toMatch(/comes from the screen/);
    expect(await storedFootprint(t.database.handle.db, student.id)).toMatchObject({ events: 0 });
    await ok(student, drugs('1', 1));
    // Still none: a student who used a drug gets theirs from the DAST.
    expect((await send(t.app, student, userType(1))).statusCode).toBe(409);
    expect(await ok(student, dast([1, 0, 1, 1, 1, 1, 0, 0, 0]))).toEqual({
      user_type: 2,
      score: 7,
    });
    await ok(student, userType(1));
    const body = LoginUserResponseSchema.parse((await login(t.app, student)).json());
    expect(body.profile).toMatchObject({ user_type: 2, dast_score: 7 });
  });

  it('keeps the first value and still records the later commit as an event', async () => {
    const student = await registerStudent(t.app);
    await ok(student, positives(['first']));
    await ok(student, positives(['second']));
    const stored = await eventsOf(t.database.handle.db, student.id);
    expect(stored.map((event) => [event.kind, event.type, event.applied])).toEqual([
      ['activity', 0, true],
      ['activity', 0, false],
    ]);
    expect(stored[1]?.value).toEqual([{ data_id: 'second' }]);
    const body = LoginUserResponseSchema.parse((await login(t.app, student)).json());
    expect(body.profile.positivesList).toEqual([{ data_id: 'first' }]);
  });

  it('adds each navigation and optional history to what is saved: a second tab wipes nothing out', async () => {
    const student = await registerStudent(t.app);
    const history = (pages: Record<string, Record<string, string>>, last: string): Call => ({
      method: 'POST',
      url: '/api/activity/commit_navigation_history',
      payload: { navigation_history: pages, last_page: last },
    });
    const optional = (history: string, available: string[], completed: string[]): Call => ({
      method: 'POST',
      url: '/api/activity/commit_optional_history',
      payload: { history, completed: JSON.stringify(completed), available },
    });
    await ok(student, history({ '1-0': {}, '1-1': { a: 'phone' } }, '1-1'));
    // A laptop tab opened earlier sends its own page and an answer the phone did not touch.
    await ok(student, history({ '1-2': { b: 'laptop' } }, '1-2'));
    await ok(student, history({ '1-1': { a: 'newer' } }, '1-1'));
    // No drug in the past year: user type 1, whose optional modules include My Values.
    await ok(student, drugs('', ''));
    await ok(student, optional('{"3":2}', ['3'], []));
    await ok(student, optional('{"3":3}', [], ['3']));
    // The stale tab still thinks My Values is open at step 1.
    await ok(student, optional('{"3":1}', ['3'], []));
    const body = LoginUserResponseSchema.parse((await login(t.app, student)).json());
    expect(body.navigation_history).toEqual({
      '1-0': {},
      '1-1': { a: 'newer' },
      '1-2': { b: 'laptop' },
    });
    expect(body.last_page).toBe('1-1');
    expect(body.optional_history).toEqual({ history: { '3': 3 }, completed: ['3'], available: [] });
  });

  it('keeps what two devices each added to one list since they last had it', async () => {
    const student = await registerStudent(t.app);
    const supporters = (sent: string[], previous?: string[]): Call => ({
      method: 'POST',
      url: '/api/activity/commit_navigation_history',
      payload: {
        navigation_history: JSON.stringify({ '2C-9': { supporters: sent } }),
        last_page: '2C-9',
        ...(previous ? { previous: JSON.stringify({ '2C-9': { supporters: previous } }) } : {}),
      },
    });
    await ok(student, supporters([]));
    // The phone adds Alice; the laptop, which also had an empty list, adds Bob.
    await ok(student, supporters(['Alice'], []));
    await ok(student, supporters(['Bob'], []));
    const body = LoginUserResponseSchema.parse((await login(t.app, student)).json());
    expect(body.navigation_history?.['2C-9']).toEqual({ supporters: ['Alice', 'Bob'] });
  });

  it('answers a repeated Idempotency-Key as the first and stores it once', async () => {
    const student = await registerStudent(t.app);
    await ok(student, drugs('1', 1), { 'idempotency-key': 'drugs-1' });
    await ok(student, drugs('1', 1), { 'idempotency-key': 'drugs-1' });
    const answers = [1, 1, 1, 1, 1, 1, 1, 1, 1];
    const first = await ok(student, dast(answers), { 'idempotency-key': 'dast-1' });
    const repeat = await ok(student, dast(answers), { 'idempotency-key': 'dast-1' });
    expect(repeat).toEqual(first);
    expect(first).toEqual({ user_type: 2, score: 9 });
    const stored = await eventsOf(t.database.handle.db, student.id);
    expect(stored.map((event) => event.idempotencyKey)).toEqual(['drugs-1', 'dast-1']);
  });

  it('answers 409 when an Idempotency-Key comes back with a different answer', async () => {
    const student = await registerStudent(t.app);
    await ok(student, positives(['a']), { 'idempotency-key': 'k1' });
    const before = await storedFootprint(t.database.handle.db, student.id);
    const res = await send(t.app, student, positives(['b']), { 'idempotency-key': 'k1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Idempotency-Key/);
    expect(await storedFootprint(t.database.handle.db, student.id)).toEqual(before);
  });

  it('keeps Idempotency-Keys apart per participant', async () => {
    const [one, two] = [await registerStudent(t.app), await registerStudent(t.app)];
    await ok(one, positives(['a']), { 'idempotency-key': 'shared' });
    await ok(two, positives(['a']), { 'idempotency-key': 'shared' });
    expect((await storedFootprint(t.database.handle.db, two.id)).events).toBe(1);
  });

  // Text the database cannot store, too: the headers' schemas are not walked for it
  // (app.ts), so the key's own character set is what refuses it.
  it.each(['', 'with space', 'x'.repeat(129), 'a\u0000b', 'a\uD800b'])(
    'rejects the malformed Idempotency-Key %j with 400',
    async (key) => {
      const student = await registerStudent(t.app);
      const res = await send(t.app, student, positives(['a']), { 'idempotency-key': key });
      expect(res.statusCode).toBe(400);
      expect(await storedFootprint(t.database.handle.db, student.id)).toMatchObject({ events: 0 });
    },
  );

  it('leaves nothing behind when a commit fails halfway through its transaction', async () => {
    const db = t.database.handle.db;
    const student = await registerStudent(t.app);
    await ok(student, positives(['a']));
    const before = await storedFootprint(db, student.id);
    await db.execute(sql`
      CREATE FUNCTION fail_state_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure after the event insert'; END; $$`);
    await db.execute(sql`
      CREATE TRIGGER fail_state_update BEFORE UPDATE ON participant_state
      FOR EACH ROW EXECUTE FUNCTION fail_state_update()`);
    try {
      const res = await send(t.app, student, {
        method: 'POST',
        url: '/api/activity/commit_score',
        payload: { type: 2, value: 5 },
      });
      expect(res.statusCode).toBe(500);
      expect(await storedFootprint(db, student.id)).toEqual(before);
    } finally {
      await db.execute(sql`DROP TRIGGER fail_state_update ON participant_state`);
      await db.execute(sql`DROP FUNCTION fail_state_update()`);
    }
  });

  it('refuses to change or delete stored events', async () => {
    const db = t.database.handle.db;
    const student = await registerStudent(t.app);
    await ok(student, positives(['a']));
    await expect(db.execute(sql`UPDATE events SET applied = false`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM events`)).rejects.toThrow();
    expect((await storedFootprint(db, student.id)).events).toBe(1);
  });

  // The events keep no foreign keys (migration 0008): these deletions are what they refused.
  it('keeps the participant, saved state and tenant of stored events', async () => {
    const db = t.database.handle.db;
    const student = await registerStudent(t.app);
    await ok(student, positives(['a']));
    const before = await storedFootprint(db, student.id);
    const refused = { cause: expect.objectContaining({ code: '23503' }) };
    await expect(
      db.execute(sql`DELETE FROM participants WHERE id = ${student.id}`),
    ).rejects.toMatchObject(refused);
    await expect(
      db.execute(sql`DELETE FROM participant_state WHERE participant_id = ${student.id}`),
    ).rejects.toMatchObject(refused);
    await expect(
      db.execute(sql`UPDATE participant_state SET participant_id = gen_random_uuid()
        WHERE participant_id = ${student.id}`),
    ).rejects.toMatchObject(refused);
    await expect(
      db.execute(sql`UPDATE tenants SET id = 'moved' WHERE id = 'ucc'`),
    ).rejects.toMatchObject(refused);
    // The tenant's participants would refuse this too; the trigger refuses it first.
    await expect(db.execute(sql`DELETE FROM tenants WHERE id = 'ucc'`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: 'tenant ucc has events: it is kept' }),
    });
    expect(await storedFootprint(db, student.id)).toEqual(before);

    // A student with no events can still go, saved state and all (a refused first commit's
    // empty row is removed so, progress/repository.ts `deleteStates`).
    const quiet = await registerStudent(t.app);
    await db.execute(sql`INSERT INTO participant_state (participant_id, profile,
      navigation_history, optional_history, updated_at)
      VALUES (${quiet.id}, '{}'::jsonb, '[]'::jsonb, '{}'::jsonb, now())`);
    await db.execute(sql`DELETE FROM participant_state WHERE participant_id = ${quiet.id}`);
    expect((await storedFootprint(db, quiet.id)).version).toBeNull();
  });
});

const COMMIT_CALLS = [
  'commit_activity',
  'commit_score',
  'commit_dast_responses',
  'commit_user_type',
  'commit_selected_drugs',
  'commit_navigation_history',
  'commit_optional_history',
];

describe(`the OpenAPI document at /api/docs (${TEST_DATABASE_KIND})`, () => {
  it('describes every activity and processing call with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: object }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const call of COMMIT_CALLS) {
      const post = doc.paths[`/api/activity/${call}`]?.post;
      expect(post?.requestBody, call).toBeDefined();
      expect(Object.keys(post?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '401', '409']),
      );
    }
    for (const call of PROCESSING_CALLS) {
      const method = call === 'process_posnegs' ? 'post' : 'get';
      expect(doc.paths[`/api/processing/${call}`]?.[method], call).toBeDefined();
    }
    expect(doc.paths['/api/auth/login_user']?.post).toBeDefined();
  });

  it('serves the docs page with same-origin scripts only, under the site CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\/[^"]+\.js"/);
      expect(body?.trim()).toBe('');
    }
    for (const asset of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/static/${asset}` });
      expect(res.statusCode, asset).toBe(200);
    }
  });
});
