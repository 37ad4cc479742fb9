import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessingResponseSchema } from '@clearpath/core';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import {
  eventsOf,
  registerStudent,
  send,
  storedFootprint,
  TEST_ENV,
  type Call,
  type Student,
} from '../progress/test-support';

const get = (call: string, query = ''): Call => ({
  method: 'GET',
  url: `/api/processing/${call}${query}`,
});
const score = (type: number, value: unknown): Call => ({
  method: 'POST',
  url: '/api/activity/commit_score',
  payload: { type, value },
});

const SCORE_CALLS: [string, string, Call[], number][] = [
  [
    'process_dast_score',
    'DAST answers',
    [
      {
        method: 'POST',
        url: '/api/activity/commit_selected_drugs',
        payload: { selection: '0', primary_drug: 0 },
      },
      {
        method: 'POST',
        url: '/api/activity/commit_dast_responses',
        payload: { dast_answers: [1, 0, 1, 1, 0, 0, 0, 0, 0] },
      },
    ],
    2, // DAST 5: Moderate
  ],
  ['process_quiz_score', 'quiz score', [score(2, 10)], 3],
  ['process_decision_making_score', 'decision-making score', [score(3, 32)], 2],
  ['process_behaviour_feedback', 'behavioural awareness score', [score(5, 20)], 2],
  ['process_behavioural_awareness', 'behavioural awareness score', [score(5, 16)], 0],
  ['process_confidence', 'confidence rating', [score(7, 5)], 1],
];

describe(`processing calls (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: TEST_ENV });
  });
  afterAll(async () => {
    await t.close();
  });

  async function contentNo(student: Student, call: Call): Promise<number> {
    const res = await send(t.app, student, call);
    expect(res.statusCode, res.body).toBe(200);
    return ProcessingResponseSchema.parse(res.json()).content_no;
  }

  it.each(SCORE_CALLS)(
    '%s answers 409 naming the %s before it is saved, then the content_no of its band',
    async (call, label, commits, expected) => {
      const student = await registerStudent(t.app);
      const early = await send(t.app, student, get(call));
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toMatchObject({ code: 'conflict' });
      expect(early.json().error.message).toContain(`no ${label} has been saved`);
      for (const commit of commits)
        expect((await send(t.app, student, commit)).statusCode).toBe(200);
      expect(await contentNo(student, get(call))).toBe(expected);
    },
  );

  it('process_dast_score gives the Non-User item once "no drugs" is saved, with no DAST asked', async () => {
    const student = await registerStudent(t.app);
    const none: Call = {
      method: 'POST',
      url: '/api/activity/commit_selected_drugs',
      payload: { selection: '', primary_drug: '' },
    };
    expect((await send(t.app, student, none)).statusCode).toBe(200);
    expect(await contentNo(student, get('process_dast_score'))).toBe(0);
  });

  it.each([
    [5, 1, 2],
    [2, 2, 1],
    [0, 4, 0],
  ])('process_posnegs gives %i positives and %i negatives the item %i', async (p, n, item) => {
    const student = await registerStudent(t.app);
    const call: Call = {
      method: 'POST',
      url: '/api/processing/process_posnegs',
      payload: { positives: p, negatives: n },
    };
    expect(await contentNo(student, call)).toBe(item);
  });

  it('process_confidence uses and saves the willingness sent, kept as first given', async () => {
    const student = await registerStudent(t.app);
    await send(t.app, student, score(7, 8));
    expect(await contentNo(student, get('process_confidence'))).toBe(2);
    expect(await contentNo(student, get('process_confidence', '?willingness=2'))).toBe(3);
    expect(await contentNo(student, get('process_confidence', '?willingness=9'))).toBe(2);
    // The saved willingness stays the first one: without a rating the saved 2 is used.
    expect(await contentNo(student, get('process_confidence'))).toBe(3);
    const stored = await eventsOf(t.database.handle.db, student.id);
    expect(stored.filter((e) => e.kind === 'willingness').map((e) => [e.value, e.applied])).toEqual(
      [
        [2, true],
        [9, false],
      ],
    );
  });

  it('process_confidence with a willingness but no confidence saved answers 409 and stores nothing', async () => {
    const student = await registerStudent(t.app);
    const res = await send(t.app, student, get('process_confidence', '?willingness=5'));
    expect(res.statusCode).toBe(409);
    expect(await storedFootprint(t.database.handle.db, student.id)).toMatchObject({ events: 0 });
  });

  it('ignores query keys the GET calls do not take', async () => {
    const student = await registerStudent(t.app);
    await send(t.app, student, score(2, 0));
    expect(await contentNo(student, get('process_quiz_score', '?score=10&x=1'))).toBe(0);
  });
});
