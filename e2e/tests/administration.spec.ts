import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test } from '../fixtures';
import { checkPage, register, type Checks } from '../module-1';
import { expectReflow } from '../reflow';
import {
  OWNER_EMAIL,
  registerStudent,
  screenAsLowRisk,
  startAdminServer,
  totpCode,
  type AdminServer,
} from '../administration';

const EMAIL = 'e2e-admin@ucc.ie';
const PASSWORD = 'correct horse battery staple';
const checks: Checks = { axe: true, screenshots: process.env.SCREENSHOT_DIR };
/** Registered through the new batch's link; two of them answer the screening. */
const STUDENTS = 7;
const SCREENED = 2;

let server: AdminServer | undefined;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // A fresh embedded database is migrated first (scripts/lib/server.mjs waits up to 150 s).
  test.setTimeout(180_000);
  server = await startAdminServer(EMAIL);
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * A browser that has already made its cookie choice (analytics off), so the first-visit cookie
 * banner does not stand above every page of the journey.
 */
async function withCookieChoice(page: Page, baseUrl: string) {
  await page.context().addCookies([{ name: 'allow-analytics', value: '0', url: baseUrl }]);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Administration' });

/** Goes to a section from the menu, by keyboard: Tab to its link, then Enter. */
async function openSection(page: Page, name: string) {
  const link = menu(page).getByRole('link', { name, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    name === 'Figures' ? 'Figures for' : name,
  );
}

test('a tenant admin sets up TOTP, signs in, reads the figures of a batch, edits a support service, closes the batch and exports CSV', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // Screenshots of every page in four sizes and schemes take a while longer.
  test.setTimeout(process.env.SCREENSHOT_DIR ? 480_000 : 360_000);
  // Refusals the journey asks for on purpose: signed out (401), a bad phone number (400),
  // registering through a closed batch's link (409). Chromium logs each failed request.
  consoleGuard.allow(/status of (400|401|409)/);
  const admin = server;
  if (!admin) throw new Error('The administration server did not start.');

  let secret = '';
  await test.step('the one-time link: QR code and key, password, first code, recovery codes', async () => {
    await withCookieChoice(page, admin.baseUrl);
    await page.goto(admin.setupUrl);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up your account' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(page.getByText(EMAIL)).toBeVisible();
    secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await checkPage(page, 'admin-setup', checks);
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByLabel('6-digit code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Set up my account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await checkPage(page, 'admin-recovery-codes', checks);
    await page.getByRole('link', { name: 'I’ve saved them — sign in' }).click();
  });

  await test.step('sign in by keyboard: e-mail and password, then the code from the app', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await checkPage(page, 'admin-sign-in', checks);
    await expectReflow(page);
    // A fresh load, as from a bookmark: the skip link is the first tab stop.
    await page.goto(`${admin.baseUrl}/administration/sign-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail address')).toBeFocused();
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    const code = page.getByRole('textbox', { name: '6-digit code' });
    await expect(code).toBeFocused();
    // The first code's step is spent; the app's next code is accepted within the drift allowed.
    await page.keyboard.type(totpCode(secret, 1));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /^Figures for / })).toBeVisible();
    await expect(menu(page).getByRole('link')).toHaveText([
      'Figures',
      'Export',
      'Batches',
      'Support and branding',
      'Staff',
      'Audit log',
    ]);
  });

  let batchId = '';
  let recruitmentUrl = '';
  await test.step('a new batch and its recruitment link', async () => {
    await openSection(page, 'Batches');
    await page.getByLabel('Name').fill('E2E study');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').getByText('Batch “E2E study” created.')).toBeVisible();
    const batch = page.getByRole('listitem').filter({ hasText: 'E2E study' });
    recruitmentUrl = (await batch.locator('code').textContent()) ?? '';
    batchId = new URL(recruitmentUrl).searchParams.get('batch') ?? '';
    expect(batchId).not.toBe('');
    await checkPage(page, 'admin-batches', checks);
    await expectReflow(page);
  });

  await test.step('students register through the link (public API) and two answer the screening', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < STUDENTS; i += 1)
      tokens.push(await registerStudent(admin.baseUrl, batchId));
    for (const token of tokens.slice(0, SCREENED)) await screenAsLowRisk(admin.baseUrl, token);
  });

  await test.step('the figures of the batch: counts of 5 or more shown, smaller ones as "<5"', async () => {
    await openSection(page, 'Figures');
    await page.getByRole('combobox', { name: 'Batch' }).click();
    await page.getByRole('option', { name: 'E2E study' }).click();
    await expect(page).toHaveURL(new RegExp(`batch=${batchId}`));
    // A filter changes the address, not the page: the focus stays on it, a frame later too.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.getByRole('combobox', { name: 'Batch' })).toBeFocused();
    // Shown counts are blurred and rounded to a multiple of 5: 7 students show as 5 or 10.
    const shown = /^(5|10)$/;
    await expect(page.getByTestId('participant-total')).toHaveText(shown);
    const registrations = page.getByRole('region', { name: 'Registrations over time' });
    await expect(registrations.getByRole('row').nth(1).getByRole('cell')).toHaveText(shown);
    const dast = page.getByRole('region', { name: 'DAST severity' });
    await expect(dast.getByRole('row', { name: /^Low/ })).toContainText('<5');
    await checkPage(page, 'admin-figures', checks);
    await expectReflow(page);
  });

  await test.step('a date the figures cannot take is marked, says which dates they can, and stays out of the address', async () => {
    const until = page.getByRole('group', { name: 'Registered until' });
    await until.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('31129999');
    await expect(until.getByRole('spinbutton', { name: 'Day' })).toHaveText('31');
    await expect(page.getByText('Choose a date up to 31 December 2099.')).toBeVisible();
    expect(page.url()).not.toContain('to=');
    await until.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('Choose a date up to 31 December 2099.')).toBeHidden();

    // A start in the future: nobody has registered then, so it is marked and not applied.
    const from = page.getByRole('group', { name: 'Registered from' });
    await from.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('01012090');
    await expect(from.getByRole('spinbutton', { name: 'Year' })).toHaveText('2090');
    await expect(page.getByText('Choose a date from 1 January 2000 to today.')).toBeVisible();
    expect(page.url()).not.toContain('from=');
    await from.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('Choose a date from 1 January 2000 to today.')).toBeHidden();
  });

  await test.step('a support service edited, refused once with the server’s message beside the field', async () => {
    await openSection(page, 'Support and branding');
    const service = page
      .getByRole('region', { name: 'Support services' })
      .getByRole('listitem')
      .first();
    const phone = service.getByRole('textbox', { name: 'Phone' });
    await phone.fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toContainText('Nothing was saved');
    await phone.fill('+353 21 490 2020');
    await service.getByRole('textbox', { name: 'Opening hours' }).fill('Mon–Fri 9:00–17:00');
    // A whole web address in the description, as staff paste them: one long unbroken word.
    await service
      .getByRole('textbox', { name: 'What they offer' })
      .fill(
        'Free and confidential. Book at https://www.ucc.ie/en/studentcounselling/appointments/book-an-appointment-online/',
      );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved. Students see the changes now.')).toBeVisible();
    // Every stop of the keyboard shows above the sticky save bar (WCAG 2.4.11).
    await page.getByRole('textbox', { name: 'Name' }).first().focus();
    const save = page.getByRole('button', { name: 'Save changes' });
    for (
      let stop = 0;
      stop < 100 && !(await save.evaluate((b) => b === document.activeElement));
      stop += 1
    ) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const bar = document.querySelector('[data-save-summary]');
        const focused = document.activeElement;
        if (!bar || !(focused instanceof HTMLElement) || bar.contains(focused)) return null;
        const under = focused.getBoundingClientRect().bottom > bar.getBoundingClientRect().top;
        return under ? focused.outerHTML.slice(0, 120) : null;
      });
      expect(covered).toBeNull();
    }
    await expect(save).toBeFocused();
    await checkPage(page, 'admin-settings', checks);
    await expectReflow(page);

    const student = await browser.newPage();
    await withCookieChoice(student, admin.baseUrl);
    await student.goto(`${admin.baseUrl}/support`);
    const listed = student.getByRole('listitem').filter({ hasText: 'Open: Mon–Fri 9:00–17:00' });
    await expect(listed.getByRole('link', { name: /Call \+353214902020/ })).toBeVisible();
    // The address breaks at the screen's edge instead of pushing the page sideways.
    await expectReflow(student);
    await student.close();
  });

  await test.step('a logo uploaded in the settings reaches the students’ menu', async () => {
    await openSection(page, 'Support and branding');
    const logo = page.getByRole('group', { name: 'Logo' });
    await page.getByTestId('logo-file').setInputFiles({
      name: 'ucc.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(logo.getByText('Logo uploaded. Students see it now.')).toBeVisible();
    const preview = logo.getByRole('img', { name: 'The logo of University College Cork' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await checkPage(page, 'admin-settings-logo', checks);

    // A student starts Clearpath in a browser of their own and lands on the menu.
    const context = await browser.newContext({ baseURL: admin.baseUrl });
    const student = await context.newPage();
    await withCookieChoice(student, admin.baseUrl);
    await register(student);
    const mark = student
      .getByRole('navigation', { name: 'Links' })
      .locator('[data-university-mark]');
    await expect(mark).toContainText('Offered to students of University College Cork');
    await expect
      .poll(() => mark.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
    await checkPage(student, 'dashboard-university', checks);
    await context.close();
  });

  await test.step('the batch closed after confirming; its link then tells a student so', async () => {
    await openSection(page, 'Batches');
    const batch = page.getByRole('listitem').filter({ hasText: 'E2E study' });
    await batch.getByRole('button', { name: 'Close batch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close “E2E study”?' });
    await checkPage(page, 'admin-close-batch', { axe: true });
    await dialog.getByRole('button', { name: 'Close batch' }).click();
    await expect(page.getByRole('status').getByText('Batch “E2E study” is closed.')).toBeVisible();
    await expect(batch.getByText('Closed', { exact: true })).toBeVisible();

    const student = await browser.newPage();
    await withCookieChoice(student, admin.baseUrl);
    await student.goto(recruitmentUrl);
    await student
      .getByRole('form', { name: 'New here?' })
      .getByRole('button', { name: 'Start' })
      .click();
    await expect(student.getByRole('alert')).toContainText('This sign-up link has closed', {
      timeout: 20_000,
    });
    await student.close();
  });

  await test.step('a researcher added on the Staff page gets a set-up link, then becomes a tenant admin', async () => {
    await openSection(page, 'Staff');
    const form = page.getByRole('form', { name: 'Add a staff member' });
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('e2e-research@ucc.ie');
    await expect(form.getByRole('combobox', { name: 'Role' })).toHaveText('Researcher');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(/\/administration\/setup#token=/).first()).toBeVisible();
    const member = page.getByRole('listitem').filter({ hasText: 'e2e-research@ucc.ie' });
    await expect(member).toContainText('Researcher · never signed in');
    await expect(member).toContainText('Not set up yet');

    await member.getByRole('combobox', { name: 'Role of e2e-research@ucc.ie' }).click();
    await page.getByRole('option', { name: 'Tenant admin' }).click();
    await expect(member).toContainText('Tenant admin · never signed in');
    await page.reload();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'e2e-research@ucc.ie' }),
    ).toContainText('Tenant admin · never signed in');
    await checkPage(page, 'admin-staff', checks);
    await expectReflow(page);
  });

  await test.step('the participants of the batch as CSV, and the export in the audit log', async () => {
    await openSection(page, 'Export');
    await checkPage(page, 'admin-export', checks);
    await expectReflow(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Participants (CSV)' }).click();
    const file = await (await download).path();
    const rows = parse(await readFile(file, 'utf8'), { columns: true, bom: true }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(STUDENTS);
    const columns = Object.keys(rows[0] ?? {});
    expect(columns).toEqual(expect.arrayContaining(['user_type', 'dast_score']));
    expect(rows.filter((row) => row.dast_score === '1')).toHaveLength(SCREENED);

    await openSection(page, 'Audit log');
    // The details read as words, the batch and the staff member by name, with no raw ids.
    await expect(page.getByRole('row').filter({ hasText: 'Exported data' }).first()).toContainText(
      'file: participants; format: CSV; batch: ',
    );
    const changed = page.getByRole('row').filter({ hasText: 'Changed a staff member' }).first();
    await expect(changed).toContainText('staff member: e2e-research@ucc.ie; role: Tenant admin');
    await expect(page.getByRole('table', { name: 'Audit log entries' })).not.toContainText(
      /[0-9a-f]{8}-[0-9a-f]{4}-/,
    );
    await checkPage(page, 'admin-audit', checks);

    // On a phone the table scrolls sideways, and a shadow at the edge says there is more.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 800 });
    const region = page.getByRole('region', { name: 'Audit log entries' });
    const cue = () =>
      region.evaluate((element) => ({
        scrolls: element.scrollWidth > element.clientWidth,
        attachment: getComputedStyle(element).backgroundAttachment,
        image: getComputedStyle(element).backgroundImage,
      }));
    await expect.poll(async () => (await cue()).scrolls).toBe(true);
    expect(await cue()).toMatchObject({
      attachment: 'local, local, scroll, scroll',
      image: expect.stringContaining('radial-gradient'),
    });
    if (size) await page.setViewportSize(size);
  });
});

test('an owner chooses the institution: its figures and settings follow, and a reload keeps it', async ({
  page,
}) => {
  const admin = server;
  if (!admin) throw new Error('The administration server did not start.');
  await withCookieChoice(page, admin.baseUrl);

  await test.step('the owner sets up their account and signs in', async () => {
    await page.goto(admin.ownerSetupUrl);
    await expect(page.getByText(OWNER_EMAIL)).toBeVisible();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByLabel('6-digit code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Set up my account' }).click();
    await page.getByRole('link', { name: 'I’ve saved them — sign in' }).click();
    await page.getByLabel('E-mail address').fill(OWNER_EMAIL);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: '6-digit code' }).fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Figures for University College Cork' }),
    ).toBeVisible();
  });

  await test.step('Trinity chosen: its figures, its settings, kept in the address', async () => {
    const institution = page.getByRole('combobox', { name: 'Institution' });
    await expect(institution.getByRole('option')).toHaveText([
      'Trinity College Dublin',
      'University College Cork',
    ]);
    await institution.selectOption('tcd');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Figures for Trinity College Dublin' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/[?&]tenant=tcd/);
    await openSection(page, 'Support and branding');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Trinity College Dublin',
    );
    // Trinity has no content file and no edits yet: no made-up website, the form asks for one.
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Institution' })).toHaveValue('tcd');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Trinity College Dublin',
    );
    await checkPage(page, 'admin-owner-settings', checks);
  });
});

test('while the server has the embedded database, the CLI is refused it at once and the server goes on', async () => {
  const admin = server;
  if (!admin) throw new Error('The administration server did not start.');
  const refused = await admin.runCli('add-batch', 'ucc', 'Made while the server runs');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('is in use by another Clearpath process');
  expect(refused.stderr).toContain('stop the server, run the command, then start the server again');

  // The server still answers from its database: the health check queries it.
  const health = await fetch(`${admin.baseUrl}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
});
