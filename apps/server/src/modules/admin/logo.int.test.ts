import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@clearpath/core';
import { TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import { asStaff, createAdminTestApp, testClock, type SignedIn } from './test-support';

// A university's logo (docs/product.md §6): uploaded by a tenant admin as the request body,
// served to students at an address that changes with the bytes, removed again.

const clock = testClock('2026-03-02T09:00:00.000Z');
let t: TestApp;
let staff: Record<string, SignedIn>;

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A 2 × 2 JPEG, as a browser's canvas encodes it. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIAUMJf//Z',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  ({ t, staff } = await createAdminTestApp(
    clock,
    [
      ['admin', 'admin@ucc.ie', 'tenant-admin', 'ucc'],
      ['researcher', 'researcher@ucc.ie', 'researcher', 'ucc'],
      ['tcdAdmin', 'admin@tcd.ie', 'tenant-admin', 'tcd'],
    ],
    { REGISTRATION_MODE: 'test' },
  ));
}, 120_000);

afterAll(async () => {
  await t.close();
});

function upload(
  who: SignedIn | null,
  body: Buffer | string,
  type: string,
  options: { tenant?: string; csrf?: boolean } = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/tenants/${options.tenant ?? 'ucc'}/logo`,
    headers: {
      'content-type': type,
      ...(who ? { cookie: who.cookie } : {}),
      ...(who && options.csrf !== false ? { 'x-csrf-token': who.csrf } : {}),
    },
    payload: body,
  });
}

function remove(who: SignedIn) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/admin/tenants/ucc/logo',
    headers: { cookie: who.cookie, 'x-csrf-token': who.csrf },
  });
}

/** The logo students of UCC are shown (`GET /api/tenant`). */
async function studentLogo(): Promise<string | null> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/tenant',
    headers: { 'x-tenant': 'ucc' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ logo: string | null }>().logo;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function auditActions(): Promise<{ action: string; details: unknown }[]> {
  const res = await asStaff(t.app, staff.admin as SignedIn)('GET', '/api/admin/tenants/ucc/audit');
  return res.json<{ entries: { action: string; details: unknown }[] }>().entries;
}

describe(`a university's logo (${TEST_DATABASE_KIND})`, () => {
  it('is uploaded by a tenant admin, shown to students and served as sent, cached for good', async () => {
    const res = await upload(staff.admin as SignedIn, PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const logo = res.json<{ settings: { logo: string } }>().settings.logo;
    expect(logo).toMatch(/^\/api\/logos\/ucc\/[0-9a-f]{16}\.png$/);
    expect(await studentLogo()).toBe(logo);

    const served = await get(logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The same digest with another extension is not this logo.
    expect((await get(logo.replace(/\.png$/, '.jpg'))).statusCode).toBe(404);

    expect((await auditActions())[0]).toEqual(
      expect.objectContaining({ action: 'logo_update', details: { logo } }),
    );
  });

  it('takes the image type from the bytes, and a new upload replaces the old address', async () => {
    const before = await studentLogo();
    // Sent as PNG, but the bytes are a JPEG: stored and served as what they are.
    const res = await upload(staff.admin as SignedIn, JPEG, 'image/png');
    expect(res.statusCode).toBe(200);
    const logo = res.json<{ settings: { logo: string } }>().settings.logo;
    expect(logo).toMatch(/\.jpg$/);
    expect((await get(logo)).headers['content-type']).toBe('image/jpeg');
    expect(before).not.toBeNull();
    expect((await get(before as string)).statusCode).toBe(404);
  });

  it.each([
    ['an SVG (it can carry script)', SVG, 'image/svg+xml'],
    ['a JSON body', '{"logo":"/x.png"}', 'application/json'],
    ['text', 'hello', 'text/plain'],
    ['an empty body', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with a message, and the logo stays as it was', async (_name, body, type) => {
    const before = await studentLogo();
    const res = await upload(staff.admin as SignedIn, body, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The logo must be a PNG, JPEG or WebP image.');
    expect(await studentLogo()).toBe(before);
  });

  it.each([
    ['a JPEG header alone', JPEG.subarray(0, 11), 'image/jpeg'],
    ['a JPEG cut short', JPEG.subarray(0, JPEG.length - 20), 'image/jpeg'],
    ['a PNG cut short', PNG.subarray(0, PNG.length - 12), 'image/png'],
  ])('refuses %s as damaged, and the logo stays as it was', async (_name, body, type) => {
    const before = await studentLogo();
    const res = await upload(staff.admin as SignedIn, body, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This image file is damaged or cut short. Save the logo again as PNG, JPEG or WebP and upload that file.',
    );
    expect(await studentLogo()).toBe(before);
  });

  it(`refuses an image over ${LOGO_MAX_BYTES} bytes (413), and the logo stays as it was`, async () => {
    const before = await studentLogo();
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const res = await upload(staff.admin as SignedIn, big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
    expect(await studentLogo()).toBe(before);
  });

  it('is for the tenant admins of that university only, with the CSRF token', async () => {
    expect((await upload(null, PNG, 'image/png')).statusCode).toBe(401);
    expect((await upload(staff.researcher as SignedIn, PNG, 'image/png')).statusCode).toBe(403);
    expect((await upload(staff.tcdAdmin as SignedIn, PNG, 'image/png')).statusCode).toBe(404);
    expect(
      (await upload(staff.admin as SignedIn, PNG, 'image/png', { csrf: false })).statusCode,
    ).toBe(403);
    // TCD's admin uploads TCD's logo: UCC's is not touched.
    const before = await studentLogo();
    const tcd = await upload(staff.tcdAdmin as SignedIn, PNG, 'image/png', { tenant: 'tcd' });
    expect(tcd.json<{ settings: { logo: string } }>().settings.logo).toMatch(
      /^\/api\/logos\/tcd\//,
    );
    expect(await studentLogo()).toBe(before);
    // TCD has no content file and no edits: its settings keep no website (none made up), and
    // its students get the logo with no website link, not a placeholder address.
    expect(tcd.json<{ settings: { website: string } }>().settings.website).toBe('');
    const students = await t.app.inject({
      method: 'GET',
      url: '/api/tenant',
      headers: { 'x-tenant': 'tcd' },
    });
    expect(students.statusCode).toBe(200);
    expect(students.json()).toMatchObject({ website: '', logo: expect.stringMatching(/tcd/) });
  });

  it('is removed by a tenant admin: students see none, and the address is gone', async () => {
    const before = await studentLogo();
    const res = await remove(staff.admin as SignedIn);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ settings: { logo: string | null } }>().settings.logo).toBeNull();
    expect(await studentLogo()).toBeNull();
    expect((await get(before as string)).statusCode).toBe(404);
    expect((await auditActions())[0]?.action).toBe('logo_remove');
  });

  it('answers 400 for an address that is no logo file name', async () => {
    expect((await get('/api/logos/ucc/..%2Fsecret.png')).statusCode).toBe(400);
    expect((await get('/api/logos/ucc/0123456789abcdef.svg')).statusCode).toBe(400);
  });

  it('refuses a researcher before reading the image, however large', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    expect((await upload(staff.researcher as SignedIn, big, 'image/png')).statusCode).toBe(403);
  });

  it('is set in the settings only to the logo uploaded for that university, or to none', async () => {
    const as = asStaff(t.app, staff.admin as SignedIn);
    const first = (await upload(staff.admin as SignedIn, PNG, 'image/png')).json();
    const uploaded = (await upload(staff.admin as SignedIn, JPEG, 'image/jpeg')).json();
    const tcdLogo = (
      await asStaff(t.app, staff.tcdAdmin as SignedIn)('GET', '/api/admin/tenants/tcd/settings')
    ).json().settings.logo;
    const settings = { ...uploaded.settings, website: 'https://www.ucc.ie' };
    const message =
      'The logo can only be an image uploaded here for this university. Please upload it again.';
    for (const logo of ['/api/admin/me', tcdLogo, first.settings.logo, '/images/logo.png']) {
      const res = await as('PUT', '/api/admin/tenants/ucc/settings', { ...settings, logo });
      expect(res.statusCode, logo).toBe(400);
      expect(res.json().error).toEqual({
        code: 'bad_request',
        message,
        fields: { logo: [message] },
      });
      expect(await studentLogo()).toBe(uploaded.settings.logo);
    }
    // The form saves the logo it was given back unchanged, and may take it away.
    expect((await as('PUT', '/api/admin/tenants/ucc/settings', settings)).statusCode).toBe(200);
    expect(await studentLogo()).toBe(uploaded.settings.logo);
    const none = await as('PUT', '/api/admin/tenants/ucc/settings', { ...settings, logo: null });
    expect(none.statusCode).toBe(200);
    expect(await studentLogo()).toBeNull();
  });
});
