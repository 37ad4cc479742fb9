import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import {
  login,
  registerStudent,
  send,
  storedFootprint,
  TEST_ENV,
  type Call,
  type Student,
} from '../progress/test-support';

const history = (navigation: Record<string, Record<string, unknown>>, last: string): Call => ({
  method: 'POST',
  url: '/api/activity/commit_navigation_history',
  payload: { navigation_history: JSON.stringify(navigation), last_page: last },
});
const optional = (available: string[], completed: string[]): Call => ({
  method: 'POST',
  url: '/api/activity/commit_optional_history',
  payload: { history: {}, available, completed },
});
const done = { 'module-complete': true };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

describe(`completions the path allows (${TEST_DATABASE_KIND})`, () => {
  async function status(student: Student, call: Call) {
    return (await send(t.app, student, call)).statusCode;
  }

  async function typeTwoStudent(): Promise<Student> {
    const student = await registerStudent(t.app);
    const drugs: Call = {
      method: 'POST',
      url: '/api/activity/commit_selected_drugs',
      payload: { selection: '2', primary_drug: 2 },
    };
    const dast: Call = {
      method: 'POST',
      url: '/api/activity/commit_dast_responses',
      payload: { dast_answers: [1, 0, 1, 1, 0, 0, 0, 0, 0] },
    };
    expect(await status(student, drugs)).toBe(200);
    expect(await status(student, dast)).toBe(200);
    return student;
  }

  it('refuses My Profile completed without the screening, and stores nothing', async () => {
    const student = await registerStudent(t.app);
    const before = await storedFootprint(t.database.handle.db, student.id);
    const res = await send(t.app, student, history({ '1-0': {}, '1-15': done }, '1-15'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'bad_request', fields: { modules: ['1'] } },
    });
    expect(await storedFootprint(t.database.handle.db, student.id)).toEqual(before);
  });

  it('accepts a moderate-risk student’s own path and refuses modules that are not theirs', async () => {
    const student = await typeTwoStudent();
    const own = { '1-15': { ...done, 'continue-to': '2C-0' }, '2C-10': done };
    expect(await status(student, history(own, '2C-10'))).toBe(200);
    const notTheirs: Record<string, typeof done>[] = [
      { '5A-3': done },
      { Review: done, '3-7': done },
    ];
    for (const module of notTheirs) {
      expect(await status(student, history({ ...own, ...module }, '5A-3'))).toBe(400);
    }
    expect(await status(student, history({ ...own, '5-6': done }, '5-6'))).toBe(200);
    const restored = (await login(t.app, student)).json<{ navigation_history: object }>();
    expect(Object.keys(restored.navigation_history).sort()).toEqual(['1-15', '2C-10', '5-6']);
  });

  it('refuses optional modules never unlocked or not for the user type', async () => {
    const student = await typeTwoStudent();
    expect(await status(student, optional([], ['3', '4']))).toBe(400);
    expect(await status(student, optional(['3', '4'], []))).toBe(200);
    expect(await status(student, optional(['3'], ['4']))).toBe(200);
    expect(await status(student, history({ '1-15': done, '4-9': done }, '4-9'))).toBe(200);
  });

  it('refuses a completion on a page the content does not have, and stores nothing', async () => {
    const student = await typeTwoStudent();
    const before = await storedFootprint(t.database.handle.db, student.id);
    for (const page of ['1-40', '1-15A', 'dashboard']) {
      const res = await send(t.app, student, history({ '1-0': {}, [page]: done }, '1-0'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: { code: 'bad_request', fields: { pages: [page] } },
      });
    }
    expect(await storedFootprint(t.database.handle.db, student.id)).toEqual(before);
    expect(await status(student, history({ '1-0': {}, '1-15': done }, '1-15'))).toBe(200);
  });
});
