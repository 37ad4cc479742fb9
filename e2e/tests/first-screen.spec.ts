import type { Browser, Page, Route } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  firstPaintWaitsForAllOf,
  test,
  waitForLiveLanding,
} from '../fixtures';
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

/**
 * Lets the app wait up to a minute, instead of a second, for a press under way on the pre-drawn
 * page before it takes over (the loader's `handoverWaitMaxMs`): on a busy machine the test's
 * own steps between the app asking and the release can take longer than a second, and the press
 * would then end on the app's page. Routed after `holdTheApp`, so this handler runs first.
 */
async function stretchHandoverWait(page: Page) {
  await page.route(FIRST_SCREEN_SCRIPT, async (route) => {
    const response = await route.fetch();
    const script = await response.text();
    const setting = /"handoverWaitMaxMs":\d+/;
    expect(script).toMatch(setting);
    const headers = { ...response.headers() };
    // The text is sent as it is now, not as the server compressed it.
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({
      response,
      headers,
      body: script.replace(setting, '"handoverWaitMaxMs":60000'),
    });
  });
}

/** A phone-sized tab of its own whose app is held back (see `holdTheApp`). */
async function phoneWithAppHeld(browser: Browser) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  return { context, page, app: await holdTheApp(page) };
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
  expect(await firstPaintWaitsForAllOf(page, '#root[data-prerendered]')).toBe(true);
  // The slow-start screen of other addresses is not sent with the drawn landing.
  await expect(page.locator('#slow-start')).toHaveCount(0);
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

/**
 * Notes when the app, all its code arrived, asks the pre-drawn page whether a press is under
 * way (start.tsx awaits `idle()` before it takes over).
 */
const noteHandoverAsked = (page: Page) =>
  page.evaluate(() => {
    const { clearpathFirstScreen: state } = window as typeof window & {
      clearpathFirstScreen?: { idle: () => Promise<void> };
    };
    if (!state) throw new Error('The first-screen loader has not run.');
    const idle = state.idle;
    state.idle = () => {
      document.documentElement.setAttribute('data-test-handover-asked', '');
      return idle();
    };
  });

for (const way of ['mouse', 'keyboard'] as const) {
  test(`"Start" held down (${way}) while the app arrives still starts when let go`, async ({
    page,
  }) => {
    const app = await holdTheApp(page);
    await stretchHandoverWait(page);
    await page.goto('/');
    await noteHandoverAsked(page);
    const start = page.getByRole('form', { name: 'New here?' }).getByRole('button', {
      name: 'Start',
    });
    if (way === 'mouse') {
      await start.hover();
      await page.mouse.down();
    } else {
      await start.focus();
      await page.keyboard.down(' ');
    }
    app.release();
    // The app is ready and waits: were it to draw over the pre-drawn page now, the press
    // would end on another button, and the browser would send no click.
    await expect(page.locator('html[data-test-handover-asked]')).toHaveCount(1);
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);

    const answer = page.waitForResponse('**/api/auth/register_user');
    if (way === 'mouse') await page.mouse.up();
    else await page.keyboard.up(' ');
    expect((await answer).ok()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Your access code' })).toBeVisible();
  });
}

test('the banner answered before the app, then typing further down: the app takes over under the student without moving the page or the focus', async ({
  browser,
}) => {
  const { context, page, app } = await phoneWithAppHeld(browser);
  await page.goto('/');
  await fontsLoaded(page);
  await banner(page).getByRole('button', { name: 'Reject analytics cookies' }).click();
  const field = loginForm(page).getByLabel('Access code');
  await field.click();
  await page.keyboard.type('abcd');
  const start = page.getByRole('form', { name: 'New here?' }).getByRole('button', {
    name: 'Start',
  });
  const before = { field: await field.boundingBox(), start: await start.boundingBox() };
  // Scrolled down to the forms, under the banner still waiting for the app.
  expect(before.start?.y).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  app.release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  // The answer is the app's now: the banner gave way to its confirmation, above the student.
  await expect(banner(page)).toContainText('You’ve rejected analytics cookies.');
  expect((await context.cookies()).find((c) => c.name === 'allow-analytics')?.value).toBe('0');
  // The field being typed in is where it was and still has the keys.
  // (Within a pixel: the window scrolls by whole pixels.)
  const moved = async (locator: typeof field, y: number) =>
    Math.abs(((await locator.boundingBox())?.y ?? Infinity) - y);
  expect(await moved(field, before.field!.y)).toBeLessThanOrEqual(1);
  await expect(field).toBeFocused();
  await page.keyboard.type('efgh');
  await expect(field).toHaveValue('abcdefgh');
  // A tap where "Start" was lands on "Start".
  expect(await moved(start, before.start!.y)).toBeLessThanOrEqual(1);
  const box = before.start!;
  const answer = page.waitForResponse('**/api/auth/register_user');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  expect((await answer).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Your access code' })).toBeVisible();
  await context.close();
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

/**
 * Sets the slow-start screen's delay as if `ms` had passed since the page arrived (the CSS
 * animation that reveals it, paused: no waiting on the clock).
 */
const slowStartAt = (page: Page, ms: number | 'end') =>
  page.evaluate((at) => {
    const reveal = document.getAnimations().find((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return target instanceof Element && target.id === 'slow-start';
    });
    if (!reveal) throw new Error('The slow-start screen has no reveal animation.');
    reveal.pause();
    if (at === 'end') reveal.finish();
    else reveal.currentTime = at;
  }, ms);

test('another address opened while the app is slow to arrive shows the support numbers after a moment, then the app', async ({
  browser,
}) => {
  const { context, page, app } = await phoneWithAppHeld(browser);
  await page.goto('/support', { waitUntil: 'commit' });
  const slowStart = page.getByRole('main');
  await expect(page.locator('#slow-start')).toHaveCount(1);
  // Nothing fetched holds the first paint, so on slow data the screen shows on time: a style
  // sheet linked in <head> held it until the sheet came (2.8 s at 400 kbps, not 1.5). The
  // app's scripts are modules, the early one async: neither holds it.
  const blocking = page.locator(
    'head link[rel="stylesheet"], head script[src]:not([async]):not([defer]):not([type="module"])',
  );
  await expect(blocking).toHaveCount(0);

  // A good connection never sees it: nothing is shown for the first moment.
  await slowStartAt(page, 1400);
  await expect(page.locator('#slow-start')).toBeHidden();
  await slowStartAt(page, 'end');
  await expect(slowStart.getByRole('heading', { level: 1 })).toHaveText('Loading Clearpath…');
  for (const [name, href] of [
    ['Call 112', 'tel:112'],
    ['Call 116 123', 'tel:116123'],
    ['Text 50808', 'sms:50808'],
    ['Call 1800 459 459', 'tel:1800459459'],
  ] as const) {
    await expect(slowStart.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({
        path: `${process.env.SCREENSHOT_DIR}/slow-start-375-${scheme}.png`,
        fullPage: true,
      });
    }
  }
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  expect(app.held()).toBeGreaterThan(0);

  // The app arrives and draws the page asked for; the slow-start screen is gone.
  app.release();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Need to talk to someone?' }),
  ).toBeVisible();
  await expect(page.locator('#slow-start')).toBeHidden();
  await expect(page.getByRole('main')).toHaveCount(1);
  // As drawn, not only as named: "Call 112" on one line with its space, not "Call112".
  const drawn = await page
    .getByRole('main')
    .locator('a[href^="tel:"], a[href^="sms:"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText));
  expect(drawn).toContain('Call 116 123');
  for (const label of drawn) expect(label).toMatch(/^(Call|Text) \d[\d ]*$/);
  await context.close();
});
