import type { Locator, Page } from '@playwright/test';
import { appHeading, expect, expectNoAxeViolations, test } from '../fixtures';

const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** The prefix of every encrypted entry the app keeps in localStorage. */
const STATE_PREFIX = 'clearpath:state:';
/** Solving the registration challenge takes a moment on a slow machine. */
const REGISTER_TIMEOUT = 20_000;

const startForm = (page: Page) => page.getByRole('form', { name: 'New here?' });
const loginForm = (page: Page) => page.getByRole('form', { name: 'I have an access code' });

/** Registers from the landing page; returns the new code and the session token. */
async function register(page: Page, options: { remember?: boolean } = {}) {
  await page.goto('/');
  if (options.remember) {
    await startForm(page).getByRole('checkbox', { name: 'Remember me on this device' }).check();
  }
  const answer = page.waitForResponse('**/api/auth/register_user');
  await startForm(page).getByRole('button', { name: 'Start' }).click();
  const body = (await (await answer).json()) as { status: boolean; token: string };
  expect(body.status).toBe(true);
  await expect(page.getByRole('heading', { name: 'Your access code' })).toBeVisible({
    timeout: REGISTER_TIMEOUT,
  });
  const code = (await page.getByText(CODE_PATTERN).first().textContent()) ?? '';
  expect(code).toMatch(CODE_PATTERN);
  return { code, token: body.token };
}

async function continueToDashboard(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out of Clearpath?' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status').getByText('You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** Every localStorage entry of the page, as `key=value` lines. */
async function localStorageDump(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
  );
}

/** Presses Tab until `target` has focus (the keyboard-only journey). */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('register, copy the code, log out, and log in with it in a fresh browser', async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await first.newPage();
  const { code } = await register(page);
  await page.getByRole('button', { name: 'Copy Code' }).click();
  await expect(page.getByText('Code copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await continueToDashboard(page);
  await logOut(page);
  await expect(page.getByText('You have been logged out.')).toBeHidden({ timeout: 6_000 });
  await first.close();

  const fresh = await browser.newContext();
  const next = await fresh.newPage();
  await next.goto(`${baseURL ?? ''}/dashboard`);
  await expect(next).toHaveURL(/\/$/);
  // Typed as a student might: lower case, spaces instead of dashes.
  await loginForm(next).getByLabel('Access code').fill(code.toLowerCase().replace(/-/g, ' '));
  await loginForm(next).getByRole('button', { name: 'Log in' }).click();
  await expect(next).toHaveURL(/\/dashboard$/);
  await expect(next.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
  await fresh.close();
});

test('a registration whose answer is lost on the way gets the same code on the next Start, not a refused check', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|net::ERR_FAILED/i);
  await page.goto('/');
  // The server registers the student; the answer never reaches the phone.
  let lost: { user: { password: string } } | null = null;
  await page.route('**/api/auth/register_user', async (route) => {
    const response = await route.fetch();
    lost = (await response.json()) as { user: { password: string } };
    await route.abort('connectionreset');
  });
  await startForm(page).getByRole('button', { name: 'Start' }).click();
  await expect(startForm(page).getByRole('alert')).toBeVisible({ timeout: REGISTER_TIMEOUT });
  await expect.poll(() => lost).not.toBeNull();
  await page.unroute('**/api/auth/register_user');

  const again = page.waitForResponse('**/api/auth/register_user');
  await startForm(page).getByRole('button', { name: 'Start' }).click();
  expect((await again).request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Your access code' })).toBeVisible({
    timeout: REGISTER_TIMEOUT,
  });
  await expect(page.getByText(CODE_PATTERN).first()).toHaveText(lost!.user.password);
  await continueToDashboard(page);
});

test('with remember-me on, a reload keeps the student logged in and only ciphertext is stored', async ({
  page,
}) => {
  const { code, token } = await register(page, { remember: true });
  await continueToDashboard(page);

  const stored = await localStorageDump(page);
  expect(stored.some((entry) => entry.startsWith(STATE_PREFIX))).toBe(true);
  for (const entry of stored) {
    expect(entry).not.toContain(code);
    expect(entry).not.toContain(code.replace(/-/g, ''));
    expect(entry).not.toContain(token);
  }

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  for (const entry of await localStorageDump(page)) {
    expect(entry).not.toContain(code);
    expect(entry).not.toContain(token);
  }
});

test('with remember-me off, nothing is persisted; a reload keeps the tab logged in, a new tab asks for the code', async ({
  page,
  context,
}) => {
  await register(page);
  await continueToDashboard(page);
  const stored = await localStorageDump(page);
  expect(stored.filter((entry) => entry.startsWith(STATE_PREFIX))).toEqual([]);

  // The tab keeps its own session (sessionStorage): a reload mid-module never logs out.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

  // A new tab has no session of its own and nothing remembered.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/$/);
  await expect(loginForm(other)).toBeVisible();
});

test("logging out in one tab logs the same student out of the browser's other tabs", async ({
  page,
  context,
}) => {
  await register(page, { remember: true });
  await continueToDashboard(page);
  // With remember-me, a second tab opens logged in as the same student.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();

  await logOut(page);
  // A shared computer: the tab left open does not keep showing this student's programme.
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole('status').getByText('You have been logged out.')).toBeVisible();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('register, log out and log in again with the keyboard alone', async ({ browser }) => {
  const context = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(appHeading(page)).toBeVisible();

  await tabTo(page, startForm(page).getByRole('checkbox', { name: 'Remember me on this device' }));
  await page.keyboard.press('Space');
  await expect(
    startForm(page).getByRole('checkbox', { name: 'Remember me on this device' }),
  ).toBeChecked();
  await tabTo(page, startForm(page).getByRole('button', { name: 'Start' }));
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Your access code' });
  await expect(heading).toBeFocused({ timeout: REGISTER_TIMEOUT });
  const code = (await page.getByText(CODE_PATTERN).first().textContent()) ?? '';

  await tabTo(page, page.getByRole('button', { name: 'Copy Code' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Code copied')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeFocused();

  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Log out' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log out of Clearpath?' });
  await tabTo(page, dialog.getByRole('button', { name: 'Log out' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have been logged out.')).toBeVisible();

  const field = loginForm(page).getByLabel('Access code');
  await tabTo(page, field);
  await page.keyboard.type(code.toLowerCase());
  await tabTo(page, loginForm(page).getByRole('button', { name: 'Show code' }));
  await page.keyboard.press('Space');
  await expect(loginForm(page).getByText(`We’ll read this as ${code}`)).toBeVisible();
  await tabTo(page, loginForm(page).getByRole('button', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeFocused();
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('the start and login forms, a login error, the new code and logging out have no axe violations', async ({
      page,
      consoleGuard,
    }) => {
      // Chromium logs the refused login's 401 as a failed resource.
      consoleGuard.allow(/status of 401/);
      await page.goto('/');
      await expect(startForm(page)).toBeVisible();
      await expect(loginForm(page)).toBeVisible();
      await expectNoAxeViolations(page);

      await loginForm(page).getByLabel('Access code').fill('ZZZZ-ZZZZ-ZZZZ');
      await loginForm(page).getByRole('button', { name: 'Show code' }).click();
      await loginForm(page).getByRole('button', { name: 'Log in' }).click();
      await expect(
        loginForm(page).getByText('That access code did not work. Check it and try again.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await register(page);
      await expectNoAxeViolations(page);
      await continueToDashboard(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log out of Clearpath?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByText('You have been logged out.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('a session ended elsewhere asks for the code in a dialog and carries on in place', async ({
      page,
      consoleGuard,
    }) => {
      // Chromium logs the refused call's 401 as a failed resource.
      consoleGuard.allow(/status of 401/);
      let tenant = '';
      page.on('request', (request) => {
        tenant ||= request.headers()['x-tenant'] ?? '';
      });
      const { code, token } = await register(page);
      await continueToDashboard(page);

      // The session ends on the server (logged out on another device, say).
      const revoked = await page.request.post('/api/auth/logout_user', {
        headers: { Authorization: `Bearer ${token}`, 'X-Tenant': tenant },
        data: { password: code },
      });
      expect(revoked.ok()).toBe(true);

      const analytics = page.getByRole('checkbox', { name: 'Help us improve Clearpath' });
      await analytics.click();
      const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Access code')).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();

      await dialog.getByLabel('Access code').fill(code);
      await dialog.getByRole('button', { name: 'Log in and carry on' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard$/);
      const saved = page.waitForResponse('**/api/activity/set_cookie_settings');
      await analytics.click();
      expect((await saved).status()).toBe(200);
      await expect(dialog).toBeHidden();
    });
  });
}
