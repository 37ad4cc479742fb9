import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, firstPaintWaitsForAllOf, test } from '../fixtures';
import { register } from '../module-1';

/*
 * A module page opened afresh (a reload, a bookmark, a tab the phone discarded) arrives with
 * its text already drawn (apps/web/scripts/prerender.mjs): readable before the app, which loads
 * once that text has painted and then takes its place (src/lib/predrawn.ts).
 */

// The service worker would answer with index.html: these are first loads from the server.
test.use({ serviceWorkers: 'block' });

const EARLY_SCRIPT = /\/assets\/early-[^/]+\.js$/;

/** Holds every script but the early-requests one until `release` is called. */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  const waiting: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', async (route) => {
    if (released || EARLY_SCRIPT.test(route.request().url())) await route.continue();
    else waiting.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(waiting.splice(0).map((route) => route.continue()));
  };
}

const predrawn = (page: Page) => page.locator('#predrawn');

for (const scheme of ['light', 'dark'] as const) {
  test(`a module page opened afresh can be read before the app, and the app takes its place where it stands (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await register(page);
    const release = await holdTheApp(page);
    await page.goto('/page/1-0', { waitUntil: 'domcontentloaded' });

    const title = page.getByRole('heading', { level: 1, name: 'My Profile' });
    await expect(title).toBeVisible();
    await expect(page.getByText('Welcome to Clearpath.')).toBeVisible();
    await expect(predrawn(page)).toBeVisible();
    expect(await firstPaintWaitsForAllOf(page, '#predrawn')).toBe(true);
    // Only the app offers what needs it: logging out, the page's widgets and arrows.
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    // What needs the app is off until it is here, not a button that does nothing.
    await expect(page.getByRole('button', { name: /^Theme:/ })).toBeDisabled();
    await expect(page).toHaveTitle('My Profile · Clearpath');
    // No web fonts to fetch beside the app on a slow connection: the device's own.
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
    await expectNoAxeViolations(page);
    const before = await title.boundingBox();

    await release();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(predrawn(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Theme:/ })).toBeEnabled();
    // The same text in the same place: nothing moves when the app takes over.
    expect(await title.boundingBox()).toEqual(before);
    // Every layout shift since the page opened, with what moved (so a failure says what).
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const describe = (entry: PerformanceEntry) => {
            const shift = entry as PerformanceEntry & {
              value: number;
              sources?: { node?: Node | null }[];
            };
            const moved = (shift.sources ?? []).map((source) => {
              const node = source.node;
              return node instanceof Element
                ? `<${node.tagName.toLowerCase()} class="${node.className}">`
                : (node?.nodeName ?? '?');
            });
            return `${shift.value.toFixed(5)} at ${Math.round(shift.startTime)} ms: ${moved.join(', ')}`;
          };
          new PerformanceObserver((list) => resolve(list.getEntries().map(describe))).observe({
            type: 'layout-shift',
            buffered: true,
          });
          // No entry at all: nothing moved.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
        }),
    );
    expect(shifts, 'layout shifts while the page opened').toEqual([]);

    // The app took the pre-drawn page's styles as its own (emotion's labels): the title's
    // style and the arrows' are among them, and no global style (the theme's variables, the baseline) was
    // parsed and inserted again.
    const styles = await page.evaluate(() => {
      const label = document
        .querySelector('style[data-emotion^="css "]')
        ?.getAttribute('data-emotion');
      const styleOf = (element: Element | null | undefined) =>
        [...(element?.classList ?? [])]
          .find((name) => name.startsWith('css-'))
          ?.slice('css-'.length) ?? null;
      const next = [...document.querySelectorAll('nav[aria-label="Page"] button')].find((button) =>
        button.textContent?.includes('Next'),
      );
      return {
        adopted: label?.split(' ').slice(1) ?? [],
        title: styleOf(document.querySelector('h1')),
        // Not drawn ahead, but its styles came with the page's (the whole page's, drawn unseen).
        next: styleOf(next),
        globals: [...document.querySelectorAll('style[data-emotion^="css-global"]')].map(
          (element) => element.textContent !== '',
        ),
      };
    });
    expect(styles.adopted).toContain(styles.title);
    expect(styles.adopted).toContain(styles.next);
    expect(styles.globals.length).toBeGreaterThan(0);
    expect(styles.globals).not.toContain(false);

    // The app asked for its code only once the page's text had painted: after the rendering
    // update that painted it (`paintTime`; the entry's `startTime` is when the frame was
    // presented, which a busy machine reports later).
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0] as
        (PerformanceEntry & { paintTime?: number }) | undefined;
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name))?.startTime;
      return { painted: paint?.paintTime, presented: paint?.startTime, entry };
    });
    expect(order.painted, 'the paint entry says when it painted').toBeDefined();
    expect(order.entry, JSON.stringify(order)).toBeGreaterThan(
      order.painted ?? Number.POSITIVE_INFINITY,
    );

    // And the page works: its first widget and the arrows are there.
    await expect(page.getByRole('button', { name: 'Next' }).first()).toBeVisible();
  });
}

test('a theme chosen against the device’s scheme holds before the app: on a pre-drawn page and on the slow-start screen', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await register(page);
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  const background = (selector: string) =>
    page.evaluate((query) => {
      const element = document.querySelector(query);
      return element ? getComputedStyle(element).backgroundColor : null;
    }, selector);
  const release = await holdTheApp(page);

  // The pre-drawn page is drawn dark from the start, not light until the app takes over.
  await page.goto('/page/1-0', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect.poll(scheme).toBe('dark');
  // A frame later (the reduced-motion rule gives every property a 0.01 ms transition).
  await expect.poll(() => background('body')).toBe('rgb(16, 20, 24)');

  // index.html's slow-start screen (the app still held back) takes the dark scheme too.
  // (Its held module script keeps DOMContentLoaded back: not waited for.)
  await page.goto('/support', { waitUntil: 'commit' });
  await expect(page.locator('#slow-start')).toHaveCount(1);
  await expect.poll(scheme).toBe('dark');
  await expect.poll(() => background('#slow-start')).not.toBe('rgb(255, 255, 255)');

  await release();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Need to talk to someone?' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect.poll(() => background('body')).toBe('rgb(16, 20, 24)');
});

for (const cookieStore of ['with', 'without'] as const) {
  test(`the early-requests script logs in with the tab's kept code before the app is there, ${cookieStore} the Cookie Store API`, async ({
    page,
  }) => {
    await register(page);
    if (cookieStore === 'without') {
      // As in a browser that has none: the script reads document.cookie instead.
      await page.addInitScript(() =>
        Object.defineProperty(window, 'cookieStore', { value: undefined }),
      );
    }
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login_user')) logins.push(request.postData() ?? '');
    });
    const release = await holdTheApp(page);
    await page.goto('/page/1-0', { waitUntil: 'domcontentloaded' });
    // The code is kept encrypted under the product cookie: sent, it was read with that cookie.
    await expect.poll(() => logins.length).toBe(1);
    expect(JSON.parse(logins[0] ?? '{}')).toHaveProperty('password');

    await release();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // The app took that login's answer instead of logging in again.
    expect(logins).toHaveLength(1);
  });
}

test('a module page opened without a session shows the landing, not the pre-drawn text', async ({
  page,
}) => {
  await page.goto('/page/1-0');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('form', { name: 'I have an access code' })).toBeVisible();
  await expect(predrawn(page)).toHaveCount(0);
  await expect(page.getByText('Welcome to Clearpath.')).toHaveCount(0);
});

test('a page the build did not draw ahead opens as any app address does', async ({ page }) => {
  await register(page);
  // 1-3 starts with a widget: nothing of it is the same for every student.
  await page.goto('/page/1-3');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(predrawn(page)).toHaveCount(0);
});
