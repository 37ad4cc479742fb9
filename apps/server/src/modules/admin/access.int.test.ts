import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorBodySchema } from '@clearpath/core';
import { TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import { runCommand } from '../../cli-commands';
import {
  asStaff,
  createAdminTestApp,
  sessionOf,
  signIn,
  STAFF_PASSWORD,
  testClock,
  totpAt,
  type SignedIn,
} from './test-support';

const clock = testClock('2026-03-02T09:00:00.000Z');
let t: TestApp;
let staff: Record<string, SignedIn>;

const SETTINGS = {
  name: 'University College Cork',
  short_name: 'UCC',
  website: 'https://www.ucc.ie',
  support_services: [
    {
      name: 'UCC Student Health',
      description: 'Doctors and nurses for students, in confidence.',
      phone: '+353214902311',
      hours: 'Monday to Friday, 9am to 5pm',
      kind: 'university',
    },
  ],
  external_links: [{ label: 'UCC Student Health', url: 'https://www.ucc.ie/en/studenthealth/' }],
  suppression_threshold: 5,
};

beforeAll(async () => {
  ({ t, staff } = await createAdminTestApp(
    clock,
    [
      ['researcher', 'researcher@ucc.ie', 'researcher', 'ucc'],
      ['admin', 'admin@ucc.ie', 'tenant-admin', 'ucc'],
      ['owner', 'owner@clearpath.ie', 'owner', 'ucc'],
      ['tcdAdmin', 'admin@tcd.ie', 'tenant-admin', 'tcd'],
    ],
    { TRUST_PROXY: 'true', REGISTRATION_MODE: 'test' },
  ));
}, 120_000);

/** Signs in again at the next TOTP step (a code is accepted once). */
async function signInNow(who: SignedIn) {
  clock.advance(30);
  return signIn(t.app, who.email, STAFF_PASSWORD, await totpAt(who.secret, clock));
}

afterAll(async () => {
  await t.close();
});

describe(`staff sign-in (${TEST_DATABASE_KIND})`, () => {
  it('prints a one-time set-password link from the CLI', async () => {
    const lines: string[] = [];
    const io = {
      print: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
      readLine: () => Promise.resolve(null),
    };
    const admin = { publicUrl: 'https://tool.clearpath.ie', sessionHours: 8 };
    const addAdmin = (email: string, tenant: string, role: string) =>
      runCommand(
        t.database.handle.db,
        ['add-admin', email, '--tenant', tenant, '--role', role],
        io,
        admin,
        { codePepper: 'unused by add-admin', now: () => new Date() },
      );
    expect(await addAdmin('new@ucc.ie', 'ucc', 'researcher')).toBe(0);
    expect(lines.join('\n')).toMatch(
      /https:\/\/tool\.clearpath\.ie\/administration\/setup#token=[A-Za-z0-9_-]{43}/,
    );
    expect(await addAdmin('new@ucc.ie', 'ucc', 'researcher')).toBe(1);
    expect(lines.at(-1)).toBe('This e-mail already has an account.');
    expect(await addAdmin('x@ucc.ie', 'ucc', 'boss')).toBe(1);
    expect(lines.at(-1)).toMatch(/^add-admin needs an e-mail, --tenant <id> and --role/);
    expect(await addAdmin('x@ucc.ie', 'nowhere', 'owner')).toBe(1);
    expect(lines.at(-1)).toBe("There is no university 'nowhere'.");
  });

  it('stores an argon2id hash, a sealed TOTP secret and hashed recovery codes only', async () => {
    const { rows } = (await t.database.handle.db.execute(
      sql`SELECT password_hash, totp_secret FROM staff WHERE email = 'admin@ucc.ie'`,
    )) as unknown as { rows: { password_hash: string; totp_secret: string }[] };
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.totp_secret).not.toContain(staff.admin?.secret ?? '?');
    const codes = (await t.database.handle.db.execute(
      sql`SELECT code_hash FROM staff_recovery_codes`,
    )) as unknown as { rows: { code_hash: string }[] };
    const stored = codes.rows.map((row) => row.code_hash).join(' ');
    for (const code of staff.admin?.recoveryCodes ?? [])
      expect(stored).not.toContain(code.replace('-', ''));
  });

  it('sets an httpOnly, SameSite=Strict cookie; Secure with the __Host- prefix over https', async () => {
    const plain = await signInNow(staff.admin as SignedIn);
    expect(plain.headers['set-cookie']).toMatch(
      /^clearpath_admin=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800$/,
    );
    expect(plain.headers['cache-control']).toBe('no-store');
    clock.advance(30);
    const secure = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: {
        email: 'admin@ucc.ie',
        password: STAFF_PASSWORD,
        code: await totpAt(staff.admin?.secret ?? '', clock),
      },
    });
    expect(secure.headers['set-cookie']).toMatch(
      /^__Host-clearpath_admin=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800; Secure$/,
    );
  });

  it('refuses a replayed TOTP code, and takes a recovery code once', async () => {
    clock.advance(30);
    const code = await totpAt(staff.researcher?.secret ?? '', clock);
    expect((await signIn(t.app, 'researcher@ucc.ie', STAFF_PASSWORD, code)).statusCode).toBe(200);
    expect((await signIn(t.app, 'researcher@ucc.ie', STAFF_PASSWORD, code)).statusCode).toBe(401);
    const recovery = staff.researcher?.recoveryCodes[0] ?? '';
    expect(
      (await signIn(t.app, 'researcher@ucc.ie', STAFF_PASSWORD, recovery.toUpperCase())).statusCode,
    ).toBe(200);
    expect((await signIn(t.app, 'researcher@ucc.ie', STAFF_PASSWORD, recovery)).statusCode).toBe(
      401,
    );
  });

  it('answers alike for an unknown e-mail, a wrong password and a wrong code, then throttles', async () => {
    clock.advance(30);
    const code = await totpAt(staff.owner?.secret ?? '', clock);
    const answers = [
      await signIn(t.app, 'nobody@ucc.ie', STAFF_PASSWORD, code),
      await signIn(t.app, 'owner@clearpath.ie', 'wrong password here', code),
      await signIn(t.app, 'owner@clearpath.ie', STAFF_PASSWORD, '000000'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: {
          code: 'invalid_credentials',
          message: 'That e-mail, password or code is not right. Please check them and try again.',
        },
      });
    }
    // Three more failures reach the account's five; then even the right code waits.
    for (let i = 0; i < 3; i += 1)
      await signIn(t.app, 'owner@clearpath.ie', 'wrong password here', code);
    const blocked = await signIn(t.app, 'OWNER@clearpath.ie', STAFF_PASSWORD, code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    for (let i = 0; i < 4; i += 1) await signIn(t.app, 'nobody@ucc.ie', 'guess', code);
    const unknown = await signIn(t.app, 'nobody@ucc.ie', 'guess', code);
    expect(unknown.statusCode).toBe(429);
    for (const refused of [blocked, unknown]) {
      expect(refused.json().error).toMatchObject({ code: 'rate_limited' });
      expect(refused.json().error.message).toMatch(
        /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
      );
    }
    clock.advance(15 * 60);
    const after = await signIn(
      t.app,
      'owner@clearpath.ie',
      STAFF_PASSWORD,
      await totpAt(staff.owner?.secret ?? '', clock),
    );
    expect(after.statusCode).toBe(200);
  });

  it('needs the session cookie, and the CSRF token on every change', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(me.statusCode).toBe(401);
    const admin = staff.admin as SignedIn;
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tenants/ucc/batches',
      headers: { cookie: admin.cookie },
      payload: { name: 'Spring' },
    });
    expect(noToken.statusCode).toBe(403);
    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tenants/ucc/batches',
      headers: { cookie: admin.cookie, 'x-csrf-token': staff.tcdAdmin?.csrf ?? '' },
      payload: { name: 'Spring' },
    });
    expect(wrongToken.statusCode).toBe(403);
    const mine = await asStaff(t.app, admin)('GET', '/api/admin/me');
    expect(mine.json()).toMatchObject({
      staff: { email: 'admin@ucc.ie', role: 'tenant-admin', tenant_id: 'ucc', active: true },
      tenants: [{ id: 'ucc' }],
      csrf_token: admin.csrf,
    });
    const owner = await asStaff(t.app, staff.owner as SignedIn)('GET', '/api/admin/tenants');
    expect(owner.json().tenants.map((tenant: { id: string }) => tenant.id)).toEqual(['tcd', 'ucc']);
  });

  it('signs out: the cookie no longer opens anything', async () => {
    const session = sessionOf(await signInNow(staff.tcdAdmin as SignedIn));
    const as = asStaff(t.app, session);
    expect((await as('POST', '/api/admin/logout')).statusCode).toBe(200);
    expect((await as('GET', '/api/admin/me')).statusCode).toBe(401);
  });
});

describe(`the administration API document (${TEST_DATABASE_KIND})`, () => {
  it('lists every admin route in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/api/admin/login',
      '/api/admin/setup/finish',
      '/api/admin/tenants/{tenant}/figures',
      '/api/admin/tenants/{tenant}/export/{file}',
      '/api/admin/tenants/{tenant}/batches/{batch}/close',
      '/api/admin/export/dictionary',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe(`every role on every tenant (${TEST_DATABASE_KIND})`, () => {
  const calls = [
    { name: 'figures', method: 'GET', path: 'figures', role: 'researcher' },
    { name: 'export', method: 'GET', path: 'export/participants.csv', role: 'researcher' },
    { name: 'batches', method: 'GET', path: 'batches', role: 'researcher' },
    { name: 'settings', method: 'GET', path: 'settings', role: 'researcher' },
    {
      name: 'edit settings',
      method: 'PUT',
      path: 'settings',
      role: 'tenant-admin',
      body: SETTINGS,
    },
    {
      name: 'add batch',
      method: 'POST',
      path: 'batches',
      role: 'tenant-admin',
      body: { name: 'Matrix' },
    },
    { name: 'staff', method: 'GET', path: 'staff', role: 'tenant-admin' },
    { name: 'audit', method: 'GET', path: 'audit', role: 'tenant-admin' },
  ] as const;
  const people = [
    { key: 'researcher', role: 'researcher', tenant: 'ucc' },
    { key: 'admin', role: 'tenant-admin', tenant: 'ucc' },
    { key: 'owner', role: 'owner', tenant: 'ucc' },
    { key: 'tcdAdmin', role: 'tenant-admin', tenant: 'tcd' },
  ] as const;
  const rank = { researcher: 0, 'tenant-admin': 1, owner: 2 } as const;
  const cases = people.flatMap((person) =>
    ['ucc', 'tcd'].flatMap((tenant) =>
      calls.map((call) => {
        const visible = person.role === 'owner' || person.tenant === tenant;
        const status = !visible ? 404 : rank[person.role] < rank[call.role] ? 403 : 200;
        // Batch names are unique within a tenant: each adds its own.
        const named = call.name === 'add batch' ? { body: { name: `Matrix ${person.key}` } } : {};
        return { ...call, ...named, who: person.key, tenant, status };
      }),
    ),
  );

  it.each(cases)(
    '$who → $tenant $name: $status',
    async ({ who, tenant, method, path, status, ...rest }) => {
      const body = 'body' in rest ? rest.body : undefined;
      const res = await asStaff(t.app, staff[who] as SignedIn)(
        method,
        `/api/admin/tenants/${tenant}/${path}`,
        body,
      );
      expect(res.statusCode).toBe(status);
      if (status === 404) {
        expect(res.json().error.message).toBe(
          'There is no such university, or you do not have access to it.',
        );
      }
    },
  );

  // The role and the tenant are checked before the body: a call the staff member may not make
  // is refused as such, whatever it carries, and says nothing about its fields.
  it.each([
    ['researcher', 'PUT', 'ucc/settings', { logo: 1 }, 403],
    ['researcher', 'POST', 'ucc/batches', {}, 403],
    ['researcher', 'POST', 'ucc/staff', { email: 'not an address' }, 403],
    ['researcher', 'PATCH', `ucc/staff/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, {}, 403],
    ['researcher', 'PATCH', 'ucc/staff/not-an-id', {}, 403],
    ['researcher', 'POST', 'ucc/batches/not-an-id/close', undefined, 403],
    ['researcher', 'GET', 'ucc/audit?limit=many', undefined, 403],
    ['tcdAdmin', 'PUT', 'ucc/settings', {}, 404],
    ['tcdAdmin', 'GET', 'ucc/figures?from=someday', undefined, 404],
  ] as const)('%s → %s %s with %j, not valid: %i', async (key, method, path, body, status) => {
    const res = await asStaff(t.app, staff[key] as SignedIn)(
      method,
      `/api/admin/tenants/${path}`,
      body,
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().error.fields).toBeUndefined();
  });

  it("answers 404 and audits nothing for figures or an export of another tenant's batch", async () => {
    const tcdBatch = (
      await asStaff(t.app, staff.tcdAdmin as SignedIn)('POST', '/api/admin/tenants/tcd/batches', {
        name: 'Trinity only',
      })
    ).json().batch.id as string;
    const audited = async () => {
      const { rows } = (await t.database.handle.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action IN ('figures_viewed', 'export')
            AND details->>'batch' = ${tcdBatch}`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]?.n;
    };
    for (const who of ['researcher', 'admin'] as const) {
      for (const path of ['figures', 'export/participants.csv', 'export/events.json']) {
        const res = await asStaff(t.app, staff[who] as SignedIn)(
          'GET',
          `/api/admin/tenants/ucc/${path}?batch=${tcdBatch}`,
        );
        expect(res.statusCode, `${who} ${path}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect(await audited()).toBe(0);
    // The owner of both sees it under its own tenant only.
    const owner = asStaff(t.app, staff.owner as SignedIn);
    expect(
      (await owner('GET', `/api/admin/tenants/ucc/figures?batch=${tcdBatch}`)).statusCode,
    ).toBe(404);
    expect(
      (await owner('GET', `/api/admin/tenants/tcd/figures?batch=${tcdBatch}`)).statusCode,
    ).toBe(200);
  });

  it('refuses every call without a session', async () => {
    for (const call of calls) {
      const res = await t.app.inject({
        method: call.method,
        url: `/api/admin/tenants/ucc/${call.path}`,
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe(`tenant self-service (${TEST_DATABASE_KIND})`, () => {
  it('shows edited support services to students at once, validated like content/tenants/*.yaml', async () => {
    const as = asStaff(t.app, staff.admin as SignedIn);
    const edited = {
      ...SETTINGS,
      support_services: [
        { ...SETTINGS.support_services[0], name: 'UCC Student Health (new hours)' },
      ],
    };
    const bad = await as('PUT', '/api/admin/tenants/ucc/settings', {
      ...edited,
      support_services: [{ ...edited.support_services[0], phone: 'ring us' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('support_services.0.phone');
    // A student reads the settings first, so this process holds them in its cache.
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/tenant',
      headers: { 'x-tenant': 'ucc' },
    });
    expect(before.json().support_services).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'UCC Student Health (new hours)' })]),
    );
    const saved = await as('PUT', '/api/admin/tenants/ucc/settings', edited);
    expect(saved.statusCode).toBe(200);
    // Seen by the very next request, without waiting for the database's announcement.
    const student = await t.app.inject({
      method: 'GET',
      url: '/api/tenant',
      headers: { 'x-tenant': 'ucc' },
    });
    expect(student.headers['cache-control']).toBe('no-cache');
    expect(student.json().support_services).toEqual([
      {
        name: 'UCC Student Health (new hours)',
        description: 'Doctors and nurses for students, in confidence.',
        phone: '+353214902311',
        text: null,
        web: null,
        hours: 'Monday to Friday, 9am to 5pm',
        kind: 'university',
      },
    ]);
    expect(
      (await as('GET', '/api/admin/tenants/ucc/settings')).json().settings.support_services[0].name,
    ).toBe('UCC Student Health (new hours)');
  });

  it('creates a batch with a recruitment link and closes it; its link then says so', async () => {
    const as = asStaff(t.app, staff.admin as SignedIn);
    const created = await as('POST', '/api/admin/tenants/ucc/batches', { name: 'Autumn study' });
    const batch = created.json().batch;
    expect(batch).toMatchObject({
      name: 'Autumn study',
      open: true,
      is_default: false,
      participants: '<5',
    });
    expect(batch.recruitment_url).toBe(`https://ucc.clearpath.ie/?batch=${batch.id}`);
    const closed = await as('POST', `/api/admin/tenants/ucc/batches/${batch.id}/close`);
    expect(closed.json().batch.open).toBe(false);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register_test_user',
      headers: { 'x-tenant': 'ucc' },
      payload: { batch_id: batch.id, domain: 'ucc.clearpath.ie', enable_ga: 0, remember_me: 0 },
    });
    expect(register.json().error.code).toBe('batch_closed');
    const list = (await as('GET', '/api/admin/tenants/ucc/batches')).json().batches;
    const defaultBatch = list.find((entry: { is_default: boolean }) => entry.is_default);
    const refuse = await as('POST', `/api/admin/tenants/ucc/batches/${defaultBatch.id}/close`);
    expect(refuse.statusCode).toBe(409);
    const other = await asStaff(t.app, staff.tcdAdmin as SignedIn)(
      'POST',
      `/api/admin/tenants/tcd/batches/${batch.id}/close`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('refuses to close a closed batch again with 409, writing no second audit entry', async () => {
    const as = asStaff(t.app, staff.admin as SignedIn);
    const batch = (
      await as('POST', '/api/admin/tenants/ucc/batches', { name: 'Closed twice' })
    ).json().batch.id as string;
    const closes = async () => {
      const { rows } = (await t.database.handle.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log
            WHERE action = 'batch_close' AND details->>'batch' = ${batch}`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]?.n;
    };
    expect((await as('POST', `/api/admin/tenants/ucc/batches/${batch}/close`)).statusCode).toBe(
      200,
    );
    const again = await as('POST', `/api/admin/tenants/ucc/batches/${batch}/close`);
    expect(again.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(again.json()).error).toMatchObject({
      code: 'conflict',
      message: 'This batch is already closed.',
    });
    expect(await closes()).toBe(1);
  });

  it('refuses a second batch of the same name in the tenant (any case, spaces at the ends) with 409', async () => {
    const as = asStaff(t.app, staff.admin as SignedIn);
    const first = await as('POST', '/api/admin/tenants/ucc/batches', { name: 'Spring 2027' });
    expect(first.statusCode).toBe(200);
    for (const name of ['Spring 2027', '  spring 2027 ', 'SPRING 2027']) {
      const again = await as('POST', '/api/admin/tenants/ucc/batches', { name });
      expect(again.statusCode, name).toBe(409);
      const message =
        'There is already a batch called “Spring 2027”. Please give this one another name.';
      expect(ErrorBodySchema.parse(again.json()).error).toEqual({
        code: 'conflict',
        message,
        fields: { name: [message] },
      });
    }
    const names = (await as('GET', '/api/admin/tenants/ucc/batches'))
      .json()
      .batches.map((batch: { name: string }) => batch.name.toLowerCase());
    expect(names.filter((name: string) => name === 'spring 2027')).toHaveLength(1);
    // Another tenant may use the name.
    const tcd = await asStaff(t.app, staff.tcdAdmin as SignedIn)(
      'POST',
      '/api/admin/tenants/tcd/batches',
      { name: 'Spring 2027' },
    );
    expect(tcd.statusCode).toBe(200);
  });

  it('manages staff within the rules: no owners by tenant admins, not oneself', async () => {
    const as = asStaff(t.app, staff.admin as SignedIn);
    const added = await as('POST', '/api/admin/tenants/ucc/staff', {
      email: 'Helper@UCC.ie',
      role: 'researcher',
    });
    expect(added.json()).toMatchObject({ staff: { email: 'helper@ucc.ie', active: false } });
    expect(added.json().setup_url).toMatch(
      /^https:\/\/tool\.clearpath\.ie\/administration\/setup#token=/,
    );
    expect(
      (await as('POST', '/api/admin/tenants/ucc/staff', { email: 'boss@ucc.ie', role: 'owner' }))
        .statusCode,
    ).toBe(403);
    const me = (await as('GET', '/api/admin/me')).json().staff.id;
    expect(
      (await as('PATCH', `/api/admin/tenants/ucc/staff/${me}`, { role: 'researcher' })).statusCode,
    ).toBe(400);
    const helper = added.json().staff.id;
    const disabled = await as('PATCH', `/api/admin/tenants/ucc/staff/${helper}`, {
      disabled: true,
      reset: true,
    });
    expect(disabled.json()).toMatchObject({ staff: { disabled: true } });
    expect(disabled.json().setup_url).toMatch(/#token=/);
    const fromTcd = asStaff(t.app, staff.tcdAdmin as SignedIn);
    expect(
      (await fromTcd('PATCH', `/api/admin/tenants/tcd/staff/${helper}`, { disabled: false }))
        .statusCode,
    ).toBe(404);
  });
});

describe(`the audit log (${TEST_DATABASE_KIND})`, () => {
  it('records logins, exports with their filters and edits, for owners and tenant admins', async () => {
    const exported = await asStaff(t.app, staff.researcher as SignedIn)(
      'GET',
      '/api/admin/tenants/ucc/export/events.json?from=2026-01-01&to=2026-02-28',
    );
    expect(exported.statusCode).toBe(200);
    const log = await asStaff(t.app, staff.admin as SignedIn)(
      'GET',
      '/api/admin/tenants/ucc/audit?limit=200',
    );
    const entries: {
      action: string;
      staff_email: string | null;
      details: Record<string, unknown>;
    }[] = log.json().entries;
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      'login',
      'login_failed',
      'recovery_code_used',
      'export',
      'settings_update',
      'batch_create',
      'batch_close',
      'staff_create',
      'staff_update',
      'setup_complete',
    ]) {
      expect(actions).toContain(action);
    }
    expect(entries.find((entry) => entry.action === 'export')).toMatchObject({
      staff_email: 'researcher@ucc.ie',
      details: {
        table: 'events',
        format: 'json',
        from: '2026-01-01',
        to: '2026-02-28',
        batch: null,
        include_test: false,
      },
    });
    expect(entries.find((entry) => entry.action === 'settings_update')?.details).toEqual({
      fields: ['support_services'],
    });
    expect(entries.every((entry) => entry.staff_email !== 'admin@tcd.ie')).toBe(true);
    const page = await asStaff(t.app, staff.owner as SignedIn)(
      'GET',
      '/api/admin/tenants/ucc/audit?limit=2',
    );
    expect(page.json().entries).toHaveLength(2);
    expect(page.json().next_before).toBe(page.json().entries[1].id);
    const older = await asStaff(t.app, staff.owner as SignedIn)(
      'GET',
      `/api/admin/tenants/ucc/audit?limit=2&before=${page.json().next_before}`,
    );
    expect(older.json().entries[0].id).toBeLessThan(page.json().next_before);
    // Only decimal digits: a hex or exponent form is refused, not read as another entry's id.
    for (const before of ['0x10', '1e3']) {
      const refused = await asStaff(t.app, staff.owner as SignedIn)(
        'GET',
        `/api/admin/tenants/ucc/audit?before=${before}`,
      );
      expect(refused.statusCode, before).toBe(400);
      expect(refused.json().error.fields.before).toEqual(['Expected a whole number']);
    }
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { db } = t.database.handle;
    for (const statement of [
      sql`UPDATE audit_log SET action = 'login'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      await expect(db.execute(statement)).rejects.toThrow();
    }
  });
});
