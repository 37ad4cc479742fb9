import type { BrowserContext, Page } from '@playwright/test';
import { appHeading, expect, expectNoAxeViolations, openLiveLanding, test } from '../fixtures';
import type { BuiltServer } from '../../scripts/lib/server.mjs';
import { SECRET_CODE, keepTrafficLocal, startConfiguredServer } from '../telemetry';

const MEASUREMENT_ID = 'G-E2ETEST123';
const DAY_SECONDS = 24 * 60 * 60;

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Clearpath' });
const cookieDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

/** Opens `url` on a first visit and waits for the app itself (`/` arrives pre-drawn). */
async function firstVisit(page: Page, url = '/') {
  await openLiveLanding(page, url);
  await expect(banner(page)).toBeVisible();
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** The page views analytics was asked to send, and everything queued for the tag. */
async function dataLayer(page: Page): Promise<{ all: string; pageViews: unknown[] }> {
  return page.evaluate(() => {
    const queue = ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map(
      (entry) => Array.from(entry),
    );
    return {
      all: JSON.stringify(queue),
      pageViews: queue.filter((entry) => entry[0] === 'event' && entry[1] === 'page_view'),
    };
  });
}

test.describe('the cookie banner and dialog', () => {
  test('a first visit shows the banner; Accept sets allow-analytics=1 for 30 days, SameSite Lax', async ({
    page,
    context,
  }) => {
    await firstVisit(page);
    const now = Date.now() / 1000;
    await banner(page).getByRole('button', { name: 'Accept analytics cookies' }).click();
    await expect(banner(page).getByText(/You’ve accepted analytics cookies/)).toBeFocused();
    const allow = await cookie(context, 'allow-analytics');
    expect(allow).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', secure: false });
    expect(allow!.expires - now).toBeGreaterThan(30 * DAY_SECONDS - 60);
    expect(allow!.expires - now).toBeLessThan(30 * DAY_SECONDS + 60);
    await banner(page).getByRole('button', { name: 'Hide cookie message' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(appHeading(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('Reject is as easy as Accept: one press, from the keyboard, sets allow-analytics=0', async ({
    page,
    context,
  }) => {
    await firstVisit(page);
    const reject = banner(page).getByRole('button', { name: 'Reject analytics cookies' });
    // The banner comes first on the page: a few presses of Tab reach both choices.
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      if (await reject.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await cookie(context, 'allow-analytics')).toMatchObject({ value: '0' });
    await expect(banner(page).getByText(/You’ve rejected analytics cookies/)).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the banner and the dialog pass axe and work from the keyboard (${scheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await firstVisit(page);
      await expectNoAxeViolations(page);

      const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = cookieDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('rowheader', { name: 'allow-analytics' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.press('Enter');
      await dialog.getByRole('radio', { name: 'No, don’t allow them' }).focus();
      await page.keyboard.press('Space');
      await dialog.getByRole('button', { name: 'Save cookie settings' }).press('Enter');
      await expect(dialog).toBeHidden();
      await expect(banner(page)).toBeHidden();
    });
  }

  for (const width of [375, 1280]) {
    test(`the banner covers neither "Get help" nor the support links (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 720 });
      await firstVisit(page);
      const getHelp = page
        .getByRole('banner')
        .getByRole('link', { name: /^(Get help|Need to talk to someone\?)$/ });
      const footerHelp = page.getByRole('contentinfo').getByRole('link', {
        name: 'Need to talk to someone?',
      });
      for (const link of [getHelp, footerHelp]) {
        await link.scrollIntoViewIfNeeded();
        // What is drawn at the link's centre is the link itself, not the banner.
        const onTop = await link.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        });
        expect(onTop).toBe(true);
      }
    });
  }

  test('with no measurement id, even with consent, no tag script is loaded', async ({ page }) => {
    const outside = await keepTrafficLocal(page);
    await firstVisit(page);
    await banner(page).getByRole('button', { name: 'Accept analytics cookies' }).click();
    await page.goto('/privacy');
    await expect(appHeading(page)).toBeVisible();
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(outside).toEqual([]);
  });
});

test.describe('analytics with a measurement id', () => {
  // One server of its own for these tests, started once: they run in order in one worker.
  test.describe.configure({ mode: 'default' });
  let server: BuiltServer;
  test.beforeAll(async () => {
    // A fresh embedded database is migrated first (scripts/lib/server.mjs waits up to 150 s).
    test.setTimeout(180_000);
    server = await startConfiguredServer({ ANALYTICS_MEASUREMENT_ID: MEASUREMENT_ID });
  });
  test.afterAll(async () => {
    await server.stop();
  });
  // Requests served by a service worker would pass the test's routes by.
  test.use({ serviceWorkers: 'block' });

  test('loads no tag without consent, or after Reject', async ({ page }) => {
    const outside = await keepTrafficLocal(page);
    await firstVisit(page, `${server.baseUrl}/`);
    await page.goto(`${server.baseUrl}/privacy`);
    await expect(appHeading(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Reject analytics cookies' }).click();
    await page.goto(`${server.baseUrl}/support`);
    await expect(appHeading(page)).toBeVisible();
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(outside).toEqual([]);
  });

  test('with consent, the tag goes to the analytics origin with page ids only, never /administration, and stops on withdrawal', async ({
    page,
    consoleGuard,
  }) => {
    // The staff area asks who is signed in; nobody is, so the server answers 401.
    consoleGuard.allow(/status of 401/);
    const outside = await keepTrafficLocal(page);
    await page.goto(`${server.baseUrl}/privacy?code=${SECRET_CODE}`);
    await expect(appHeading(page)).toBeVisible();
    const tagRequest = page.waitForRequest(/googletagmanager\.com\/gtag\/js/);
    await banner(page).getByRole('button', { name: 'Accept analytics cookies' }).click();
    expect((await tagRequest).url()).toBe(
      `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`,
    );
    await expect.poll(() => page.evaluate(() => 'gtag' in window)).toBe(true);
    await expect
      .poll(async () => (await dataLayer(page)).pageViews)
      .toEqual([
        [
          'event',
          'page_view',
          {
            page_location: `${server.baseUrl}/privacy`,
            page_path: '/privacy',
            page_title: 'privacy',
            page_referrer: '',
          },
        ],
      ]);
    let queued = await dataLayer(page);
    expect(queued.all).toContain('"analytics_storage":"denied"');
    expect(queued.all).toContain('"analytics_storage":"granted"');

    // Client-side navigation: the support page is counted, the staff area is not.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Need to talk to someone?' })
      .click();
    await expect.poll(async () => (await dataLayer(page)).pageViews.length).toBe(2);
    const goTo = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    // Drawn, not just addressed: the staff area sends whoever is not signed in to its sign-in.
    await goTo('/administration');
    await expect(page).toHaveURL(/\/administration\/sign-in\?next=%2Fadministration$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await goTo('/privacy');
    await expect.poll(async () => (await dataLayer(page)).pageViews.length).toBe(3);
    queued = await dataLayer(page);
    expect(queued.all).not.toContain('administration');
    expect(queued.all).not.toContain(SECRET_CODE);
    expect(queued.all).not.toContain('?');

    // Withdrawing: consent is denied at once and nothing more is counted.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = cookieDialog(page);
    await dialog.getByRole('radio', { name: 'No, don’t allow them' }).check();
    await dialog.getByRole('button', { name: 'Save cookie settings' }).click();
    await expect(dialog).toBeHidden();
    queued = await dataLayer(page);
    expect(queued.all).toMatch(/\["consent","update",\{"analytics_storage":"denied"\}\]\]$/);
    const disabled = await page.evaluate(
      (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
      MEASUREMENT_ID,
    );
    expect(disabled).toBe(true);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Need to talk to someone?' })
      .click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(appHeading(page)).toBeVisible();
    expect((await dataLayer(page)).pageViews).toHaveLength(3);
    // Only the tag itself was asked for, and the test answered it.
    expect(outside).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
  });
});
