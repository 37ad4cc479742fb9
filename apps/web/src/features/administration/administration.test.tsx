import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import {
  BATCH_ID,
  CSRF,
  batchAnswer,
  figuresAnswer,
  meAnswer,
  settingsAnswer,
} from './admin-fixtures';
import { stubAdmin } from './stub-admin';

const signedOut = () =>
  jsonResponse({ error: { code: 'unauthorized', message: 'Please sign in.' } }, 401);
const headersOf = (init: RequestInit) => new Headers(init.headers);

describe('/administration', () => {
  it('sends a signed-out visitor to sign-in, and back after e-mail, password and TOTP code', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const fetch = stubAdmin({
      'GET /admin/me': () => (signedIn ? jsonResponse(meAnswer()) : signedOut()),
      'POST /admin/login': () => {
        signedIn = true;
        return jsonResponse(meAnswer());
      },
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
    });
    const { router } = renderRoute('/administration/batches');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(heading).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Fadministration%2Fbatches');
    // The new page takes focus once painted; a press before that (no person is so quick) would
    // see focus moved to the heading after the form had moved it to the field.
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    // Focus goes to the first field to put right.
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'admin@ucc.ie');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const code = screen.getByRole('textbox', { name: '6-digit code' });
    expect(code).toHaveFocus();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(code).toHaveAccessibleDescription(
      'Enter the 6 digits your authenticator app shows now.',
    );
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
    const login = fetch.mock.calls.find(([url]) => String(url).endsWith('/admin/login'));
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      email: 'admin@ucc.ie',
      password: 'correct horse battery',
      code: '123456',
    });
    expect(login?.[1]?.credentials).toBe('include');
    expect(headersOf(login?.[1] ?? {}).has('authorization')).toBe(false);
  });

  it('signs in with a recovery code and shows the one message for any wrong detail', async () => {
    const user = userEvent.setup();
    const message = 'That e-mail, password or code is not right.';
    const fetch = stubAdmin({
      'POST /admin/login': () =>
        jsonResponse({ error: { code: 'invalid_credentials', message } }, 401),
    });
    renderRoute('/administration/sign-in');
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail address' }),
      'someone@ucc.ie',
    );
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Recovery code' })).toHaveValue('');
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as { code: string };
    expect(body.code).toBe('abcde-fghij');
  });

  it('shows a researcher figures and export only, with "<5" for suppressed counts', async () => {
    stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer('researcher')),
      'GET /admin/tenants/ucc/figures': () => jsonResponse(figuresAnswer()),
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
    });
    renderRoute('/administration');

    const menu = await screen.findByRole('navigation', { name: 'Administration' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Figures', 'Export']);
    expect(
      await screen.findByTestId('participant-total', {}, { timeout: 15_000 }),
    ).toHaveTextContent('9');
    const dast = screen.getByRole('region', { name: 'DAST severity' });
    const rows = within(within(dast).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['BandStudents', 'Non-User6', 'Low<5']);
    const norms = screen.getByRole('region', { name: 'Guesses about other students' });
    expect(within(norms).getByRole('row', { name: /Never used/ })).toHaveTextContent(
      'Never used an illegal drug<56<543%40%',
    );
    // An empty figure says which students it still waits for, not that there are none.
    expect(screen.getByRole('region', { name: 'Optional modules' })).toHaveTextContent(
      'No student in this selection has unlocked an optional module yet.',
    );
  });

  it('answers a researcher "not found" for a management section', async () => {
    stubAdmin({ 'GET /admin/me': () => jsonResponse(meAnswer('researcher')) });
    renderRoute('/administration/staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
  });

  it('sends the filters chosen in the address with the figures request', async () => {
    const fetch = stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer('owner')),
      'GET /admin/tenants/tcd/figures': () => jsonResponse(figuresAnswer()),
      'GET /admin/tenants/tcd/batches': () => jsonResponse({ batches: [batchAnswer()] }),
    });
    renderRoute(
      `/administration?tenant=tcd&batch=${BATCH_ID}&from=2027-01-01&to=2027-02-01&include_test=1`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Figures for Trinity College Dublin' }),
    ).toBeVisible();
    await waitFor(() => {
      const figures = fetch.mock.calls.find(([url]) => String(url).includes('/figures'));
      expect(String(figures?.[0])).toBe(
        `/api/admin/tenants/tcd/figures?batch=${BATCH_ID}&from=2027-01-01&to=2027-02-01&include_test=true`,
      );
    });
    expect(screen.getByRole('checkbox', { name: 'Include test participants' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Institution' })).toHaveValue('tcd');
  });

  it('leaves a date in the address that the figures cannot take out of the request', async () => {
    const fetch = stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer('owner')),
      'GET /admin/tenants/tcd/figures': () => jsonResponse(figuresAnswer()),
      'GET /admin/tenants/tcd/batches': () => jsonResponse({ batches: [batchAnswer()] }),
    });
    renderRoute('/administration?tenant=tcd&from=2027-01-01&to=9999-12-31');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Figures for Trinity College Dublin' }),
    ).toBeVisible();
    await waitFor(() => {
      const figures = fetch.mock.calls.find(([url]) => String(url).includes('/figures'));
      expect(String(figures?.[0])).toBe('/api/admin/tenants/tcd/figures?from=2027-01-01');
    });
  });

  it('closes a batch only after confirming, with the CSRF token', async () => {
    const user = userEvent.setup();
    let open = true;
    const fetch = stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer({ open })] }),
      [`POST /admin/tenants/ucc/batches/${BATCH_ID}/close`]: () => {
        open = false;
        return jsonResponse({ batch: batchAnswer({ open }) });
      },
    });
    renderRoute('/administration/batches');
    await user.click(await screen.findByRole('button', { name: 'Close batch' }));
    const dialog = screen.getByRole('dialog', { name: 'Close “Spring 2027 study”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/close'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Close batch' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close batch' }),
    );
    expect(await screen.findByText('Batch “Spring 2027 study” is closed.')).toBeVisible();
    expect(await screen.findByText('Closed')).toBeVisible();
    // Its "Close batch" button is gone: the focus is on the batch's name, not lost to the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Spring 2027 study' }),
      ),
    );
    const close = fetch.mock.calls.find(([url]) => String(url).endsWith('/close'));
    expect(headersOf(close?.[1] ?? {}).get('x-csrf-token')).toBe(CSRF);
  });

  it('shows the server’s message beside the field it refused, and saves nothing silently', async () => {
    const user = userEvent.setup();
    stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/settings': () => jsonResponse(settingsAnswer()),
      'PUT /admin/tenants/ucc/settings': (init) => {
        const body = JSON.parse(String(init.body)) as {
          support_services: { phone: string | null }[];
        };
        if (body.support_services[0]?.phone === '12') {
          return jsonResponse(
            {
              error: {
                code: 'bad_request',
                message: 'Check the fields.',
                fields: {
                  'support_services.0.phone': [
                    'Enter a phone number with its country code, like +353214903565, or a short code, like 50808.',
                  ],
                },
              },
            },
            400,
          );
        }
        return jsonResponse({ ...settingsAnswer(), updated_at: '2027-01-05T10:00:00.000Z' });
      },
    });
    renderRoute('/administration/settings');
    const service = await screen.findByRole('listitem', { name: 'UCC Student Counselling' });
    const phone = within(service).getByRole('textbox', { name: 'Phone' });
    await user.click(phone);
    await user.paste('12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'Enter a phone number with its country code, like +353214903565, or a short code, like 50808.',
      ),
    );
    expect(phone).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved: one field needs');

    await user.clear(phone);
    await user.paste('+353 21 490 2020');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Students see the changes now.')).toBeVisible();
  });

  it('keeps a colour typed and a colour picked in step', async () => {
    const user = userEvent.setup();
    stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/settings': () => jsonResponse(settingsAnswer()),
    });
    renderRoute('/administration/settings');
    const typed = await screen.findByRole('textbox', { name: 'Main colour' });
    const picker = screen.getByLabelText('Pick the main colour');
    await user.clear(typed);
    await user.paste('#7A1F3D');
    expect(picker).toHaveValue('#7a1f3d');
    fireEvent.change(picker, { target: { value: '#005a9c' } });
    expect(typed).toHaveValue('#005a9c');
  });

  it('uploads a logo at once, refuses a file that cannot be one before sending it, and removes it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const LOGO = '/api/logos/ucc/0123456789abcdef.png';
    const withLogo = (logo: string | null) => {
      const answer = settingsAnswer();
      return { ...answer, settings: { ...answer.settings, logo } };
    };
    const fetch = stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/settings': () => jsonResponse(withLogo(null)),
      'PUT /admin/tenants/ucc/logo': () => jsonResponse(withLogo(LOGO)),
      'DELETE /admin/tenants/ucc/logo': () => jsonResponse(withLogo(null)),
      'PUT /admin/tenants/ucc/settings': (init) =>
        jsonResponse({
          tenant_id: 'ucc',
          settings: JSON.parse(String(init.body)),
          updated_at: '2027-01-05T10:00:00.000Z',
        }),
    });
    const calls = (method: string, end: string) =>
      fetch.mock.calls.filter(
        ([url, init]) => init?.method === method && String(url).endsWith(end),
      );
    renderRoute('/administration/settings');
    const logo = await screen.findByRole('group', { name: 'Logo' });
    expect(within(logo).getByText('No logo yet')).toBeVisible();
    const input = screen.getByTestId('logo-file');

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(input, svg);
    expect(await within(logo).findByRole('alert')).toHaveTextContent(
      'The logo must be a PNG, JPEG or WebP image.',
    );
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const huge = new File([new Uint8Array(signature), new Uint8Array(300 * 1024)], 'big.png', {
      type: 'image/png',
    });
    await user.upload(input, huge);
    expect(await within(logo).findByRole('alert')).toHaveTextContent(
      'This file is 301 KB. The logo can be up to 200 KB: please make it smaller.',
    );
    expect(calls('PUT', '/logo')).toHaveLength(0);

    // A file that starts as a PNG but is cut short is refused before it is sent.
    const whole = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (char) => char.charCodeAt(0),
    );
    await user.upload(input, new File([whole.slice(0, 40)], 'cut.png', { type: 'image/png' }));
    expect(await within(logo).findByRole('alert')).toHaveTextContent(
      'This image file is damaged or cut short. Save the logo again as PNG, JPEG or WebP and upload that file.',
    );
    expect(calls('PUT', '/logo')).toHaveLength(0);

    const png = new File([whole], 'logo.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(await within(logo).findByText('Logo uploaded. Students see it now.')).toBeVisible();
    expect(
      within(logo).getByRole('img', { name: 'The logo of University College Cork' }),
    ).toHaveAttribute('src', LOGO);
    expect(within(logo).queryByRole('alert')).not.toBeInTheDocument();
    const [[, sent]] = calls('PUT', '/logo') as [[unknown, RequestInit]];
    expect(sent.body).toBe(png);
    expect(headersOf(sent).get('content-type')).toBe('image/png');
    expect(headersOf(sent).get('x-csrf-token')).toBe(CSRF);

    // A later save of the form (another field changed) keeps the uploaded logo.
    const [name] = screen.getAllByRole('textbox', { name: 'Name' }) as [HTMLElement];
    await user.type(name, ' (Cork)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Students see the changes now.')).toBeVisible();
    const [[, saved]] = calls('PUT', '/settings') as [[unknown, RequestInit]];
    expect(JSON.parse(String(saved.body)).logo).toBe(LOGO);

    await user.click(within(logo).getByRole('button', { name: 'Remove logo' }));
    expect(await within(logo).findByText('Logo removed.')).toBeVisible();
    expect(within(logo).getByText('No logo yet')).toBeVisible();
    expect(calls('DELETE', '/logo')).toHaveLength(1);
  });

  it('enrols from the one-time link: QR code and key, password checked, recovery codes once', async () => {
    const user = userEvent.setup();
    const fetch = stubAdmin({
      'POST /admin/setup/start': () =>
        jsonResponse({
          email: 'new@ucc.ie',
          totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauth_url: 'otpauth://totp/Clearpath:new%40ucc.ie?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
        }),
      'POST /admin/setup/finish': () =>
        jsonResponse({ recovery_codes: ['abcde-fghij', 'klmno-pqrst'] }),
    });
    renderRoute('/administration/setup#token=0123456789abcdef0123');
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeVisible();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await user.click(screen.getByLabelText(/^New password/));
    await user.paste('too short');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Use at least 12 characters.',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.paste('correct horse battery');
    await user.click(screen.getByLabelText(/^Repeat the password/));
    await user.paste('correct horse battery');
    await user.click(screen.getByLabelText(/^6-digit code/));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcde-fghij', 'klmno-pqrst']);
    const finish = fetch.mock.calls.find(([url]) => String(url).endsWith('/setup/finish'));
    expect(JSON.parse(String(finish?.[1]?.body))).toEqual({
      token: '0123456789abcdef0123',
      password: 'correct horse battery',
      code: '123456',
    });
  });

  it('says kindly when a set-up link has expired or was used', async () => {
    stubAdmin({
      'POST /admin/setup/start': () =>
        jsonResponse({ error: { code: 'not_found', message: 'Not found.' } }, 404),
    });
    renderRoute('/administration/setup#token=0123456789abcdef0123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This set-up link has expired or has already been used.',
    );
  });

  it('lets a tenant admin add a researcher and shows the set-up link to send', async () => {
    const user = userEvent.setup();
    const researcher = { ...meAnswer('researcher').staff, id: BATCH_ID, email: 'r@ucc.ie' };
    const fetch = stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/staff': () => jsonResponse({ staff: [meAnswer().staff] }),
      'POST /admin/tenants/ucc/staff': () =>
        jsonResponse({
          staff: researcher,
          setup_url: 'http://localhost/administration/setup#token=fresh0123456789abcd',
        }),
    });
    renderRoute('/administration/staff');
    expect(await screen.findByRole('heading', { name: 'admin@ucc.ie (you)' })).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Researcher',
      'Tenant admin',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('textbox', { name: 'E-mail address' }));
    await user.paste('r@ucc.ie');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('http://localhost/administration/setup#token=fresh0123456789abcd'),
    ).toBeVisible();
    const add = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({ email: 'r@ucc.ie', role: 'researcher' });
  });

  it('asks before a new set-up link or disabling a colleague, naming them, and enables at once', async () => {
    const user = userEvent.setup();
    let colleague = { ...meAnswer('researcher').staff, id: BATCH_ID, email: 'r@ucc.ie' };
    const fetch = stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/staff': () => jsonResponse({ staff: [meAnswer().staff, colleague] }),
      [`PATCH /admin/tenants/ucc/staff/${BATCH_ID}`]: (init) => {
        const body = JSON.parse(String(init.body)) as { disabled?: boolean; reset?: true };
        colleague = {
          ...colleague,
          ...(body.disabled === undefined ? {} : { disabled: body.disabled }),
          ...(body.reset ? { active: false } : {}),
        };
        return jsonResponse({
          staff: colleague,
          ...(body.reset
            ? { setup_url: 'http://localhost/administration/setup#token=again0123456789abc' }
            : {}),
        });
      },
    });
    const patches = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    renderRoute('/administration/staff');

    await user.click(await screen.findByRole('button', { name: 'New set-up link for r@ucc.ie' }));
    const reset = screen.getByRole('dialog', { name: 'New set-up link for r@ucc.ie?' });
    expect(reset).toHaveAccessibleDescription(/r@ucc.ie is signed out everywhere at once/);
    expect(reset).toHaveAccessibleDescription(
      /password, authenticator app and recovery codes stop working/,
    );
    await user.click(within(reset).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'New set-up link for r@ucc.ie' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Make new link' }),
    );
    expect(
      await screen.findByText('http://localhost/administration/setup#token=again0123456789abc'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({ reset: true });

    await user.click(screen.getByRole('button', { name: 'Disable r@ucc.ie' }));
    const disable = screen.getByRole('dialog', { name: 'Disable r@ucc.ie?' });
    expect(disable).toHaveAccessibleDescription(/cannot sign in until someone enables/);
    expect(patches()).toHaveLength(1);
    await user.click(within(disable).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(patches()[1]?.[1]?.body))).toEqual({ disabled: true });

    // Enabling gives access back: no question.
    await user.click(await screen.findByRole('button', { name: 'Enable r@ucc.ie' }));
    await waitFor(() => expect(patches()).toHaveLength(3));
    expect(JSON.parse(String(patches()[2]?.[1]?.body))).toEqual({ disabled: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says by the name field when the tenant already has a batch of that name, keeping it', async () => {
    const user = userEvent.setup();
    const message =
      'There is already a batch called “Spring 2027 study”. Please give this one another name.';
    stubAdmin({
      'GET /admin/me': () => jsonResponse(meAnswer()),
      'GET /admin/tenants/ucc/batches': () => jsonResponse({ batches: [batchAnswer()] }),
      'POST /admin/tenants/ucc/batches': () =>
        jsonResponse({ error: { code: 'conflict', message, fields: { name: [message] } } }, 409),
    });
    renderRoute('/administration/batches');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'spring 2027 study');
    await user.click(screen.getByRole('button', { name: 'Create batch' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    expect(name).toHaveFocus();
    expect(name).toHaveValue('spring 2027 study');
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});
