import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, UNSTORABLE_TEXT_MESSAGE } from '@clearpath/core';
import {
  FULL_ANSWERS,
  login,
  registerStudent,
  send,
  storedFootprint,
  TEST_ENV,
  type Call,
  type Student,
} from './modules/progress/test-support';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from './test/harness';

// Text the database cannot store is a 400 naming the field (core's storable-text rule), and no
// log line, even at the most verbose level, holds an answer, an access code, a token or a
// participant id (README "Logs").

const NUL = '\u0000';
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

/** Commits carrying unstorable text in every place a text can hide. */
const BAD_TEXT: [string, Call][] = [
  [
    'free text with U+0000',
    {
      method: 'POST',
      url: '/api/activity/commit_activity',
      payload: { type: 16, value: `flat${NUL}mates` },
    },
  ],
  [
    'a personal goal with a lone high surrogate',
    {
      method: 'POST',
      url: '/api/activity/commit_activity',
      payload: { type: 2, value: [`sleep${LONE_HIGH}`] },
    },
  ],
  [
    'an "other" answer with a lone low surrogate',
    {
      method: 'POST',
      url: '/api/activity/commit_activity',
      payload: { type: 0, value: [{ data_id: 'other', other: `own${LONE_LOW}words` }] },
    },
  ],
  [
    'U+0000 inside a value sent as a JSON string',
    {
      method: 'POST',
      url: '/api/activity/commit_activity',
      payload: { type: 2, value: '["escaped \\u0000 nul"]' },
    },
  ],
  [
    'a lone surrogate in a navigation history answer',
    {
      method: 'POST',
      url: '/api/activity/commit_navigation_history',
      payload: {
        navigation_history: JSON.stringify({ '1-3': { q1: `yes${LONE_HIGH}` } }),
        last_page: '1-3',
      },
    },
  ],
  [
    'a SMART goal field with U+0000',
    {
      method: 'POST',
      url: '/api/activity/commit_activity',
      payload: {
        type: 4,
        value: {
          specific: `a${NUL}`,
          measurable: '',
          achievable: '',
          relevant: '',
          time_bound: '',
        },
      },
    },
  ],
];

describe(`unstorable text and the logs (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let students: Student[];

  beforeAll(async () => {
    t = await createTestApp({ env: { ...TEST_ENV, LOG_LEVEL: 'trace' } });
    students = [await registerStudent(t.app), await registerStudent(t.app)];
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(BAD_TEXT)('answers 400 for %s and stores nothing', async (_name, call) => {
    const [student] = students as [Student];
    const before = await storedFootprint(t.database.handle.db, student.id);
    const res = await send(t.app, student, call, { 'idempotency-key': 'bad-text-1' });
    expect(res.statusCode, res.body).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.error.code).toBe('bad_request');
    expect(Object.values(body.error.fields ?? {}).flat()).toContain(UNSTORABLE_TEXT_MESSAGE);
    expect(await storedFootprint(t.database.handle.db, student.id)).toEqual(before);
  });

  it('answers 400 for U+0000 in a query string', async () => {
    const [student] = students as [Student];
    const res = await send(t.app, student, {
      method: 'GET',
      url: '/api/processing/process_confidence?willingness=8%00',
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).error.code).toBe('bad_request');
  });

  it("logs an error by its name, code and stack frames, never its message, on Fastify's lines too", async () => {
    // What Fastify writes when a stream (an export) fails after its headers were sent, with a
    // database error whose message holds the query's parameters.
    const failed = Object.assign(new Error('Failed query: select … params: cell-key-secret,ucc'), {
      name: 'DrizzleQueryError',
      code: '22008',
    });
    t.app.log.warn({ err: failed }, 'response terminated with an error with headers already sent');
    expect(t.rawLogs()).not.toContain('cell-key-secret');
    const line = t
      .logs()
      .find((entry) => entry.msg === 'response terminated with an error with headers already sent');
    expect(line?.err).toMatchObject({ name: 'DrizzleQueryError', code: '22008' });
    expect(String((line?.err as { stack?: string }).stack)).toMatch(/^ {4}at /);
  });

  it('logs no answer, code, token or participant id at the trace level', async () => {
    const [first, second] = students as [Student, Student];
    for (const call of FULL_ANSWERS) {
      const res = await send(t.app, first, call);
      expect(res.statusCode, `${call.url} ${res.body}`).toBe(200);
    }
    expect((await login(t.app, first)).statusCode).toBe(200);
    const wrong = { ...second, code: 'ZZZZ-ZZZZ-ZZZZ' };
    expect((await login(t.app, wrong)).statusCode).toBe(401);
    const expired = { ...second, token: 'T'.repeat(43) };
    expect((await send(t.app, expired, FULL_ANSWERS[0] as Call)).statusCode).toBe(401);

    const logs = t.rawLogs();
    expect(logs).toContain('commit_activity');
    const secrets = [
      ...students.flatMap((student) => [
        student.token,
        student.code,
        student.code.replaceAll('-', ''),
        student.id,
      ]),
      'ZZZZ-ZZZZ-ZZZZ',
      'T'.repeat(43),
      // Answers of FULL_ANSWERS and of the refused commits above.
      'Sleep more',
      'My flatmates',
      'Cut down',
      'My own words',
      'flat',
      'own',
      'escaped',
    ];
    for (const secret of secrets) expect(logs, secret).not.toContain(secret);
  });
});
