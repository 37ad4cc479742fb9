import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, participantState } from '../../db/schema';

/** Helpers for the activity, processing and progress integration tests. */

export const TEST_ENV = {
  REGISTRATION_MODE: 'test',
  REGISTRATIONS_PER_HOUR: '100000',
  LOG_LEVEL: 'warn',
} as const;

export interface Student {
  token: string;
  code: string;
  id: string;
}

export async function registerStudent(app: FastifyInstance, tenant = 'ucc'): Promise<Student> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register_test_user',
    headers: { 'x-tenant': tenant },
    payload: { domain: `${tenant}.clearpath.ie`, enable_ga: 0, remember_me: 1 },
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; user: { password: string; user_uuid: string } }>();
  return { token: body.token, code: body.user.password, id: body.user.user_uuid };
}

function headersFor(student: Student, extra: Record<string, string> = {}) {
  return { 'x-tenant': 'ucc', authorization: `Bearer ${student.token}`, ...extra };
}

/** One API call as a test sends it. */
export interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
}

export function send(
  app: FastifyInstance,
  student: Student,
  call: Call,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = {
    method: call.method,
    url: call.url,
    headers: headersFor(student, headers),
  };
  if (call.payload !== undefined) options.payload = call.payload as InjectOptions['payload'];
  return app.inject(options);
}

export async function login(app: FastifyInstance, student: Student, tenant = 'ucc') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login_user',
    headers: { 'x-tenant': tenant },
    payload: { password: student.code },
  });
}

/** The stored footprint of a participant: events and the state row's version and contents. */
export async function storedFootprint(db: Database, participantId: string) {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(events)
    .where(eq(events.participantId, participantId));
  const [state] = await db
    .select()
    .from(participantState)
    .where(eq(participantState.participantId, participantId));
  return {
    events: counted?.total ?? 0,
    version: state?.version ?? null,
    state: state ? JSON.stringify([state.profile, state.selectedDrugs, state.lastPage]) : null,
  };
}

export async function eventsOf(db: Database, participantId: string) {
  return db.select().from(events).where(eq(events.participantId, participantId)).orderBy(events.id);
}

const SELECTION = [{ data_id: 'opt-1' }, { data_id: 'other', other: 'My own words' }];

/** A full set of answers: one valid commit of every kind, in the order the tool sends them. */
export const FULL_ANSWERS: Call[] = [
  {
    method: 'POST',
    url: '/api/activity/commit_selected_drugs',
    payload: { selection: '0,2', primary_drug: 2 },
  },
  {
    method: 'POST',
    url: '/api/activity/commit_dast_responses',
    payload: { dast_answers: '[1,0,1,0,0,0,0,0,0]' },
  },
  { method: 'POST', url: '/api/activity/commit_user_type', payload: { user_type: 3 } },
  ...(
    [
      [0, JSON.stringify(SELECTION)],
      [2, ['Sleep more', 'Run twice a week']],
      [3, [{ data_id: 'hangover' }]],
      [
        4,
        {
          specific: 'Cut down',
          measurable: 'Two nights',
          achievable: 'Yes',
          relevant: 'Exams',
          time_bound: 'May',
        },
      ],
      [5, SELECTION],
      [6, [0, 4, 7]],
      [7, [{ data_id: 'stress' }]],
      [9, [{ data_id: 'health' }]],
      [10, [{ data_id: 'social' }]],
      [11, [{ data_id: 'sleep' }]],
      [12, { list: 'helps', items: [{ data_id: 'gp' }] }],
      [12, { list: 'hr_practices', items: [{ data_id: 'water' }] }],
      [15, [{ data_id: 'listening' }]],
      [16, 'My flatmates'],
      [17, [{ data_id: 'health', score: 9 }]],
    ] as const
  ).map(([type, value]) => ({
    method: 'POST' as const,
    url: '/api/activity/commit_activity',
    payload: { type, value },
  })),
  ...(
    [
      [2, 8],
      [3, '33'],
      [4, 40],
      [5, 17],
      [6, [5, 6, 2]],
      [7, 6],
      [8, 0],
      [9, [40, 30]],
    ] as const
  ).map(([type, value]) => ({
    method: 'POST' as const,
    url: '/api/activity/commit_score',
    payload: { type, value },
  })),
  {
    method: 'POST',
    url: '/api/activity/commit_navigation_history',
    payload: {
      navigation_history: JSON.stringify({
        '1-0': {},
        '1-3': { q1: 'yes', q2: [1, 2] },
        '2C-0': {},
      }),
      last_page: '2C-0',
    },
  },
  {
    method: 'POST',
    url: '/api/activity/commit_optional_history',
    payload: { history: { '4': 3 }, completed: [], available: ['4', '4A'] },
  },
  { method: 'GET', url: '/api/processing/process_confidence?willingness=8' },
];

/** What logging in returns after FULL_ANSWERS. */
export const FULL_RESTORE = {
  profile: {
    positivesList: SELECTION,
    negativesList: [{ data_id: 'hangover' }],
    dast_score: 4,
    dastList: [1, 0, 1, 0, 0, 0, 0, 0, 0],
    quiz_score: 8,
    user_type: 2,
    primary_drug: 2,
    personalGoals: ['Sleep more', 'Run twice a week'],
    injunctiveNorms: [0, 4, 7],
    descriptiveNorms: [40, 30],
    relationship_scores: [5, 6, 2],
    behavioural_score: 17,
    willingness_score: 8,
    confidence_score: 6,
    life_values_score: 40,
    decision_making_score: 33,
    smart: {
      specific: 'Cut down',
      measurable: 'Two nights',
      achievable: 'Yes',
      relevant: 'Exams',
      time_bound: 'May',
    },
    influences: SELECTION,
    needs: [{ data_id: 'sleep' }],
    skills: [{ data_id: 'listening' }],
    hooks: [{ data_id: 'stress' }],
    helps: [{ data_id: 'gp' }],
    values: [{ data_id: 'health' }],
    values_scores: [{ data_id: 'health', score: 9 }],
    reasons_for_use: [{ data_id: 'social' }],
    hr_practices: [{ data_id: 'water' }],
    hr_commitment: 0,
    other_influences: 'My flatmates',
  },
  selected_drugs: [0, 2],
  navigation_history: { '1-0': {}, '1-3': { q1: 'yes', q2: [1, 2] }, '2C-0': {} },
  last_page: '2C-0',
  optional_history: { history: { '4': 3 }, completed: [], available: ['4', '4A'] },
  // User type 2 (DAST 4; the later commit_user_type 3 is kept out) has the spine 1, 2C, 5 and
  // Review: module 1 is behind the student on page 2C-0.
  progress: 25,
};

/** Every activity and processing call with one valid request, keyed by path. */
export const VALID_CALLS: Record<string, Call> = {
  commit_activity: {
    method: 'POST',
    url: '/api/activity/commit_activity',
    payload: { type: 16, value: 'Friends' },
  },
  commit_score: {
    method: 'POST',
    url: '/api/activity/commit_score',
    payload: { type: 2, value: 4 },
  },
  commit_dast_responses: {
    method: 'POST',
    url: '/api/activity/commit_dast_responses',
    payload: { dast_answers: [0, 1, 0, 0, 0, 0, 0, 0, 0] },
  },
  commit_user_type: {
    method: 'POST',
    url: '/api/activity/commit_user_type',
    payload: { user_type: 2 },
  },
  commit_selected_drugs: {
    method: 'POST',
    url: '/api/activity/commit_selected_drugs',
    payload: { selection: '1,4', primary_drug: '4' },
  },
  commit_navigation_history: {
    method: 'POST',
    url: '/api/activity/commit_navigation_history',
    payload: { navigation_history: { '1-0': {}, '1-1': { a: 'b' } }, last_page: '1-1' },
  },
  commit_optional_history: {
    method: 'POST',
    url: '/api/activity/commit_optional_history',
    payload: { history: { '3': 2 }, completed: [], available: ['3'] },
  },
  process_dast_score: { method: 'GET', url: '/api/processing/process_dast_score' },
  process_quiz_score: { method: 'GET', url: '/api/processing/process_quiz_score' },
  process_decision_making_score: {
    method: 'GET',
    url: '/api/processing/process_decision_making_score',
  },
  process_behaviour_feedback: { method: 'GET', url: '/api/processing/process_behaviour_feedback' },
  process_behavioural_awareness: {
    method: 'GET',
    url: '/api/processing/process_behavioural_awareness',
  },
  process_posnegs: {
    method: 'POST',
    url: '/api/processing/process_posnegs',
    payload: { positives: 3, negatives: 1 },
  },
  process_confidence: { method: 'GET', url: '/api/processing/process_confidence?willingness=5' },
};
