import { expect, test } from '../fixtures';
import { checkPage, completeModule1AsNonUser, next, pointer, register } from '../module-1';
import { expectReflow, narrowWithLargeText } from '../reflow';

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
  await next(page, pointer);
  await expect(page.getByText('Just 2 left to answer.', { exact: false })).toBeVisible();
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
