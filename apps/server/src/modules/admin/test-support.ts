import { generate } from 'otplib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  EMPTY_PROFILE,
  MODULE_COMPLETE_ANSWER,
  type Profile,
  type StaffRole,
} from '@clearpath/core';
import type { Database } from '../../db/client';
import { ensureTenant } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/harness';
import { createStaffAccount } from './accounts';

/** A test clock the admin tests move forward (TOTP codes are per 30-second step). */
export function testClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;

export interface SignedIn {
  email: string;
  cookie: string;
  csrf: string;
  secret: string;
  password: string;
  recoveryCodes: string[];
}

export const STAFF_PASSWORD = 'correct horse battery staple';

export function totpAt(secret: string, clock: TestClock): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
}

/** Creates an account, opens its link, enrols the authenticator and signs in. */
export async function signUpStaff(
  app: FastifyInstance,
  db: Database,
  clock: TestClock,
  input: { email: string; role: StaffRole; tenantId: string },
): Promise<SignedIn> {
  const { setupUrl } = await createStaffAccount(
    db,
    input,
    {
      now: clock.now,
      randomBytes: (size) => crypto.getRandomValues(new Uint8Array(size)),
      publicUrl: 'https://tool.clearpath.ie',
    },
    { id: null, email: 'test' },
  );
  const token = setupUrl.split('#token=')[1] ?? '';
  const start = await app.inject({
    method: 'POST',
    url: '/api/admin/setup/start',
    payload: { token },
  });
  if (start.statusCode !== 200) throw new Error(`setup/start: ${start.statusCode} ${start.body}`);
  const { totp_secret: secret } = start.json<{ totp_secret: string }>();
  const finish = await app.inject({
    method: 'POST',
    url: '/api/admin/setup/finish',
    payload: { token, password: STAFF_PASSWORD, code: await totpAt(secret, clock) },
  });
  if (finish.statusCode !== 200)
    throw new Error(`setup/finish: ${finish.statusCode} ${finish.body}`);
  clock.advance(30);
  const signedIn = await signIn(app, input.email, STAFF_PASSWORD, await totpAt(secret, clock));
  if (signedIn.statusCode !== 200)
    throw new Error(`login: ${signedIn.statusCode} ${signedIn.body}`);
  return {
    email: input.email,
    ...sessionOf(signedIn),
    secret,
    password: STAFF_PASSWORD,
    recoveryCodes: finish.json<{ recovery_codes: string[] }>().recovery_codes,
  };
}

export function signIn(app: FastifyInstance, email: string, password: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password, code },
  });
}

export function sessionOf(response: LightMyRequestResponse): { cookie: string; csrf: string } {
  const header = String(response.headers['set-cookie'] ?? '');
  return {
    cookie: header.split(';')[0] ?? '',
    csrf: response.json<{ csrf_token: string }>().csrf_token,
  };
}

/** A request as the signed-in staff member, with the CSRF header on changes. */
export function asStaff(app: FastifyInstance, who: { cookie: string; csrf: string }) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie: who.cookie, ...(method === 'GET' ? {} : { 'x-csrf-token': who.csrf }) },
      ...(payload ? { payload } : {}),
    });
}

export interface SeedParticipant {
  batchId: string;
  createdAt: string;
  isTest?: boolean;
  profile?: Partial<Profile>;
  selectedDrugs?: number[] | null;
  pages?: string[];
  /** Pages of `pages` whose answers mark their module complete (as the web app writes it). */
  completedPages?: string[];
  lastPage?: string | null;
  completed?: string[];
  available?: string[];
  /** Navigation events: [page, minutes after registration]. */
  navigation?: [string, number][];
}

let seeded = 0;

/** Inserts participants with known answers straight into the store (no HTTP: fast). */
export async function seedParticipants(
  db: Database,
  tenantId: string,
  people: SeedParticipant[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const person of people) {
    seeded += 1;
    const created = new Date(person.createdAt);
    // Fixed ids: the record keys of cell-key noise, and so the figures, are the same every run.
    const id = `00000000-0000-4000-8000-${seeded.toString().padStart(12, '0')}`;
    await db.execute(
      sql`INSERT INTO participants (id, tenant_id, batch_id, code_hash, is_test, created_at)
          VALUES (${id}::uuid, ${tenantId}, ${person.batchId}::uuid, ${`seed-code-hash-${seeded}`},
                  ${person.isTest ?? false}, ${created.toISOString()}::timestamptz)`,
    );
    ids.push(id);
    const history = Object.fromEntries(
      (person.pages ?? []).map((page) => [
        page,
        person.completedPages?.includes(page) ? { [MODULE_COMPLETE_ANSWER]: true } : {},
      ]),
    );
    await db.execute(
      sql`INSERT INTO participant_state (participant_id, profile, selected_drugs, navigation_history, last_page, optional_history, updated_at)
          VALUES (${id}::uuid, ${JSON.stringify({ ...EMPTY_PROFILE, ...person.profile })}::jsonb,
                  ${person.selectedDrugs === undefined || person.selectedDrugs === null ? null : JSON.stringify(person.selectedDrugs)}::jsonb,
                  ${JSON.stringify(history)}::jsonb, ${person.lastPage ?? null},
                  ${JSON.stringify({ available: person.available ?? [], completed: person.completed ?? [], history: {} })}::jsonb,
                  ${created.toISOString()}::timestamptz)`,
    );
    for (const [page, minutes] of person.navigation ?? []) {
      await db.execute(
        sql`INSERT INTO events (participant_id, tenant_id, kind, value, applied, created_at)
            VALUES (${id}::uuid, ${tenantId}, 'navigation_history',
                    ${JSON.stringify({ navigation_history: {}, last_page: page })}::jsonb, true,
                    ${new Date(created.getTime() + minutes * 60_000).toISOString()}::timestamptz)`,
      );
    }
  }
  return ids;
}

/** A staff member the admin tests sign up: their key in the answer, e-mail, role and tenant. */
export type StaffToSignUp = readonly [
  key: string,
  email: string,
  role: StaffRole,
  tenantId: string,
];

/**
 * The admin tests' app: the test clock, the public URL the set-up links use, 8-hour staff
 * sessions, Trinity College Dublin beside UCC, and `people` signed up in order.
 */
export async function createAdminTestApp(
  clock: TestClock,
  people: readonly StaffToSignUp[],
  env: Record<string, string> = {},
): Promise<{ t: TestApp; staff: Record<string, SignedIn> }> {
  const t = await createTestApp({
    env,
    overrides: {
      now: clock.now,
      admin: { publicUrl: 'https://tool.clearpath.ie', sessionHours: 8 },
    },
  });
  const { db } = t.database.handle;
  await ensureTenant(db, { id: 'tcd', name: 'Trinity College Dublin' });
  const staff: Record<string, SignedIn> = {};
  for (const [key, email, role, tenantId] of people) {
    staff[key] = await signUpStaff(t.app, db, clock, { email, role, tenantId });
  }
  return { t, staff };
}
