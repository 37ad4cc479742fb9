import type { Page, Route } from '@playwright/test';
import { expect, test, waitForLiveLanding } from '../fixtures';
import { register } from '../module-1';

// The pre-drawn landing (docs/decisions/0009-light-first-screen.md, option 3): shown and usable
// before the app, which loads on first use and takes over without losing what was typed.

const FIRST_SCREEN_SCRIPT = /\/assets\/first-screen-[^/]+\.js$/;
const loginForm = (page: Page) => page.getByRole('form', { name: 'I have an access code' });
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Clearpath' });

/** Holds every app script until `release` is called: the window before the app is there. */
async function holdTheApp(page: Page): Promise<{ held: () => number; release: () => void }> {
  const waiting: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', async (route) => {
    if (released || FIRST_SCREEN_SCRIPT.test(route.request().url())) await route.continue();
    else waiting.push(route);
  });
  return {
    held: () => waiting.length,
    release: () => {
      released = true;
      for (const route of waiting.splice(0)) void route.continue();
    },
  };
}

/** The sum of the page's unexpected layout shifts so far (CLS as the browser counts it). */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
  });

/** Waits for the page's fonts, so that what is measured is what stays on screen. */
const fontsLoaded = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => true));

test.use({ serviceWorkers: 'block' });

test('before any use, / loads only its page, its styles and the small loader; links work without JavaScript', async ({
  page,
  browser,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(FIRST_SCREEN_SCRIPT);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(loginForm(page).getByLabel('Access code')).toBeEditable();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/');
  await plain.getByRole('link', { name: 'Read how we protect your privacy' }).click();
  await expect(plain).toHaveURL(/\/privacy$/);
  await noScript.close();
});

test('a code typed and "Log in" pressed before the app has loaded logs in, nothing typed again', async ({
  browser,
  page,
}) => {
  const code = await register(page);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const student = await context.newPage();
  const app = await holdTheApp(student);
  await student.goto('/');
  const field = loginForm(student).getByLabel('Access code');
  await field.fill(code.toLowerCase());
  await loginForm(student).getByRole('checkbox', { name: 'Remember me on this device' }).check();
  await loginForm(student).getByRole('button', { name: 'Log in' }).click();
  // The app is still on its way: the press is kept, the button shown busy.
  const busy = loginForm(student).getByRole('button', { name: 'Logging in…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(student.locator('#root[data-prerendered]')).toHaveCount(1);
  expect(app.held()).toBeGreaterThan(0);

  app.release();
  await expect(student).toHaveURL(/\/dashboard$/);
  await expect(student.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
  // The ticked box was kept too: the device remembers the student.
  const remember = (await context.cookies()).find((cookie) => cookie.name === 'remember-me');
  expect(remember?.value).toBe('1');
  await context.close();
});

test('the app takes over the pre-drawn page without moving it, banner shown or answered', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await fontsLoaded(page);
  const heading = page.getByRole('heading', { level: 1 });
  const before = { banner: await banner(page).boundingBox(), heading: await heading.boundingBox() };
  await waitForLiveLanding(page);
  expect(await banner(page).boundingBox()).toEqual(before.banner);
  expect(await heading.boundingBox()).toEqual(before.heading);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);

  // A student who has answered the banner never sees it, before or after the app.
  await context.addCookies([
    { name: 'allow-analytics', value: '0', url: new URL(page.url()).origin },
  ]);
  await page.reload();
  await expect(banner(page)).toBeHidden();
  await fontsLoaded(page);
  const answered = await heading.boundingBox();
  await waitForLiveLanding(page);
  await expect(banner(page)).toBeHidden();
  expect(await heading.boundingBox()).toEqual(answered);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);
});

test('a remembered device sees the check it gets, pre-drawn and then from the app, not the forms', async ({
  browser,
  page,
}) => {
  const code = await register(page);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const first = await context.newPage();
  await first.goto('/');
  await loginForm(first).getByLabel('Access code').fill(code);
  await loginForm(first).getByRole('checkbox', { name: 'Remember me on this device' }).check();
  await loginForm(first).getByRole('button', { name: 'Log in' }).click();
  await expect(first).toHaveURL(/\/dashboard$/);

  // A new tab has no session of its own: the device's remember-me logs it in.
  const student = await context.newPage();
  const app = await holdTheApp(student);
  const logins: Route[] = [];
  await student.route('**/api/auth/login_user', (route) => void logins.push(route));
  await student.goto('/');
  const panel = student.getByRole('region', { name: 'Start or continue' });
  const check = panel.getByRole('status');
  await expect(check).toHaveText('Checking whether this device remembers you…');
  await expect(panel.getByRole('form')).toHaveCount(0);
  await expect(student.locator('#root[data-prerendered]')).toHaveCount(1);
  await fontsLoaded(student);
  const before = await check.boundingBox();

  // The app takes over while its login is on the way: the same check, in the same place.
  app.release();
  await expect(student.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(check).toHaveText('Checking whether this device remembers you…');
  expect(await check.boundingBox()).toEqual(before);
  expect(await layoutShift(student)).toBeLessThanOrEqual(0.1);

  await expect.poll(() => logins.length).toBeGreaterThan(0);
  for (const route of logins.splice(0)) await route.continue();
  await expect(panel.getByRole('link', { name: 'Go to my modules' })).toBeVisible();
  await context.close();
});
