import { expect, test } from '../fixtures';
import {
  checkPage,
  completeModule1AsNonUser,
  next,
  pageNav,
  pointer,
  register,
  savedState,
} from '../module-1';
import { setOnline } from '../pwa';
import { expectReflow, narrowWithLargeText } from '../reflow';

/** What 2-1 says in place of its questions when they are not on the phone (rating-scale widget). */
const OFFLINE_MESSAGE = "You're offline, and these questions aren't on this phone yet.";

const shots = process.env.SCREENSHOT_DIR;

test('module 2: the relationship ratings hold Next until all three are given, then chart and feedback follow', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await register(page);
  await completeModule1AsNonUser(page, request);
  await page.goto('/page/2-1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The people around you' }),
  ).toBeVisible();
  const friends = page.getByRole('slider', { name: 'My friends' });
  await expect(friends).toBeVisible();
  await checkPage(page, 'rating-scale-sliders', { axe: true, screenshots: shots });
  // Each question's "Not answered yet" goes under it at 320 px with text at 200 %, not past the edge.
  await expectReflow(page);

  // Keyboard: Enter answers an untouched slider where it rests, the arrows move it.
  await friends.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  // On a phone, Next pressed at the bottom edge of the screen: the message goes above it and
  // the page follows, so the message and the focused Next stay in view (WCAG 2.4.11).
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 700 });
  const nextButton = pageNav(page).getByRole('button', { name: 'Next' });
  await nextButton.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  await nextButton.focus();
  await page.keyboard.press('Enter');
  const message = page.getByText('Just 2 left to answer.', { exact: false });
  await expect(message).toBeVisible();
  await expect(nextButton).toBeFocused();
  await expect(nextButton).toBeInViewport({ ratio: 1 });
  await expect(message).toBeInViewport({ ratio: 1 });
  if (wide) await page.setViewportSize(wide);
  await expect(page).toHaveURL(/\/page\/2-1$/);

  // A tap on a thumb where it rests answers with that value.
  const family = page.getByRole('slider', { name: 'My family' });
  await family.locator('xpath=..').click();
  await expect(family).not.toHaveAttribute('aria-valuetext', 'Not answered yet');
  await page.getByRole('slider', { name: /People at college/ }).focus();
  await page.keyboard.press('Enter');
  await next(page, pointer);
  await expect(page).toHaveURL(/\/page\/2-2$/);
  const chart = page.getByRole('figure', { name: 'How close you feel to each group (0 to 10)' });
  await expect(chart).toBeVisible();
  await expect(chart.getByText('Friends: 6.')).toBeAttached();
  await expect(chart.getByText('Family: 5.')).toBeAttached();
  await expect(page.getByText('You feel fairly connected to people at college.')).toBeVisible();
  await checkPage(page, 'relationship-chart', { axe: true, screenshots: shots });
  // The long heading breaks its words at 320 px with text at 200 %, not the screen.
  await expectReflow(page);

  await page.goto('/page/2-4');
  const know = page.getByRole('radiogroup', { name: 'I know what matters most to me.' });
  await expect(know).toBeVisible();
  await know.getByRole('radio', { name: 'Mostly' }).check();
  // On a phone the five answers run two a row, and the fifth takes a row of its own, whole.
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  const boxes = await know
    .locator('label')
    .evaluateAll((labels) =>
      labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect),
    );
  expect(boxes).toHaveLength(5);
  const [first, second, , , last] = boxes as [DOMRect, DOMRect, DOMRect, DOMRect, DOMRect];
  expect(second.top).toBe(first.top);
  expect(last.left).toBe(first.left);
  expect(last.right).toBe(second.right);
  if (size) await page.setViewportSize(size);
  // The keyboard's place is a ring round the whole answer, not only MUI's faint ripple.
  await know.getByRole('radio', { name: 'Mostly' }).focus();
  await page.keyboard.press('ArrowRight');
  const focused = know.locator('label').filter({ has: page.locator(':focus-visible') });
  await expect(focused).toHaveText('Completely');
  await expect(focused).toHaveCSS('outline-style', 'solid');
  await expect(focused).toHaveCSS('outline-width', '3px');
  // Its answers wrap or break under text at 200 % at 320 px, none over another: one a row.
  await expectReflow(page);
  const restore = await narrowWithLargeText(page);
  // What is scrolled to stops below the sticky header, which grows with the text (WCAG 2.4.11).
  const previous = page.getByRole('button', { name: 'Previous' });
  await previous.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((element) => element.getBoundingClientRect().bottom);
  expect((await previous.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
  const [top, below] = await know
    .locator('label')
    .evaluateAll((labels) => labels.slice(0, 2).map((label) => label.getBoundingClientRect()));
  expect(below?.left).toBe(top?.left);
  await restore();
  await checkPage(page, 'rating-scale-radios', { axe: true, screenshots: shots });
});

test('module 2: the relationship ratings, fetched ahead with 2-0, can be answered after the signal drops', async ({
  page,
  request,
  context,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  const code = await register(page);
  await completeModule1AsNonUser(page, request);
  // The scale is fetched with the page ahead (2-1), not only when 2-1 is shown.
  const scale = page.waitForResponse('**/api/pages/scales/relationships', { timeout: 30_000 });
  await page.goto('/page/2-0');
  await expect(page.getByRole('heading', { level: 1, name: 'Myself and Others' })).toBeVisible();
  expect((await scale).ok()).toBe(true);

  await setOnline(context, page, false);
  await next(page, pointer);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The people around you' }),
  ).toBeVisible();
  await expect(page.getByText(OFFLINE_MESSAGE)).toHaveCount(0);
  for (const name of ['My friends', 'My family', /People at college/]) {
    await page.getByRole('slider', { name }).focus();
    await page.keyboard.press('Enter');
  }
  await next(page, pointer);
  await expect(page).toHaveURL(/\/page\/2-2$/);
  // Only one page is fetched ahead, and 2-2 was not while offline: it opens once back online,
  // and the three answers given offline reach the server.
  await expect(
    page.getByRole('heading', { level: 1, name: "This page isn't on this phone yet" }),
  ).toBeVisible();
  await setOnline(context, page, true);
  await expect(
    page.getByRole('figure', { name: 'How close you feel to each group (0 to 10)' }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const saved = (await savedState(request, code)).navigation_history['2-1'] ?? {};
      return Object.keys(saved).filter((key) => key.startsWith('relationships-')).length;
    })
    .toBe(3);
});
