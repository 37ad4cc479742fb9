import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginUserResponseSchema } from '@clearpath/core';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import { eventsOf, login, registerStudent, send, TEST_ENV } from '../progress/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: TEST_ENV });
});
afterAll(async () => {
  await t.close();
});

const goals = (value: unknown) => ({
  method: 'POST' as const,
  url: '/api/activity/commit_activity',
  payload: { type: 2, value },
});

describe(`personal goals (${TEST_DATABASE_KIND})`, () => {
  it.each<[string, unknown]>([
    ['a list', ['Sleep more', '', [], '  ', 'Call my sister on Sundays']],
    ['a JSON string', JSON.stringify(['', 'Sleep more', ['x'], 'Call my sister on Sundays'])],
  ])('accepts %s with empty and list entries, storing it without them', async (_, value) => {
    const student = await registerStudent(t.app);
    const res = await send(t.app, student, goals(value));
    expect(res.statusCode, res.body).toBe(200);
    const restored = LoginUserResponseSchema.parse((await login(t.app, student)).json());
    expect(restored.profile?.personalGoals).toEqual(['Sleep more', 'Call my sister on Sundays']);
    const stored = await eventsOf(t.database.handle.db, student.id);
    expect(JSON.stringify(stored)).not.toContain('""');
  });

  it('refuses a list with nothing but empty entries, storing nothing', async () => {
    const student = await registerStudent(t.app);
    const res = await send(t.app, student, goals(['', []]));
    expect(res.statusCode).toBe(400);
    expect(await eventsOf(t.database.handle.db, student.id)).toHaveLength(0);
  });
});
