import {
  appHeading,
  contrastOf,
  expect,
  expectNoAxeViolations,
  openLiveLanding,
  test,
  waitForLiveLanding,
} from '../fixtures';

// docs/product.md §2: an address the app does not have is drawn as its not-found page, and the
// server's status says 404 (core's isAppPath).
const PUBLIC_ROUTES = [
  { path: '/', heading: /./, status: 200 },
  { path: '/privacy', heading: /privacy/i, status: 200 },
  { path: '/accessibility', heading: /accessibility/i, status: 200 },
  { path: '/no/such/page', heading: 'This page could not be found', status: 404 },
  { path: '/page/not-a-page-id', heading: 'This page could not be found', status: 404 },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const route of PUBLIC_ROUTES) {
      test(`${route.path} renders with no WCAG A/AA violations`, async ({ page, consoleGuard }) => {
        // The browser logs the page's own 404 status as a failed resource.
        if (route.status === 404) consoleGuard.allow(/status of 404 \(Not Found\)/);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the theme follows the device by default and a chosen theme is remembered', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/privacy');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();

  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();

  await page.reload();
  await expect(appHeading(page)).toBeVisible();
  expect(await background()).toBe(dark);
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await context.close();
});

// A face arriving after the text is drawn would rewrap its lines and move the page (CLS).
test('the Roboto faces are never swapped in late, on the landing and in the app', async ({
  page,
}) => {
  for (const path of ['/', '/privacy']) {
    await page.goto(path);
    await expect(appHeading(page)).toBeVisible();
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.display}`),
    );
    expect(faces, path).toEqual(
      expect.arrayContaining([expect.stringMatching(/Roboto 400 optional/)]),
    );
    expect(
      faces.filter((face) => !face.endsWith(' optional')),
      path,
    ).toEqual([]);
  }
});

// axe checks buttons at rest; the hover tint under primary-coloured text is checked here.
for (const scheme of ['light', 'dark'] as const) {
  test(`a hovered outlined button keeps its text at 4.5:1 or more (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/support');
    // The services' "Website" links are outlined buttons.
    const button = page.getByRole('link', { name: /website$/ }).first();
    await expect(button).toHaveClass(/MuiButton-outlined/);
    await button.hover();
    const contrast = () => contrastOf(button, 'color', 'element');
    await expect.poll(contrast).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });

  // WCAG 1.4.11 (axe does not check it): a text field's outline shows where to type.
  test(`a text field's outline stands out from the page at 3:1 or more (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const field = page
      .getByRole('form', { name: 'I have an access code' })
      .locator('.MuiOutlinedInput-notchedOutline');
    await expect(field).toBeVisible();
    await expect.poll(() => contrastOf(field, 'borderTopColor', 'page')).toBeGreaterThanOrEqual(3);
    await context.close();
  });
}

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/privacy');
  // The app's page, not index.html's slow-start screen ("Loading Clearpath…"), which a slow
  // machine shows first: a Tab there lands on its own support links.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to (main )?content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

// A controlled page gets every chunk from the service worker's precache, even after a deploy;
// the chunk reload is for a visit without one (the first visit, service workers blocked).
test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a failed code chunk reloads the page once, then shows the error screen', async ({
    page,
    consoleGuard,
  }) => {
    // The aborted requests, and React Router reporting the load error it shows on screen.
    consoleGuard.allow(/Failed to load resource|net::ERR_FAILED/i);
    consoleGuard.allow(/dynamically imported module|React Router caught the following error/);
    const initialScripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') initialScripts.add(request.url());
    });
    // The landing arrives pre-drawn and loads the app on first use: once it is live, the app
    // has every script it needs (docs/decisions/0009-light-first-screen.md).
    await openLiveLanding(page);
    // From now on, only the scripts the landing page needed can load: any lazily loaded
    // route module fails, as it would after a deploy removed the old build's chunks.
    const frozen = new Set(initialScripts);
    await page.route('**/assets/*.js', (route) =>
      frozen.has(route.request().url()) ? route.continue() : route.abort('failed'),
    );

    let loads = 0;
    page.on('load', () => (loads += 1));
    const privacyLink = page.getByRole('contentinfo').getByRole('link', { name: /privacy/i });

    // First failure: the page reloads itself to pick up a new build.
    await privacyLink.click();
    await expect.poll(() => loads).toBe(1);
    // The reloaded landing is pre-drawn too: start the app and wait for it before the next
    // press (on the pre-drawn page the link is a plain link to a new page).
    await waitForLiveLanding(page);

    // Second failure within the minute: no reload loop, the error screen instead.
    await privacyLink.click();
    await expect(
      page.getByRole('heading', { name: "Oh no! There's been an error." }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    expect(loads, 'the page reloads exactly once').toBe(1);
    const reloadedAt = await page.evaluate(() =>
      sessionStorage.getItem('clearpath-chunk-reload-at'),
    );
    expect(Number(reloadedAt)).toBeGreaterThan(0);
  });
});

test('the API and the page carry the security headers the app works under', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const health = await page.request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  const unknown = await page.request.get('/api/does-not-exist');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe('not_found');
});
