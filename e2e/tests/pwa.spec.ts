import { rm } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { register } from '../module-1';
import { deploymentPlace, expectServiceWorkerInControl, startServer, twoBuilds } from '../pwa';

// The service worker is what these tests are about (the config blocks it by default).
test.use({ serviceWorkers: 'allow' });

/*
 * Issue 15: Clearpath is installable (manifest, service worker at /sw.js in control, no
 * installability errors), offers installing from the menu with a dialog (axe light and dark),
 * shows "A new version is ready — Reload" when a new build is deployed, and a browser that blocks
 * site data gets the error page with the support numbers.
 */

test('the app is installable: a valid manifest and a service worker at /sw.js in control', async ({
  page,
  context,
  request,
}) => {
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['service-worker-allowed']).toBe('/');

  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Clearpath',
    short_name: 'Clearpath',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#1976D2',
    background_color: '#FFFFFF',
  });
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose} icon`).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await expectServiceWorkerInControl(page);
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.scope,
  );
  expect(scope).toBe(new URL('/', page.url()).href);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  // Playwright's contexts are incognito, which Chromium does not install from; nothing else.
  expect(installabilityErrors).toEqual([{ errorId: 'in-incognito', errorArguments: [] }]);
});

test('the menu offers Install when the browser does, in a dialog (axe light and dark)', async ({
  page,
}) => {
  await register(page);
  await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
  // The browser's install offer, as Chromium makes it once the criteria are met.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
    };
    offer.prompt = () => {
      document.body.dataset.installPrompted = 'yes';
      return Promise.resolve();
    };
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Install' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install Clearpath' });
  await expect(dialog).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
  }
  await dialog.getByRole('button', { name: 'Install' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
});

test('on an iPhone, Install shows the Add to Home Screen steps', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await register(page);
  await page.getByRole('button', { name: 'Install' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install Clearpath' });
  await expect(dialog.getByText('“Add to Home Screen”', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();
});

test('a new build deployed while a student is on a page offers "A new version is ready — Reload"', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // While the server is away for the deploy, the page's background requests fail (one sent on
  // a kept-alive connection as the old server closes it is reset); while it is closing or the
  // next one is still reaching its database, the server answers 503.
  consoleGuard.allow(/Failed to load resource: net::ERR_(FAILED|CONNECTION_RESET)/);
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 503/);
  // The deploy: this server stops, and the same place (port and database) serves the next build.
  const builds = await twoBuilds();
  const place = await deploymentPlace();
  let server = await startServer(place, builds.first);
  try {
    await page.goto(`${server.baseUrl}/`);
    await expectServiceWorkerInControl(page);
    await page
      .getByRole('form', { name: 'New here?' })
      .getByRole('button', { name: 'Start' })
      .click();
    await page.getByRole('button', { name: 'Continue' }).click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/page\/1-0$/);

    await server.stop();
    server = await startServer(place, builds.second);
    // Coming back to the tab looks for a new build.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready —' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page);
    }
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    // The student is where they were, on the new build, and nothing is left waiting.
    await expect(page).toHaveURL(/\/page\/1-0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('A new version is ready —')).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && navigator.serviceWorker.controller !== null;
        }),
      )
      .toBe(true);
  } finally {
    await server.stop();
    await builds.remove();
    await rm(place.dataDir, { recursive: true, force: true });
  }
});

test('a browser that blocks site data gets the error page with the support numbers', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: blocked });
    Object.defineProperty(window, 'sessionStorage', { get: blocked });
  });
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: "Oh no! There's been an error." }),
  ).toBeVisible();
  await expect(page.getByText(/block websites from saving data/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute(
    'href',
    'tel:116123',
  );
  await expect(page.getByRole('link', { name: 'Call 112' })).toBeVisible();
  await expectNoAxeViolations(page);
});
