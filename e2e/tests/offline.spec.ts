import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import {
  completeModule1AsNonUser,
  expectPage,
  guessNorms,
  next,
  pointer,
  quizKey,
  savedState,
  takeQuiz,
} from '../module-1';
import {
  deviceEntry,
  expectPageOnDevice,
  expectServiceWorkerInControl,
  recordCommits,
  setOnline,
} from '../pwa';

// Offline, the service worker serves the app (the config blocks it by default).
test.use({ serviceWorkers: 'allow' });

/*
 * Issue 15: the tool on a lost signal. Answers given offline wait in the encrypted IndexedDB
 * queue, survive a closed tab, and reach the server once each, in order, when the signal is
 * back — also after the session ended meanwhile (the login dialog, then the queue goes on).
 * "Get help" opens offline from any page. The offline banner passes axe in light and dark.
 */

const OFFLINE_TEXT =
  "You're offline — your answers are saved on this device and will be sent when you're back online";
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const TENANT = { 'X-Tenant': 'ucc' };
/** What the browser logs of requests that find no connection. */
const OFFLINE_ERRORS = /net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/;

/** Registers from the landing page once the service worker is in control; returns code and token. */
async function registerControlled(page: Page, options: { remember?: boolean } = {}) {
  await page.goto('/');
  await expectServiceWorkerInControl(page);
  const start = page.getByRole('form', { name: 'New here?' });
  if (options.remember) {
    await start.getByRole('checkbox', { name: 'Remember me on this device' }).check();
  }
  const answer = page.waitForResponse('**/api/auth/register_user');
  await start.getByRole('button', { name: 'Start' }).click();
  const { token } = (await (await answer).json()) as { token: string };
  await expect(page.getByRole('heading', { name: 'Your access code' })).toBeVisible({
    timeout: 20_000,
  });
  const code = (await page.getByText(CODE_PATTERN).first().textContent()) ?? '';
  expect(code).toMatch(CODE_PATTERN);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { code, token };
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out of Clearpath?' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Starts module 1 from the menu and goes on to 1-1. */
async function toDrugUse(page: Page) {
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expectPage(page, '1-0', 'My Profile');
  await next(page, pointer);
  await expectPage(page, '1-1', 'Your drug use');
}

async function expectBannerAxeClean(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function revoke(request: APIRequestContext, token: string, code: string) {
  const response = await request.post('/api/auth/logout_user', {
    headers: { ...TENANT, Authorization: `Bearer ${token}` },
    data: { password: code },
  });
  expect(response.ok()).toBe(true);
}

test.describe('offline', () => {
  // 46 s alone, about 120 s with both CPUs busy with other work.
  test.describe.configure({ timeout: 240_000 });

  test('"Get help" opens offline from a module page, under the offline banner (axe light and dark)', async ({
    page,
    context,
    consoleGuard,
  }) => {
    consoleGuard.allow(OFFLINE_ERRORS);
    await registerControlled(page);
    await toDrugUse(page);
    await setOnline(context, page, false);
    await expect(page.getByRole('status').getByText(OFFLINE_TEXT)).toBeVisible();
    await expectBannerAxeClean(page);

    await page
      .getByRole('banner')
      .getByRole('link', { name: /Get help|Need to talk/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Need to talk to someone?' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Call 116 123/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Call 112/ }).first()).toBeVisible();
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();

    // A reload with no signal opens the tool from the phone, not the browser's offline page.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Need to talk to someone?' }),
    ).toBeVisible();
    await setOnline(context, page, true);
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });

  test('four answers given offline, across a closed tab, reach the server once each and in order', async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(OFFLINE_ERRORS);
    const key = await quizKey(request);
    // Each phase is a step, so a failure's report says which one took the time.
    await test.step('an earlier visit brings module 1 onto the phone', async () => {
      await registerControlled(page);
      await completeModule1AsNonUser(page, request);
      await page.goto('/dashboard');
      await logOut(page);
    });

    const commits = recordCommits(context);
    const { code } =
      await test.step('a new student registers and goes offline on 1-1', async () => {
        const registered = await registerControlled(page, { remember: true });
        await toDrugUse(page);
        await setOnline(context, page, false);
        return registered;
      });

    await test.step('three answers are given offline', async () => {
      // 1: the drug selection.
      await pointer.check(page.getByRole('checkbox', { name: 'None of these' }));
      await next(page, pointer);
      await expectPage(page, '1-3', 'Your screening result');
      await next(page, pointer);
      // 2: the quiz.
      await expectPage(page, '1-8', 'Quick quiz');
      await takeQuiz(page, pointer, key, 8);
      for (let step = 9; step <= 14; step += 1) {
        await next(page, pointer);
        await expect(page).toHaveURL(new RegExp(`/page/1-${step}$`));
      }
      // 3: the descriptive-norm guesses.
      await guessNorms(page, pointer, [25, 15]);
      await expect(page.getByText('3 answers waiting to be sent')).toBeVisible();
      await next(page, pointer);
      await expectPage(page, '1-15', 'What do other students think?');
    });

    // The tab is closed and opened again, still offline: the tool opens from the phone.
    const again = await test.step('the tab is closed and opened again offline', async () => {
      await page.close();
      const reopened = await context.newPage();
      await reopened.goto('/dashboard');
      // A cold start from the phone's copy (the whole app read from the cache, the saved
      // session decrypted) can take a while on a busy machine.
      await expect(reopened.getByText(OFFLINE_TEXT)).toBeVisible({ timeout: 30_000 });
      await expect(reopened.getByText('3 answers waiting to be sent')).toBeVisible();
      await reopened.getByRole('link', { name: 'Get Started' }).click();
      // The page comes from the phone's copy too; on a busy machine that can take a while.
      await expect(reopened).toHaveURL(/\/page\/1-1[45]$/, { timeout: 30_000 });
      if (reopened.url().endsWith('/1-14')) await next(reopened, pointer);
      await expectPage(reopened, '1-15', 'What do other students think?');
      return reopened;
    });

    await test.step('the fourth answer is given offline', async () => {
      await expect(again.getByRole('radiogroup').first().getByRole('radio').first()).toBeVisible();
      for (const group of await again.getByRole('radiogroup').all()) {
        await group.getByRole('radio').first().check();
      }
      await again.getByRole('button', { name: 'Save my answers' }).click();
      await expect(again.getByText('4 answers waiting to be sent')).toBeVisible();
      expect(commits.filter((commit) => commit.status > 0 && commit.status < 300)).toEqual([]);
    });

    await test.step('back online, each answer is stored once, in order', async () => {
      await setOnline(context, again, true);
      await expect(again.getByText(/answers? waiting to be sent/)).toHaveCount(0);
      await expect(again.getByText(OFFLINE_TEXT)).toHaveCount(0);

      const storedCommits = () =>
        commits.filter((commit) => commit.status >= 200 && commit.status < 300);
      await expect.poll(() => storedCommits().length).toBe(4);
      const stored = storedCommits();
      expect(
        stored.map((commit) => [commit.path, (commit.body as { type?: number }).type]),
        JSON.stringify(commits),
      ).toEqual([
        ['/api/activity/commit_selected_drugs', undefined],
        ['/api/activity/commit_score', 2],
        ['/api/activity/commit_score', 9],
        ['/api/activity/commit_activity', 6],
      ]);
      // Each answer went with its own key, and no key was answered twice.
      expect(new Set(stored.map((commit) => commit.key)).size).toBe(4);

      const saved = await savedState(request, code);
      expect(saved.selected_drugs).toEqual([]);
      expect(saved.profile).toMatchObject({
        user_type: 1,
        quiz_score: 8,
        descriptiveNorms: [25, 15],
      });
      expect(saved.profile.injunctiveNorms).toHaveLength(3);
    });
  });

  test('with the session ended on the server while offline, the login dialog opens and the queue goes on', async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|status of 401/,
    );
    const commits = recordCommits(context);
    const { code, token } = await registerControlled(page);
    await toDrugUse(page);
    await setOnline(context, page, false);
    await pointer.check(page.getByRole('checkbox', { name: 'None of these' }));
    await next(page, pointer);
    // 1-3 was never on this phone: it says so, and opens by itself once the signal is back.
    await expect(page).toHaveURL(/\/page\/1-3$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "This page isn't on this phone yet" }),
    ).toBeVisible();
    await expect(page.getByText('1 answer waiting to be sent')).toBeVisible();
    await revoke(request, token, code);

    await setOnline(context, page, true);
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('1 answer waiting to be sent')).toBeVisible();
    await dialog.getByLabel('Access code').fill(code);
    await dialog.getByRole('button', { name: 'Log in and carry on' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/answers? waiting to be sent/)).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your screening result' }),
    ).toBeVisible();

    const drugs = commits.filter((commit) => commit.path === '/api/activity/commit_selected_drugs');
    // Refused while the session was ended (each try on the way back), then stored, once.
    expect(drugs.at(-1)!.status).toBeLessThan(300);
    expect(drugs.slice(0, -1).map((commit) => commit.status)).toContain(401);
    expect(drugs.slice(0, -1).every((commit) => commit.status === 401)).toBe(true);
    expect(new Set(drugs.map((commit) => commit.key)).size).toBe(1);
    const saved = await savedState(request, code);
    expect(saved.selected_drugs).toEqual([]);
    expect(saved.profile).toMatchObject({ user_type: 1 });
  });

  test('an answer typed offline in a tab closed since is kept when another tab saves its own, and sent once back', async ({
    page,
    context,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(OFFLINE_ERRORS);
    const { code } = await registerControlled(page, { remember: true });
    // A second tab, logged in by remember-me; both on 1-0 with the signal.
    const other = await context.newPage();
    for (const tab of [page, other]) {
      if (tab === other) await other.goto('/dashboard');
      await tab.getByRole('link', { name: 'Get Started' }).click();
      await expectPage(tab, '1-0', 'My Profile');
    }
    // 1-1 was fetched ahead and kept, as on a phone that had the signal a moment on 1-0.
    await expectPageOnDevice(page, '1-1');
    await setOnline(context, page, false);

    // The first tab: a drug ticked on 1-1 (kept in the history, as its id), then the tab is closed.
    await next(page, pointer);
    await expectPage(page, '1-1', 'Your drug use');
    await pointer.check(page.getByRole('checkbox', { name: 'Cannabis' }));
    // Ended once its copy on the device holds the answer (written encrypted, a moment on).
    await expect
      .poll(async () => {
        const copy = (await deviceEntry(page, 'navigation')) as {
          history?: Record<string, { drugs?: unknown }>;
        } | null;
        return copy?.history?.['1-1']?.drugs;
      })
      .toEqual(['0']);
    // The send as the tab goes fails too: offline as emulated lets a request outliving its
    // page through, which a phone without signal would not.
    await page.evaluate(() => {
      window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    });
    await page.close({ runBeforeUnload: true });

    // The other tab goes on offline, and so keeps its own copy on the device.
    await next(other, pointer);
    await expectPage(other, '1-1', 'Your drug use');
    await expect(other.getByRole('checkbox', { name: 'Cannabis' })).not.toBeChecked();
    await setOnline(context, other, true);
    // Its page visit reaches the server; the first tab's answer is still waiting on the device.
    await expect
      .poll(async () => Object.keys((await savedState(request, code)).navigation_history))
      .toContain('1-1');
    expect((await savedState(request, code)).navigation_history['1-1']).toEqual({});

    // Reloaded, the tab takes the first tab's answer over and sends it.
    await other.reload();
    await expect(other.getByRole('checkbox', { name: 'Cannabis' })).toBeChecked();
    await expect
      .poll(async () => (await savedState(request, code)).navigation_history['1-1']?.drugs)
      .toEqual(['0']);
  });
});
