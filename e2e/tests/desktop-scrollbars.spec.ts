import { expect, openLiveLanding, test } from '../fixtures';
import { CHROMIUM_ARGS } from '../playwright.config';

// Scrollbars that take room, as on a desktop browser: headless Chromium hides them unless told
// not to, and then a layout that changes with them (a dialog's scroll lock) cannot be seen.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
  viewport: { width: 375, height: 800 },
});

test('closing the cookie dialog opened at the end of a page leaves the page, and the focused button, where they were', async ({
  page,
  context,
  baseURL,
}) => {
  // Cookies already chosen: no banner.
  await context.addCookies([{ name: 'allow-analytics', value: '0', url: baseURL ?? '' }]);
  await openLiveLanding(page, '/support');
  await expect(page.getByRole('region', { name: 'Cookies on Clearpath' })).toHaveCount(0);
  // The page's scrollbar takes room here.
  expect(
    await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
  ).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await opener.focus();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(opener).toBeInViewport({ ratio: 1 });
});
