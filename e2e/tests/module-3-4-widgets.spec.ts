import type { Page } from '@playwright/test';
import { contrastOf, expect, notice, test } from '../fixtures';
import { checkPage, expectPage, next, pageNav, pointer, register, savedState } from '../module-1';
import { expectWholeTextWhenLarge } from '../reflow';
import {
  completeModule1AsUser,
  continueFromSectionComplete,
  onTo,
  screen,
  setSlider,
  walkMySupport,
} from '../paths';

/*
 * The module 3 and 4 widgets on the real path (docs/decisions/0006): a higher-risk student goes
 * from My Support to My Values, chooses, rates and sees their values (value-ratings,
 * values-radar), and, with Mindful Decisions unlocked by the values feedback, answers the
 * confidence ruler and sees the feedback its two answers pick. Axe in light and dark.
 */

const look = (page: Page, name: string) => checkPage(page, name, { axe: true });

/** A shown feedback block of a source and item (the feedback widget marks them). */
const feedback = (page: Page, source: string, item: number) =>
  page.locator(`[data-feedback-source="${source}"][data-feedback-item="${item}"]`);

test('My Values rates the chosen values and charts them; Mindful Decisions’ confidence ruler picks its feedback', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const code = await register(page);
  await screen(page, 'Cocaine', [1, 0, 1, 1, 1, 1, 0, 1, 0]);
  await completeModule1AsUser(page, request);
  await continueFromSectionComplete(page, pointer, 'My Support');
  await walkMySupport(page);
  await expect(notice(page, 'New module unlocked: My Values')).toBeVisible();
  await continueFromSectionComplete(page, pointer, 'My Values');
  await expectPage(page, '3-0', 'My Values');

  await onTo(page, pointer, '3-1', 'Choose your values');
  // At 200 % text the cards grow with it: "Independence" reads whole, in fewer columns.
  await expectWholeTextWhenLarge(page);
  for (const value of ['Friendship', 'Health', 'Learning']) {
    await page.getByRole('checkbox', { name: value, exact: true }).check();
  }
  // The cards are spaced by their grid's gap alone: the page's spacing of Markdown list items
  // stays with Markdown's own lists.
  await expect(
    page
      .getByRole('checkbox', { name: 'Friendship', exact: true })
      .locator('xpath=ancestor::li[1]'),
  ).toHaveCSS('margin-bottom', '0px');
  // With a card focused, the group's legend stays in the text colour, not the link colour.
  await page.getByRole('checkbox', { name: 'Learning', exact: true }).focus();
  const legend = page.locator('legend', { hasText: 'The values that matter most to me' });
  expect(await legend.evaluate((element) => getComputedStyle(element).color)).toBe(
    await page
      .locator('main p')
      .first()
      .evaluate((element) => getComputedStyle(element).color),
  );
  await onTo(page, pointer, '3-2', 'Your values lately');
  // Next waits until every value is rated, and says so kindly.
  await next(page, pointer);
  await expect(page.getByText(/Please rate 3 values still to go/)).toBeVisible();
  await expect(page).toHaveURL(/\/page\/3-2$/);
  await setSlider(page, page.getByRole('slider', { name: 'Friendship' }), 8);
  await setSlider(page, page.getByRole('slider', { name: 'Health' }), 3);
  await setSlider(page, page.getByRole('slider', { name: 'Learning' }), 6);
  await look(page, '3-2');
  await onTo(page, pointer, '3-3', 'Your values at a glance');
  const chart = page.getByRole('figure', {
    name: 'How much I have lived by my values lately (0 to 10)',
  });
  await expect(chart.getByTestId('chart-text-alternative').getByRole('listitem')).toHaveText([
    'Friendship: 8 out of 10.',
    'Health: 3 out of 10.',
    'Learning: 6 out of 10.',
  ]);
  await expect(chart.locator('svg').first()).toBeVisible();
  // Each axis says its score too: the shape alone does not say which value scored what.
  await expect(chart.locator('svg').first()).toContainText('8 of 10');
  await look(page, '3-3');

  await onTo(page, pointer, '3-4', 'Towards and away');
  await onTo(page, pointer, '3-5', 'Where drugs fit');
  await onTo(page, pointer, '3-6', 'Ways to live your values');
  await onTo(page, pointer, '3-7', 'One small step');
  await page.getByRole('textbox').first().fill('Health: a walk on Saturday');
  await onTo(page, pointer, '3-8', 'Living your values');
  // Values feedback (docs/product.md §4): decision making 24 and awareness 16 lead on, unlocking module 4.
  await next(page, pointer);
  await expect(notice(page, 'New module unlocked: Mindful Decisions')).toBeVisible();
  await pageNav(page).getByRole('button', { name: 'Go to the menu' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: /^Mindful Decisions/ }).click();
  await expectPage(page, '4-0', 'Mindful Decisions');

  await onTo(page, pointer, '4-1', 'Your reasons');
  await page.getByRole('checkbox', { name: 'To relax or switch off' }).check();
  await onTo(page, pointer, '4-2', 'Where your reasons lead');
  await onTo(page, pointer, '4-3', 'Your reasons, and other ways');
  await onTo(page, pointer, '4-4', 'What hooks you');
  await onTo(page, pointer, '4-5', 'Getting unhooked');
  await onTo(page, pointer, '4-6', 'Surfing an urge');
  await onTo(page, pointer, '4-7', 'Ready for a change?');
  await next(page, pointer);
  await expect(page.getByText(/Move both sliders to where you are right now/)).toBeVisible();
  await setSlider(
    page,
    page.getByRole('slider', { name: 'How important is it to me to make a change?' }),
    8,
  );
  await setSlider(page, page.getByRole('slider', { name: 'How confident am I that I could?' }), 5);
  await look(page, '4-7');
  // WCAG 1.4.11: the rail shows a slider's whole range, so it stands out from the page at 3:1.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const rail = page.locator('.MuiSlider-rail').first();
    await expect.poll(() => contrastOf(rail, 'backgroundColor', 'page')).toBeGreaterThanOrEqual(3);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await onTo(page, pointer, '4-8', 'Where you are now');
  // Willingness 8 and confidence 5: "You're fairly confident" (item 1), and no other item.
  await expect(feedback(page, 'process_confidence', 1)).toBeVisible();
  await expect(page.getByRole('heading', { name: /fairly confident/ })).toBeVisible();
  for (const other of [0, 2, 3]) {
    await expect(feedback(page, 'process_confidence', other)).toHaveCount(0);
  }
  await look(page, '4-8');

  const saved = await savedState(request, code);
  expect(saved.profile).toMatchObject({
    user_type: 2,
    values: [
      { data_id: 'value-friendship' },
      { data_id: 'value-health' },
      { data_id: 'value-learning' },
    ],
    values_scores: [
      { data_id: 'value-friendship', score: 8 },
      { data_id: 'value-health', score: 3 },
      { data_id: 'value-learning', score: 6 },
    ],
    reasons_for_use: [{ data_id: 'reason-relax' }],
    confidence_score: 5,
    willingness_score: 8,
  });
});
