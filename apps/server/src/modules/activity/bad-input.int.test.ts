import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTenant } from '../../db/seed';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import {
  registerStudent,
  send,
  storedFootprint,
  TEST_ENV,
  VALID_CALLS,
  type Call,
  type Student,
} from '../progress/test-support';

const BIG = 'x'.repeat(300 * 1024);

/** Bad bodies (or query strings) per call, each named by the kind of mistake. */
const BAD_INPUT: [string, string, Call['payload'] | string][] = [
  ['commit_activity', 'missing body fields', {}],
  ['commit_activity', 'missing value', { type: 0 }],
  ['commit_activity', 'type as text', { type: '0', value: [{ data_id: 'a' }] }],
  ['commit_activity', 'unknown type 1', { type: 1, value: [{ data_id: 'a' }] }],
  ['commit_activity', 'unknown type 13', { type: 13, value: 'x' }],
  ['commit_activity', 'value of the wrong shape', { type: 0, value: 'just text' }],
  ['commit_activity', 'SMART goal as a list', { type: 4, value: [] }],
  ['commit_activity', 'empty positives', { type: 0, value: [] }],
  [
    'commit_activity',
    'the same option twice',
    { type: 5, value: [{ data_id: 'a' }, { data_id: 'a' }] },
  ],
  ['commit_activity', 'injunctive norm out of range', { type: 6, value: [9] }],
  [
    'commit_activity',
    'value rating out of range',
    { type: 17, value: [{ data_id: 'a', score: 11 }] },
  ],
  ['commit_activity', 'broken JSON string', { type: 0, value: '[{"data_id":' }],
  ['commit_activity', 'oversized text', { type: 16, value: 'x'.repeat(1001) }],
  [
    'commit_activity',
    'oversized JSON string',
    { type: 2, value: JSON.stringify(['x'.repeat(60_000)]) },
  ],
  ['commit_score', 'missing value', { type: 2 }],
  ['commit_score', 'unknown type 1', { type: 1, value: 3 }],
  ['commit_score', 'unknown type 10', { type: 10, value: 3 }],
  ['commit_score', 'score above range', { type: 2, value: 11 }],
  ['commit_score', 'negative score', { type: 3, value: -1 }],
  ['commit_score', 'fractional score', { type: 5, value: 2.5 }],
  ['commit_score', 'score as words', { type: 7, value: 'high' }],
  ['commit_score', 'two relationship scores', { type: 6, value: [1, 2] }],
  ['commit_score', 'norm guess out of range', { type: 9, value: [101, 3] }],
  ['commit_dast_responses', 'missing answers', {}],
  ['commit_dast_responses', 'two answers', { dast_answers: [1, 0] }],
  ['commit_dast_responses', 'ten answers', { dast_answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }],
  ['commit_dast_responses', 'an answer of 2', { dast_answers: [2, 0, 0, 0, 0, 0, 0, 0, 0] }],
  ['commit_dast_responses', 'text that is not JSON', { dast_answers: 'yes' }],
  ['commit_user_type', 'missing user type', {}],
  ['commit_user_type', 'user type 0', { user_type: 0 }],
  ['commit_user_type', 'user type 4', { user_type: 4 }],
  ['commit_user_type', 'user type as text', { user_type: 'one' }],
  ['commit_selected_drugs', 'missing selection', {}],
  ['commit_selected_drugs', 'drug 8', { selection: '8', primary_drug: 8 }],
  ['commit_selected_drugs', 'a drug twice', { selection: '0,0', primary_drug: 0 }],
  ['commit_selected_drugs', 'primary drug not selected', { selection: '0,1', primary_drug: 2 }],
  ['commit_selected_drugs', 'primary drug without selection', { selection: '', primary_drug: 1 }],
  ['commit_selected_drugs', 'selection as a number', { selection: 5 }],
  [
    'commit_selected_drugs',
    'oversized selection',
    { selection: '0,1,2,3,4,5,6,7,0', primary_drug: 0 },
  ],
  ['commit_navigation_history', 'missing fields', {}],
  [
    'commit_navigation_history',
    'unknown last page',
    { navigation_history: '{}', last_page: 'nowhere' },
  ],
  [
    'commit_navigation_history',
    'unknown page id',
    { navigation_history: { x: {} }, last_page: '1-0' },
  ],
  [
    'commit_navigation_history',
    'oversized history',
    { navigation_history: 'x'.repeat(200_001), last_page: '1-0' },
  ],
  ['commit_optional_history', 'missing fields', {}],
  ['commit_optional_history', 'unknown module', { history: {}, completed: ['X'], available: [] }],
  [
    'commit_optional_history',
    'module both completed and available',
    { history: {}, completed: ['3'], available: ['3'] },
  ],
  [
    'commit_optional_history',
    'step out of range',
    { history: { '3': 1000 }, completed: [], available: [] },
  ],
  [
    'commit_optional_history',
    "step past the module's pages",
    { history: { '4': 10 }, completed: [], available: ['4'] },
  ],
  ['process_posnegs', 'missing counts', {}],
  ['process_posnegs', 'negative count', { positives: -1, negatives: 0 }],
  ['process_posnegs', 'count above 100', { positives: 101, negatives: 0 }],
  ['process_posnegs', 'count as text', { positives: 'three', negatives: 1 }],
  ['process_confidence', 'willingness 11', '?willingness=11'],
  ['process_confidence', 'negative willingness', '?willingness=-1'],
  ['process_confidence', 'willingness as words', '?willingness=high'],
  ['process_confidence', 'fractional willingness', '?willingness=5.5'],
];

const POST_CALLS = Object.entries(VALID_CALLS).filter(([, call]) => call.method === 'POST');

function withInput(name: string, input: Call['payload'] | string): Call {
  const call = VALID_CALLS[name];
  if (!call) throw new Error(`unknown call ${name}`);
  if (typeof input === 'string' && call.method === 'GET') {
    return { method: 'GET', url: `${call.url.split('?')[0]}${input}` };
  }
  return { ...call, payload: input };
}

describe(`bad input to the activity and processing calls (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let student: Student;
  let revoked: Student;
  beforeAll(async () => {
    t = await createTestApp({ env: TEST_ENV });
    await ensureTenant(t.database.handle.db, { id: 'tcd', name: 'Trinity College Dublin' });
    student = await registerStudent(t.app);
    revoked = await registerStudent(t.app);
    await send(t.app, revoked, { method: 'POST', url: '/api/auth/logout_user', payload: {} });
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectRejected(call: Call, status: number, headers: Record<string, string> = {}) {
    const before = await storedFootprint(t.database.handle.db, student.id);
    const res = await send(t.app, student, call, headers);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toHaveProperty('error.code');
    expect(await storedFootprint(t.database.handle.db, student.id)).toEqual(before);
    return res;
  }

  it.each(BAD_INPUT)('%s: answers 400 to %s and stores nothing', async (name, _kind, input) => {
    const res = await expectRejected(withInput(name, input), 400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it.each(POST_CALLS)('%s: answers 413 to a body over the size limit', async (_name, call) => {
    await expectRejected({ ...call, payload: { value: BIG } }, 413);
  });

  it.each(POST_CALLS)('%s: answers 400 to a body that is not JSON', async (_name, call) => {
    await expectRejected({ ...call, payload: '{"type":' }, 400, {
      'content-type': 'application/json',
    });
  });

  describe.each(Object.entries(VALID_CALLS))('%s', (_name, call) => {
    it('answers 401 without a token', async () => {
      await expectRejected(call, 401, { authorization: '' });
    });

    it('answers 401 to a malformed token', async () => {
      await expectRejected(call, 401, { authorization: 'Bearer not-a-real-token-at-all' });
    });

    it('answers 401 to a revoked token', async () => {
      await expectRejected(call, 401, { authorization: `Bearer ${revoked.token}` });
    });

    it("answers 401 to a token used with another university's X-Tenant", async () => {
      await expectRejected(call, 401, { 'x-tenant': 'tcd' });
    });

    it('answers 404 to an unknown university', async () => {
      await expectRejected(call, 404, { 'x-tenant': 'nowhere' });
    });
  });
});
