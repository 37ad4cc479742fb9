import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import {
  asStaff,
  createAdminTestApp,
  signIn,
  STAFF_PASSWORD,
  testClock,
  totpAt,
  type SignedIn,
} from './test-support';

// Managing staff accounts (docs/product.md §6): a new set-up link for a lost phone or a leaked
// password, and opening such a link more than once.

const clock = testClock('2026-03-02T09:00:00.000Z');
let t: TestApp;
let staff: Record<string, SignedIn>;

beforeAll(async () => {
  ({ t, staff } = await createAdminTestApp(clock, [
    ['admin', 'admin@ucc.ie', 'tenant-admin', 'ucc'],
    ['owner', 'owner@clearpath.ie', 'owner', 'ucc'],
    ['helper', 'helper@ucc.ie', 'researcher', 'ucc'],
  ]));
}, 120_000);

afterAll(async () => {
  await t.close();
});

const who = (key: string) => staff[key] as SignedIn;
const idOf = async (key: string): Promise<string> =>
  (await asStaff(t.app, who(key))('GET', '/api/admin/me')).json().staff.id;
const tokenOf = (url: string) => url.split('#token=')[1] ?? '';
const startSetup = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/setup/start', payload: { token } });

/** Signs in with the password and the authenticator's code of the next 30-second step. */
async function signInAt(email: string, secret: string, password = STAFF_PASSWORD) {
  clock.advance(30);
  return signIn(t.app, email, password, await totpAt(secret, clock));
}

describe(`a new set-up link (${TEST_DATABASE_KIND})`, () => {
  it('is issued on its own, and locks the old sign-in out until the new set-up is done', async () => {
    const helper = who('helper');
    const helperId = await idOf('helper');
    const reset = await asStaff(t.app, who('admin'))(
      'PATCH',
      `/api/admin/tenants/ucc/staff/${helperId}`,
      { reset: true },
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      staff: { email: 'helper@ucc.ie', active: false, disabled: false, role: 'researcher' },
      setup_url: expect.stringMatching(
        /^https:\/\/tool\.clearpath\.ie\/administration\/setup#token=/,
      ),
    });

    // The session they had ends, and the old password, authenticator and recovery codes fail.
    expect((await asStaff(t.app, helper)('GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await signInAt(helper.email, helper.secret)).statusCode).toBe(401);
    const recovery = helper.recoveryCodes[0] ?? '';
    expect((await signIn(t.app, helper.email, STAFF_PASSWORD, recovery)).statusCode).toBe(401);

    // The new link sets up a new authenticator; then they sign in with it, and only with it.
    const token = tokenOf(reset.json().setup_url);
    const secret = (await startSetup(token)).json().totp_secret as string;
    expect(secret).not.toBe(helper.secret);
    const finish = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup/finish',
      payload: {
        token,
        password: 'a new pass phrase for helper',
        code: await totpAt(secret, clock),
      },
    });
    expect(finish.statusCode).toBe(200);
    expect((await signInAt(helper.email, secret, 'a new pass phrase for helper')).statusCode).toBe(
      200,
    );
    expect((await signInAt(helper.email, helper.secret)).statusCode).toBe(401);
  });

  it('still cannot be issued by a tenant admin for themselves or an owner', async () => {
    const as = asStaff(t.app, who('admin'));
    const self = await as('PATCH', `/api/admin/tenants/ucc/staff/${await idOf('admin')}`, {
      reset: true,
    });
    expect(self.statusCode).toBe(400);
    const owner = await as('PATCH', `/api/admin/tenants/ucc/staff/${await idOf('owner')}`, {
      reset: true,
    });
    expect(owner.statusCode).toBe(403);
    // Neither refusal touched their sign-in.
    expect((await as('GET', '/api/admin/me')).statusCode).toBe(200);
    expect((await asStaff(t.app, who('owner'))('GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it('answers a change of nothing with 400 and the error body, changing nothing', async () => {
    const res = await asStaff(t.app, who('owner'))(
      'PATCH',
      `/api/admin/tenants/ucc/staff/${await idOf('admin')}`,
      {},
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Some of the information sent is not valid.',
        fields: { body: ['Nothing to change: give a role, disabled or reset.'] },
      },
    });
  });
});

describe(`adding a staff member (${TEST_DATABASE_KIND})`, () => {
  it('refuses an e-mail that already has an account with 409, naming the e-mail field', async () => {
    const res = await asStaff(t.app, who('admin'))('POST', '/api/admin/tenants/ucc/staff', {
      email: 'helper@ucc.ie',
      role: 'researcher',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'This e-mail already has an account.',
        fields: { email: ['This e-mail already has an account.'] },
      },
    });
  });
});

describe(`opening a set-up link again (${TEST_DATABASE_KIND})`, () => {
  it('answers the same key each time, so the code of the key scanned first is taken', async () => {
    const added = await asStaff(t.app, who('admin'))('POST', '/api/admin/tenants/ucc/staff', {
      email: 'twice@ucc.ie',
      role: 'researcher',
    });
    const token = tokenOf(added.json().setup_url);
    const first = (await startSetup(token)).json();
    // A reload, then a second tab.
    expect((await startSetup(token)).json()).toEqual(first);
    expect((await startSetup(token)).json()).toEqual(first);
    const finish = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup/finish',
      payload: { token, password: STAFF_PASSWORD, code: await totpAt(first.totp_secret, clock) },
    });
    expect(finish.statusCode).toBe(200);
    // Used: the link opens nothing more.
    expect((await startSetup(token)).statusCode).toBe(404);
  });

  it('gives a new key with a new link, and the earlier link no longer opens', async () => {
    const added = await asStaff(t.app, who('admin'))('POST', '/api/admin/tenants/ucc/staff', {
      email: 'relinked@ucc.ie',
      role: 'researcher',
    });
    const oldToken = tokenOf(added.json().setup_url);
    const oldSecret = (await startSetup(oldToken)).json().totp_secret;
    const reset = await asStaff(t.app, who('admin'))(
      'PATCH',
      `/api/admin/tenants/ucc/staff/${added.json().staff.id}`,
      { reset: true },
    );
    expect((await startSetup(oldToken)).statusCode).toBe(404);
    const fresh = await startSetup(tokenOf(reset.json().setup_url));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().totp_secret).not.toBe(oldSecret);
  });
});
