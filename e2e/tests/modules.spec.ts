import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, notice, test } from '../fixtures';
import {
  completeModule1AsNonUser,
  expectPage,
  pointer,
  register,
  savedState,
  startFromLanding,
} from '../module-1';
import {
  completeModule1AsUser,
  continueFromSectionComplete,
  screen,
  tokenOf,
  walkMySupport,
} from '../paths';
import { expectReflow } from '../reflow';

/** Registers from the landing page and continues to the menu; returns the access code. */
async function registerAndOpenDashboard(page: Page): Promise<string> {
  const code = await register(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
  return code;
}

const pageNav = (page: Page) => page.getByRole('navigation', { name: 'Page' });

/** From the menu: goes on to 1-1, then opens 1-0 again from the menu, a page already done. */
async function openRevisitDialog(page: Page) {
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/page\/1-[01]$/);
  if (page.url().endsWith('/1-0'))
    await pageNav(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/page\/1-1$/);
  await page.getByRole('link', { name: 'All modules' }).click();
  await page
    .getByRole('link', { name: /My Profile/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'You have been here before' });
  await expect(dialog).toBeVisible();
  // Wait for the fade-in to end, so axe measures the final colours.
  await expect(dialog.locator('xpath=..')).toHaveCSS('opacity', '1');
}

test('a student starts module 1, moves with the arrows, completes it and keeps the code', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const code = await registerAndOpenDashboard(page);

  // The menu before the DAST: My Profile open, the rest coming up, nothing unlocked yet.
  await expect(page.getByRole('heading', { level: 3, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Want to learn more?' })).toBeVisible();
  await expect(
    page.getByText('Progress through the course to unlock additional modules!'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Repeat Module' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/page\/1-0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  // Forward to 1-1 and back with the arrows.
  await pageNav(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/page\/1-1$/);
  await pageNav(page).getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/page\/1-0$/);
  await pageNav(page).getByRole('button', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Through the module to its last page, which completes it and unlocks My Surroundings.
  await completeModule1AsNonUser(page, request);
  const notifier = notice(page, 'New module unlocked: My Surroundings');
  await expect(notifier).toBeVisible();
  // Announced from the status region that was on the page before the words were written into it.
  await expect(
    page.getByRole('status').filter({ hasText: 'New module unlocked: My Surroundings' }),
  ).toHaveCount(1);
  // The pointer on the notifier holds it open (its timer pauses) while axe checks it.
  await notifier.hover();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    await expectNoAxeViolations(page);
  }
  await expect(notifier).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  // On a phone it covers the code's buttons: the student can put it away at once.
  await notifier.getByRole('button', { name: 'Close' }).click();
  await expect(notifier).toHaveCount(0);

  // Back with the arrow to the last page, then forward again.
  await pageNav(page).getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/page\/1-15$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await pageNav(page).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Section complete!' })).toBeVisible();

  // The code: shown, copied, and offered by e-mail through the student's own mail app.
  await expect(page.getByText(code).first()).toBeVisible();
  await page.getByRole('button', { name: 'Copy Code' }).click();
  await expect(page.getByText('Code copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // At 320 px with text at 200 % the code breaks after a dash, never off the screen.
  await expectReflow(page);
  const email = await page.getByRole('link', { name: 'Email Code' }).getAttribute('href');
  expect(email).toMatch(/^mailto:\?subject=/);
  expect(decodeURIComponent(email ?? '')).toContain(code);

  // To the menu: module 1 is done, and "You are here" is where Get Started leads, the next
  // module on a non-user's path.
  await pageNav(page).getByRole('button', { name: 'Go to the menu' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const profile = page.getByRole('listitem').filter({ hasText: 'My Profile' });
  await expect(profile.getByText('Completed')).toBeVisible();
  await expect(profile.getByText('You are here')).toHaveCount(0);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Myself and Others' }).getByText('You are here'),
  ).toBeVisible();
  // Chips, titles and cards wrap at 320 px with text at 200 %: the menu never scrolls sideways.
  await expectReflow(page);
  await expect(page.getByRole('link', { name: 'Repeat Module' })).toBeVisible();
  await page.getByRole('link', { name: 'Repeat Module' }).click();
  await expect(page).toHaveURL(/\/page\/1-0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  // The entry page's back arrow is the menu.
  await pageNav(page).getByRole('button', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The unlocked module waits under "Want to learn more?", and is stored with the account.
  const more = page.getByRole('region', { name: 'Want to learn more?' });
  await expect(
    page.getByText('Progress through the course to unlock additional modules!'),
  ).toHaveCount(0);
  const surroundings = more.getByRole('listitem').filter({ hasText: 'My Surroundings' });
  await expect(surroundings.getByText('Available')).toBeVisible();
  // The "Available" chip's amber is readable (AA) in both colour schemes.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    await expectNoAxeViolations(page);
  }
  expect((await savedState(request, code)).optional_history).toMatchObject({
    available: ['4A'],
    completed: [],
  });

  // Opened from the menu, it runs as an optional module to its own "Section complete!".
  await surroundings.getByRole('link').click();
  await expect(page).toHaveURL(/\/page\/4A-0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Surroundings' })).toBeVisible();
  for (let step = 1; step <= 7; step += 1) {
    await pageNav(page).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/page/4A-${step}$`));
  }
  await pageNav(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/page\/section-complete\?module=4A$/);
  await pageNav(page).getByRole('button', { name: 'Go to the menu' }).click();
  await expect(surroundings.getByText('Completed')).toBeVisible();
  await expect
    .poll(async () => (await savedState(request, code)).optional_history)
    .toMatchObject({ available: [], completed: ['4A'] });
  await context.close();
});

test('on a slow connection, a module unlocked just after another is still announced on the page the student lands on', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await register(page);
  await screen(page, 'Cocaine', [1, 0, 1, 1, 1, 1, 0, 1, 0]);
  // Finishing My Profile announces My Surroundings; My Support, walked at once, ends by
  // unlocking My Values while that notice may still be up.
  await completeModule1AsUser(page, request);
  await continueFromSectionComplete(page, pointer, 'My Support');
  await walkMySupport(page, async () => {
    // Every request now takes 1.5 s: "Section complete!" waits for the save (up to 3 s).
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  });
  // The new notice has its own four seconds, so it is there when the next page comes.
  await expect(notice(page, 'New module unlocked: My Values')).toBeVisible();
});

test('the history reaches the server with an Idempotency-Key', async ({ page }) => {
  await registerAndOpenDashboard(page);
  await page.getByRole('link', { name: 'Get Started' }).click();
  const commit = page.waitForRequest('**/api/activity/commit_navigation_history');
  await pageNav(page).getByRole('button', { name: 'Next' }).click();
  const request = await commit;
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const body = request.postDataJSON() as {
    navigation_history: Record<string, unknown>;
    last_page: string;
  };
  expect(Object.keys(body.navigation_history)).toEqual(['1-0', '1-1']);
  expect(body.last_page).toBe('1-1');
});

test("this tab's next save keeps what the student's other device saved since it opened", async ({
  page,
  request,
}) => {
  const code = await registerAndOpenDashboard(page);
  const historySaved = () =>
    page.waitForResponse((response) =>
      response.url().endsWith('/api/activity/commit_navigation_history'),
    );
  await page.getByRole('link', { name: 'Get Started' }).click();
  const first = historySaved();
  await pageNav(page).getByRole('button', { name: 'Next' }).click();
  expect((await first).ok()).toBe(true);
  // Meanwhile the student's phone saves an answer this tab has never seen.
  const phone = await request.post('/api/activity/commit_navigation_history', {
    headers: { 'X-Tenant': 'ucc', Authorization: `Bearer ${await tokenOf(request, code)}` },
    data: {
      navigation_history: { '1-0': {}, '1-1': {}, '1-3': { 'from-phone': 'kept' } },
      last_page: '1-3',
    },
  });
  expect(phone.ok()).toBe(true);
  // This tab goes on and saves its own history.
  await pointer.check(page.getByRole('checkbox', { name: 'None of these' }));
  const second = historySaved();
  await pageNav(page).getByRole('button', { name: 'Next' }).click();
  await expectPage(page, '1-3', 'Your screening result');
  expect((await second).ok()).toBe(true);
  const saved = await savedState(request, code);
  expect(saved.navigation_history['1-3']).toEqual({ 'from-phone': 'kept' });
  expect(Object.keys(saved.navigation_history).sort()).toEqual(['1-0', '1-1', '1-3']);
});

test('logging in again elsewhere restores the completed module and where the student was', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const code = await registerAndOpenDashboard(page);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/activity/commit_navigation_history') &&
      (
        response.request().postDataJSON() as {
          navigation_history: Record<string, Record<string, unknown>>;
        }
      ).navigation_history['1-15']?.['module-complete'] === true,
  );
  await completeModule1AsNonUser(page, request);
  expect((await saved).ok()).toBe(true);

  const other = await browser.newContext();
  const next = await other.newPage();
  await next.goto('/');
  const login = next.getByRole('form', { name: 'I have an access code' });
  await login.getByLabel('Access code').fill(code);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(next).toHaveURL(/\/dashboard$/);
  const profile = next.getByRole('listitem').filter({ hasText: 'My Profile' });
  await expect(profile.getByText('Completed')).toBeVisible();
  await next.getByRole('link', { name: 'Repeat Module' }).click();
  await expect(next).toHaveURL(/\/page\/1-0$/);
  await other.close();
});

test('"Need to talk to someone?" opens the support page from a content page in one tap', async ({
  page,
}) => {
  await registerAndOpenDashboard(page);
  await page.getByRole('link', { name: 'Get Started' }).click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Need to talk to someone\?|Get help/ })
    .click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Need to talk to someone?' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute(
    'href',
    'tel:116123',
  );
  await expect(page.getByRole('link', { name: 'Text 50808' })).toHaveAttribute('href', 'sms:50808');
});

test('returning to a page already done offers to continue or to look back', async ({ page }) => {
  await registerAndOpenDashboard(page);
  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.getByRole('link', { name: 'All modules' }).click();
  await openRevisitDialog(page);
  await page.getByRole('button', { name: 'Continue where I was' }).click();
  await expect(page).toHaveURL(/\/page\/1-1$/);
  await page.getByRole('link', { name: 'All modules' }).click();
  await page
    .getByRole('link', { name: /My Profile/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'You have been here before' });
  await dialog.getByRole('button', { name: 'Look back at this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/page\/1-0$/);
  // Looking back as far as the page where the student was ends the look back: 1-1 was never
  // answered, and it can be now (read-only, it had nothing to answer with and Next refused).
  await pageNav(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/page\/1-1$/);
  await page.getByRole('checkbox', { name: 'None of these' }).check();
  await pageNav(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/page\/1-3$/);
});

test('a page the tab opens afresh starts at its top, however far down the landing was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  // A phone scrolls the landing down to its forms.
  const start = page
    .getByRole('form', { name: 'New here?' })
    .getByRole('button', { name: 'Start' });
  await start.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await startFromLanding(page);
  // The same tab opens a module page from its address (a bookmark, a link from elsewhere).
  await page.goto('/page/1-0');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(pageNav(page).getByRole('button', { name: 'Next' })).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a module page opened afresh asks for the login and its content once, before the app is there', async ({
  page,
}) => {
  await register(page);
  // Who sent each API request: the early-requests script, or the app's code (Chromium's own
  // record of the script that called fetch).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const asked: { what: string; by: string }[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator, documentURL }) => {
    const { pathname } = new URL(request.url);
    // The module page's only: the menu's may still be on their way as it goes.
    if (new URL(documentURL).pathname !== '/page/1-0') return;
    if (pathname !== '/api/auth/login_user' && !pathname.startsWith('/api/pages/')) return;
    const script = initiator.stack?.callFrames[0]?.url ?? '';
    asked.push({
      what: `${pathname} ${request.postData ?? ''}`,
      by: /\/assets\/early-[^/]+\.js$/.test(script) ? 'early' : 'app',
    });
  });
  // A reload of a bookmarked page: the tab kept its session, remember-me is off.
  await page.goto('/page/1-0');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(pageNav(page).getByRole('button', { name: 'Next' })).toBeAttached();
  const sent = (start: string) => asked.filter(({ what }) => what.startsWith(start));
  // Each once, by the early script; the app took their answers instead of asking again.
  expect(sent('/api/auth/login_user ')).toEqual([{ what: expect.any(String), by: 'early' }]);
  expect(sent('/api/pages/modules/1/1-0 ')).toEqual([{ what: expect.any(String), by: 'early' }]);
  expect(sent('/api/pages/modules {"deep":true,"where":{"kind":"module"}}')).toEqual([
    { what: expect.any(String), by: 'early' },
  ]);
  await cdp.detach();
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`dashboard, page, info dialog, page index, support and the revisit dialog have no violations (${scheme})`, async ({
      page,
    }) => {
      await registerAndOpenDashboard(page);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Get Started' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await expectNoAxeViolations(page);
      // The info dialog on 1-1.
      await pageNav(page).getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'What counts as a drug?' }).click();
      const info = page.getByRole('dialog', { name: 'What counts as a drug here?' });
      await expect(info).toBeVisible();
      await expect(info.locator('xpath=..')).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page);
      await info.getByRole('button', { name: 'Close' }).click();
      await expect(info).toHaveCount(0);
      // Section complete is checked at the end of module 1 (module-1.spec.ts).
      await page.getByRole('link', { name: 'All modules' }).click();
      await page.getByRole('link', { name: 'Activities' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
      await openRevisitDialog(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Look back at this page' }).click();
      await page.goto('/support');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Need to talk to someone?' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
