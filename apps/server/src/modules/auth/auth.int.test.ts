import { verifySolution } from 'altcha-lib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ErrorBodySchema,
  LoginUserResponseSchema,
  normaliseAccessCode,
  RegisterUserResponseSchema,
} from '@clearpath/core';
import { queryRows } from '../../db/client';
import { ensureTenant } from '../../db/seed';
import { createBatch } from '../tenants/repository';
import { deleteEndedSessions } from './repository';
import { REGISTRATION, registerTestUser, solvedCaptcha, TENANT_HEADERS } from '../../test/auth';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';

// The proof-of-work check, watched to count how often a registration runs it. Given to the
// app, not mocked: the server suites share their modules between files (vitest.config.ts,
// `isolate: false`), so a module mock takes only if no file before it loaded the app.
const checks = vi.fn(verifySolution);

const T0 = new Date('2026-11-22T02:00:00Z');

function login(t: TestApp, password: string, tenant = 'ucc') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login_user',
    headers: { 'x-tenant': tenant },
    payload: { password },
  });
}

describe(`registration and login (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let clock = T0;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REGISTRATION_MODE: 'test', CAPTCHA_MAX_NUMBER: '200', CAPTCHA_TTL_SECONDS: '600' },
      overrides: { now: () => clock, verifyCaptchaSolution: checks },
    });
    await ensureTenant(t.database.handle.db, { id: 'tcd', name: 'Trinity College Dublin' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs the same participant in with the code typed in lower case with spaces', async () => {
    const registered = await registerTestUser(t.app);
    expect(registered.user.password).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    const typed = ` ${registered.user.password.toLowerCase().replaceAll('-', ' ')} `;
    const res = await login(t, typed);
    expect(res.statusCode).toBe(200);
    const body = LoginUserResponseSchema.parse(res.json());
    expect(body.user).toEqual(registered.user);
    expect(body.token).not.toBe(registered.token);
    expect(body).toMatchObject({
      remember_me: 1,
      enable_ga: 0,
      batch_id: registered.batch_id,
      progress: 0,
    });
  });

  it('answers a registration with the cookie settings it stored, as login does', async () => {
    for (const settings of [
      { enable_ga: 1, remember_me: 0 },
      { enable_ga: 0, remember_me: 1 },
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register_test_user',
        headers: TENANT_HEADERS,
        payload: { ...REGISTRATION, ...settings },
      });
      expect(res.statusCode).toBe(200);
      const body = RegisterUserResponseSchema.parse(res.json());
      expect(body).toMatchObject({ status: true, ...settings });
      if (!body.status) continue;
      expect(
        LoginUserResponseSchema.parse((await login(t, body.user.password)).json()),
      ).toMatchObject(settings);
    }
  });

  it('reads O as 0 and I or L as 1 when a student types them', async () => {
    const registered = await registerTestUser(t.app);
    const bare = normaliseAccessCode(registered.user.password) ?? '';
    const lookalike = bare.replaceAll('0', 'o').replaceAll('1', 'l');
    expect((await login(t, lookalike)).statusCode).toBe(200);
  });

  it('answers a wrong code and a malformed code alike: 401 with the same message', async () => {
    const wrong = await login(t, 'ZZZZ-ZZZZ-ZZZZ');
    const malformed = await login(t, 'not a code at all');
    const empty = await login(t, '');
    for (const res of [wrong, malformed, empty]) {
      expect(res.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(res.json()).error).toEqual({
        code: 'unauthorized',
        message: 'That access code did not work. Check it and try again.',
      });
    }
  });

  it.each([
    ['a number', { password: 123456789012 }],
    ['no field', {}],
    ['an oversized string', { password: 'A'.repeat(65) }],
  ])('answers a body with %s with 400', async (_label, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login_user',
      headers: TENANT_HEADERS,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).error.code).toBe('bad_request');
  });

  it("refuses a code at another tenant's address", async () => {
    const registered = await registerTestUser(t.app);
    expect((await login(t, registered.user.password, 'tcd')).statusCode).toBe(401);
  });

  it('answers an unknown tenant with a JSON 404', async () => {
    const res = await login(t, 'ZZZZ-ZZZZ-ZZZZ', 'nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This university is not set up on Clearpath.');
  });

  it('places a registration in the requested open batch of the tenant, else the default', async () => {
    const { db } = t.database.handle;
    const spring = await createBatch(db, { tenantId: 'ucc', name: 'Spring', makeDefault: false });
    const defaultBatch = (await registerTestUser(t.app)).batch_id;
    expect((await registerTestUser(t.app, 'ucc', { batch_id: spring.id })).batch_id).toBe(
      spring.id,
    );
    expect((await registerTestUser(t.app, 'ucc', { batch_id: null })).batch_id).toBe(defaultBatch);
  });

  it('refuses a recruitment link of an unknown or closed batch by name, storing nobody', async () => {
    const { db } = t.database.handle;
    const spring = await createBatch(db, {
      tenantId: 'ucc',
      name: 'Spring, closed later',
      makeDefault: false,
    });
    const other = await createBatch(db, { tenantId: 'tcd', name: 'TCD pilot', makeDefault: false });
    const register = (batch_id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register_test_user',
        headers: TENANT_HEADERS,
        payload: { batch_id, domain: 'ucc.clearpath.ie', enable_ga: 0, remember_me: 0 },
      });
    const participants = async () =>
      (
        (await db.execute(sql`SELECT count(*)::int AS n FROM participants`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const before = await participants();
    for (const batch of [other.id, 'no-such-batch', 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff']) {
      const res = await register(batch);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('batch_unknown');
      expect(res.json().error.message).toMatch(/^This sign-up link is not right/);
    }
    await db.execute(sql`UPDATE batches SET open = false WHERE id = ${spring.id}`);
    const closed = await register(spring.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('batch_closed');
    expect(closed.json().error.message).toMatch(/has closed and takes no new sign-ups/);
    expect(await participants()).toBe(before);
  });

  it('registers through a solved ALTCHA challenge, once per challenge', async () => {
    const fields = await solvedCaptcha(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register_user',
      headers: TENANT_HEADERS,
      payload: { ...REGISTRATION, ...fields },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: true, user: { tenant_id: 'ucc' } });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register_user',
      headers: TENANT_HEADERS,
      payload: { ...REGISTRATION, ...fields },
    });
    expect(replay.json()).toEqual({
      status: false,
      reason: expect.stringMatching(/did not go through/),
    });
  });

  describe('a registration sent again with its Idempotency-Key (an answer lost on the way)', () => {
    const send = (fields: { key: string; captcha: string }, key?: string, extra = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register_user',
        headers: { ...TENANT_HEADERS, ...(key === undefined ? {} : { 'idempotency-key': key }) },
        payload: { ...REGISTRATION, ...fields, ...extra },
      });

    it('gets the first answer again: the same code and session, and no second participant', async () => {
      const fields = await solvedCaptcha(t.app);
      const first = RegisterUserResponseSchema.parse((await send(fields, 'reg-1')).json());
      const before = await participantCount(t);
      const again = RegisterUserResponseSchema.parse((await send(fields, 'reg-1')).json());
      expect(again).toEqual(first);
      expect(await participantCount(t)).toBe(before);
      if (!again.status) throw new Error('not registered');
      expect((await login(t, again.user.password)).statusCode).toBe(200);
      const token = again.token;
      const live = await t.app.inject({
        method: 'POST',
        url: '/api/activity/set_cookie_settings',
        headers: { ...TENANT_HEADERS, authorization: `Bearer ${token}` },
        payload: { enable_ga: 0, remember_me: 0 },
      });
      expect(live.json()).toEqual({ status: true });
    });

    it('answers 409 to the key sent again with other settings, and registers nobody', async () => {
      const fields = await solvedCaptcha(t.app);
      const first = RegisterUserResponseSchema.parse((await send(fields, 'reg-1')).json());
      expect(first.status).toBe(true);
      const before = await participantCount(t);
      for (const other of [
        { enable_ga: 1 - REGISTRATION.enable_ga },
        { remember_me: 1 - REGISTRATION.remember_me },
        { domain: 'other.example' },
      ]) {
        const again = await send(fields, 'reg-1', other);
        expect(again.statusCode).toBe(409);
        expect(again.json().error.message).toMatch(/other settings/);
      }
      // The same request for another university: its session would not work there.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register_user',
        headers: { ...TENANT_HEADERS, 'x-tenant': 'tcd', 'idempotency-key': 'reg-1' },
        payload: { ...REGISTRATION, ...fields },
      });
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().error.message).toMatch(/other settings/);
      expect(await participantCount(t)).toBe(before);
      // The very same request still gets its answer.
      expect(RegisterUserResponseSchema.parse((await send(fields, 'reg-1')).json())).toEqual(first);
    });

    it('keeps the code only sealed: neither it nor the key is in the challenge row', async () => {
      const fields = await solvedCaptcha(t.app);
      const first = RegisterUserResponseSchema.parse((await send(fields, 'reg-sealed')).json());
      if (!first.status) throw new Error('not registered');
      const rows = await queryRows<{ replay: string; replay_key_hash: string }>(
        t.database.handle.db,
        sql`SELECT replay, replay_key_hash FROM captcha_challenges WHERE id = ${fields.key}`,
      );
      const row = JSON.stringify(rows);
      expect(rows[0]?.replay).toMatch(/^[A-Za-z0-9+/]+=*$/);
      for (const secret of [first.user.password, first.token, 'reg-sealed']) {
        expect(row).not.toContain(secret);
      }
    });

    it('refuses it with another key, without a key, with another solution, or once the challenge expired', async () => {
      const fields = await solvedCaptcha(t.app);
      expect((await send(fields, 'reg-2')).json()).toMatchObject({ status: true });
      const other = await solvedCaptcha(t.app);
      const refused = [
        await send(fields, 'reg-3'),
        await send(fields),
        await send({ key: fields.key, captcha: other.captcha }, 'reg-2'),
      ];
      clock = new Date(T0.getTime() + 601_000);
      try {
        refused.push(await send(fields, 'reg-2'));
      } finally {
        clock = T0;
      }
      for (const res of refused) {
        expect(res.json()).toEqual({
          status: false,
          reason: expect.stringMatching(/did not go through/),
        });
      }
    });

    it('checks the proof of work once, for the first answer and for the answer given again', async () => {
      const fields = await solvedCaptcha(t.app);
      checks.mockClear();
      const first = (await send(fields, 'reg-once')).json();
      expect(checks).toHaveBeenCalledTimes(1);
      checks.mockClear();
      expect((await send(fields, 'reg-once')).json()).toEqual(first);
      expect(checks).toHaveBeenCalledTimes(1);
    });

    it('refuses a key that is not a key, with the API error', async () => {
      const fields = await solvedCaptcha(t.app);
      const res = await send(fields, 'not a key!');
      expect(res.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).error.code).toBe('bad_request');
    });
  });

  it('refuses an expired challenge and stores nothing', async () => {
    const fields = await solvedCaptcha(t.app);
    const before = await participantCount(t);
    clock = new Date(T0.getTime() + 601_000);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register_user',
        headers: TENANT_HEADERS,
        payload: { ...REGISTRATION, ...fields },
      });
      expect(res.json()).toMatchObject({ status: false });
    } finally {
      clock = T0;
    }
    expect(await participantCount(t)).toBe(before);
  });

  it('refuses a forged solution, a key from another challenge, and a missing challenge', async () => {
    const a = await solvedCaptcha(t.app);
    const b = await solvedCaptcha(t.app);
    const decoded = JSON.parse(Buffer.from(a.captcha, 'base64').toString()) as {
      solution: { counter: number };
    };
    decoded.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    for (const fields of [
      { key: a.key, captcha: forged },
      { key: b.key, captcha: a.captcha },
      { key: a.key, captcha: 'bm90IGpzb24=' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register_user',
        headers: TENANT_HEADERS,
        payload: { ...REGISTRATION, ...fields },
      });
      expect(res.json()).toMatchObject({ status: false });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register_user',
      headers: TENANT_HEADERS,
      payload: REGISTRATION,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a reCAPTCHA token at a tenant that has no reCAPTCHA secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register_user',
      headers: TENANT_HEADERS,
      payload: { ...REGISTRATION, recaptcha_token: 'abc' },
    });
    expect(res.json()).toEqual({
      status: false,
      reason: expect.stringMatching(/does not use reCAPTCHA/),
    });
  });
});

describe(`sessions (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let clock = T0;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REGISTRATION_MODE: 'test', SESSION_TTL_HOURS: '24' },
      overrides: { now: () => clock, verifyCaptchaSolution: checks },
    });
    await ensureTenant(t.database.handle.db, { id: 'tcd', name: 'Trinity College Dublin' });
  });
  afterAll(async () => {
    await t.close();
  });

  function setCookies(token: string, tenant = 'ucc') {
    return t.app.inject({
      method: 'POST',
      url: '/api/activity/set_cookie_settings',
      headers: { 'x-tenant': tenant, authorization: `Bearer ${token}` },
      payload: { enable_ga: 1, remember_me: 0 },
    });
  }

  it('stores cookie settings and returns them at the next login', async () => {
    const registered = await registerTestUser(t.app);
    expect((await setCookies(registered.token)).json()).toEqual({ status: true });
    expect((await login(t, registered.user.password)).json()).toMatchObject({
      enable_ga: 1,
      remember_me: 0,
    });
  });

  it('refuses the token after logout', async () => {
    const registered = await registerTestUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout_user',
      headers: { ...TENANT_HEADERS, authorization: `Bearer ${registered.token}` },
      payload: { password: registered.user.password },
    });
    expect(out.json()).toEqual({ status: true });
    const after = await setCookies(registered.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
  });

  it("ends every session of the student on logout, and no other student's", async () => {
    const registered = await registerTestUser(t.app);
    // A reload, and the same code on a second device, each open a session of their own.
    const reload = LoginUserResponseSchema.parse((await login(t, registered.user.password)).json());
    const phone = LoginUserResponseSchema.parse((await login(t, registered.user.password)).json());
    const other = await registerTestUser(t.app);
    // Each is used first, so this process holds it among its live sessions.
    for (const token of [registered.token, reload.token, phone.token]) {
      expect((await setCookies(token)).statusCode).toBe(200);
    }
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout_user',
      headers: { ...TENANT_HEADERS, authorization: `Bearer ${reload.token}` },
    });
    expect(out.json()).toEqual({ status: true });
    for (const token of [registered.token, reload.token, phone.token]) {
      expect((await setCookies(token)).statusCode).toBe(401);
    }
    expect((await setCookies(other.token)).statusCode).toBe(200);
    // The code still opens a new session.
    const again = LoginUserResponseSchema.parse((await login(t, registered.user.password)).json());
    expect((await setCookies(again.token)).statusCode).toBe(200);
  });

  it('sweeps sessions that ended before the given time, a batch at a time, and no live one', async () => {
    const { db } = t.database.handle;
    const [expired, revoked, recent, live] = await Promise.all(
      Array.from({ length: 4 }, () => registerTestUser(t.app)),
    );
    const set = (student: typeof live, changes: ReturnType<typeof sql>) =>
      db.execute(
        sql`UPDATE sessions SET ${changes} WHERE participant_id = ${student!.user.user_uuid}`,
      );
    await set(expired, sql`expires_at = '2000-01-01Z'`);
    await set(revoked, sql`revoked_at = '2000-01-01Z', expires_at = '2100-01-01Z'`);
    await set(recent, sql`revoked_at = '2060-01-01Z', expires_at = '2100-01-01Z'`);
    await set(live, sql`expires_at = '2100-01-01Z'`);
    const mine = sql`participant_id IN (${sql.join(
      [expired, revoked, recent, live].map((student) => sql`${student!.user.user_uuid}`),
      sql`, `,
    )})`;
    const left = async () =>
      (
        await queryRows<{ participant_id: string }>(
          db,
          sql`SELECT participant_id FROM sessions WHERE ${mine}`,
        )
      ).map((row) => row.participant_id);
    // Other tests' sessions may have ended too: the limit counts them, so sweep until none go.
    const before = new Date('2050-01-01Z');
    expect(await deleteEndedSessions(db, before, 1)).toBe(1);
    while ((await deleteEndedSessions(db, before, 1_000)) > 0);
    expect((await left()).sort()).toEqual([recent!.user.user_uuid, live!.user.user_uuid].sort());
    expect((await setCookies(live!.token)).statusCode).toBe(200);
  });

  it.each([
    ['no body at all', {}],
    ['Content-Length: 0', { 'content-length': '0' }],
    ['an empty JSON body', { 'content-type': 'application/json', 'content-length': '0' }],
  ])('ends the session on a logout with %s', async (_case, headers) => {
    const registered = await registerTestUser(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout_user',
      headers: { ...TENANT_HEADERS, authorization: `Bearer ${registered.token}`, ...headers },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: true });
    expect((await setCookies(registered.token)).statusCode).toBe(401);
  });

  it('answers a call that needs a body, sent an empty JSON one, by naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login_user',
      headers: { ...TENANT_HEADERS, 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; fields: Record<string, string[]> } }>();
    expect(error.code).toBe('bad_request');
    expect(Object.keys(error.fields)).toEqual(['body']);
  });

  it('describes the logout body as optional in the OpenAPI document, and other bodies as required', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post: { requestBody: { required: boolean; content: object } } }>;
    }>();
    const logout = doc.paths['/api/auth/logout_user']?.post.requestBody;
    expect(logout?.required).toBe(false);
    expect(logout?.content).toEqual({
      'application/json': {
        schema: {
          type: 'object',
          properties: { password: { type: 'string', maxLength: 64 } },
        },
      },
    });
    expect(doc.paths['/api/auth/login_user']?.post.requestBody.required).toBe(true);
  });

  it("refuses a token sent with another tenant's X-Tenant", async () => {
    const registered = await registerTestUser(t.app);
    expect((await setCookies(registered.token, 'tcd')).statusCode).toBe(401);
    expect((await setCookies(registered.token, 'ucc')).statusCode).toBe(200);
  });

  it('takes the Bearer scheme written in any case (RFC 9110 §11.1), and nothing but Bearer', async () => {
    const registered = await registerTestUser(t.app);
    const withAuthorization = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/activity/set_cookie_settings',
        headers: { ...TENANT_HEADERS, authorization },
        payload: { enable_ga: 1, remember_me: 0 },
      });
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      expect((await withAuthorization(`${scheme} ${registered.token}`)).statusCode).toBe(200);
    }
    for (const refused of [`Basic ${registered.token}`, `Bearer  ${registered.token}`]) {
      expect((await withAuthorization(refused)).statusCode).toBe(401);
    }
  });

  it('refuses a missing, unknown or expired token', async () => {
    const registered = await registerTestUser(t.app);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/activity/set_cookie_settings',
      headers: TENANT_HEADERS,
      payload: { enable_ga: 1, remember_me: 0 },
    });
    expect(none.statusCode).toBe(401);
    expect((await setCookies('A'.repeat(43))).statusCode).toBe(401);
    clock = new Date(T0.getTime() + 24 * 3_600_000 + 1);
    try {
      expect((await setCookies(registered.token)).statusCode).toBe(401);
    } finally {
      clock = T0;
    }
  });
});

describe(`brute force and secrecy (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTRATION_MODE: 'test' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs nobody in with 1,000 random wrong codes and trips the limit after 10 failures', async () => {
    const registered = await registerTestUser(t.app);
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    let seed = 42;
    const nextSymbol = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return alphabet[seed % 32];
    };
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const code = Array.from({ length: 12 }, nextSymbol).join('');
      if (normaliseAccessCode(code) === normaliseAccessCode(registered.user.password)) continue;
      statuses.push((await login(t, code)).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // Even the right code now needs a solved challenge (limits/limits.int.test.ts).
    const limited = await login(t, registered.user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().error.message).toMatch(
      /^Too many wrong codes were tried from this connection\. Please wait \d+ seconds and try again\.$/,
    );
  });

  it('keeps no access code or token in plain text in any table, and none in the log', async () => {
    const a = await registerTestUser(t.app);
    const b = await registerTestUser(t.app);
    const secrets = [a, b].flatMap((r) => [
      r.token,
      r.user.password,
      normaliseAccessCode(r.user.password) ?? '',
    ]);
    const tables = await queryRows<{ table_name: string }>(
      t.database.handle.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const names = tables.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['participants', 'sessions', 'captcha_challenges']),
    );
    for (const name of names) {
      const rows = await queryRows<{ json: string }>(
        t.database.handle.db,
        sql.raw(`SELECT row_to_json(t)::text AS json FROM "${name}" t`),
      );
      const dump = rows.map((row) => row.json).join('\n');
      for (const secret of secrets) expect(dump, `table ${name}`).not.toContain(secret);
    }
    for (const secret of secrets) expect(t.rawLogs()).not.toContain(secret);
  });
});

describe(`registration modes (${TEST_DATABASE_KIND})`, () => {
  it('has no register_test_user route outside test mode, and limits registrations per address', async () => {
    const t = await createTestApp({
      env: { REGISTRATIONS_PER_HOUR: '2', CAPTCHA_MAX_NUMBER: '100' },
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register_test_user',
        headers: TENANT_HEADERS,
        payload: REGISTRATION,
      });
      expect(res.statusCode).toBe(404);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const fields = await solvedCaptcha(t.app);
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/auth/register_user',
              headers: TENANT_HEADERS,
              payload: { ...REGISTRATION, ...fields },
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('uses the injected reCAPTCHA verifier with the tenant secret', async () => {
    const seen: string[] = [];
    const t = await createTestApp({
      overrides: {
        verifyRecaptcha: async (token, secret) => (
          seen.push(`${token}:${secret}`),
          token === 'good'
        ),
      },
    });
    try {
      await t.database.handle.db.execute(
        sql`UPDATE tenants SET recaptcha_secret = 'tenant-secret' WHERE id = 'ucc'`,
      );
      const post = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register_user',
          headers: TENANT_HEADERS,
          payload: { ...REGISTRATION, recaptcha_token: token },
        });
      expect((await post('good')).json()).toMatchObject({ status: true });
      expect((await post('bad')).json()).toMatchObject({ status: false });
      expect(seen).toEqual(['good:tenant-secret', 'bad:tenant-secret']);
    } finally {
      await t.close();
    }
  });
});

async function participantCount(t: TestApp): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.database.handle.db,
    sql`SELECT count(*)::int AS n FROM participants`,
  );
  return Number(rows[0]?.n);
}
