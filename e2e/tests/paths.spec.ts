import type { Page } from '@playwright/test';
import { expect, notice, test } from '../fixtures';
import {
  checkPage,
  completeModule1AsNonUser,
  expectPage,
  keyboard,
  logIn,
  next,
  pageNav,
  pointer,
  register,
  savedState,
  type Driver,
} from '../module-1';
import { expectReflow } from '../reflow';
import {
  answerScale,
  completeModule1AsUser,
  continueFromSectionComplete,
  onTo,
  rateRelationships,
  screen,
  setSlider,
  tokenOf,
  typeCheckInDate,
} from '../paths';

// A whole path as a student walks it, with the service worker the app installs (the config
// blocks it by default).
test.use({ serviceWorkers: 'allow' });

/*
 * Each user type walks its whole path from the landing page (docs/decisions/0006): module 1,
 * then module 2 (non-user, low risk) or 2C (high risk), on through the modules the routing rules
 * of docs/product.md §4 choose, to Review and the menu's "finished" state. Answers are read back through the
 * API; every new page is checked with axe in light and dark; the low-risk run is keyboard only.
 */

const shots = process.env.SCREENSHOT_DIR;

/** Checks a page: axe in light and dark and no sideways scrolling (screenshots when asked). */
const look = (page: Page, name: string) => checkPage(page, name, { axe: true, screenshots: shots });

/** Shown feedback block of a source (the `feedback` widget marks its source and item). */
const feedback = (page: Page, source: string, item: number) =>
  page.locator(`[data-feedback-source="${source}"][data-feedback-item="${item}"]`);

/** Ends the path: Review, "Section complete!", Finish to the end page, the menu finished. */
async function finishAtReview(page: Page, driver: Driver) {
  await expectPage(page, 'Review', /./);
  // Support is one tap away in the header ("Get help" on a phone).
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Get help|Need to talk to someone\?/ }),
  ).toBeVisible();
  await next(page, driver);
  await expect(page).toHaveURL(/\/page\/section-complete\?module=Review$/);
  await driver.click(pageNav(page).getByRole('button', { name: 'Finish' }));
  await expectPage(page, 'end', 'Thank you for taking part');
  await driver.click(page.getByRole('link', { name: 'Back to the menu' }));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('You have finished every module on your path')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
}

test('a non-user walks My Profile, Myself and Others (2-0A), My Surroundings and Maintaining My Values to Review', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const code = await register(page);
  // Each module is a step, so a failure's report says which one took the time.
  await test.step('My Profile', async () => {
    await completeModule1AsNonUser(page, request);
  });
  await test.step('Myself and Others', async () => {
    await continueFromSectionComplete(page, pointer, 'Myself and Others');
    await expectPage(page, '2-0A', 'Myself and Others');
    await expect(
      page.getByRole('progressbar', { name: 'Progress through your path' }),
    ).toBeVisible();
    await look(page, '2-0A');

    await onTo(page, pointer, '2-1', 'The people around you');
    await rateRelationships(page, [6, 3, 7]);
    await look(page, '2-1');
    await onTo(page, pointer, '2-2', 'How your relationships are going');
    await expect(feedback(page, 'relationship_friends', 1)).toBeVisible();
    await expect(feedback(page, 'relationship_family', 0)).toBeVisible();
    await expect(feedback(page, 'relationship_college', 1)).toBeVisible();
    await expect(feedback(page, 'relationship_total', 1)).toBeVisible();
    await expect(feedback(page, 'relationship_family', 1)).toHaveCount(0);
    await look(page, '2-2');

    await onTo(page, pointer, '2-3', 'The student life you want');
    await page.getByRole('textbox').first().fill('I have friends I can count on');
    await look(page, '2-3');
    await onTo(page, pointer, '2-4', 'What matters to you');
    await answerScale(page, pointer, 'Mostly'); // 5 × 3 = 15: above 10
    await look(page, '2-4');
    await onTo(page, pointer, '2-5', 'Noticing your habits');
    await answerScale(page, pointer, 'Often'); // 8 × 3 = 24: 17 or more
    await look(page, '2-5');
    await onTo(page, pointer, '2-6', 'What you notice');
    await expect(feedback(page, 'process_behavioural_awareness', 1)).toBeVisible();
    await expect(feedback(page, 'process_behaviour_feedback', 2)).toBeVisible();
    await look(page, '2-6');
    await onTo(page, pointer, '2-7', 'How you make decisions');
    // 7 × 4 + 3 = 31: just below 32.
    await answerScale(page, pointer, [...Array<string>(7).fill('Very often'), 'Often']);
    await look(page, '2-7');
    await onTo(page, pointer, '2-8', 'Your decisions');
    await expect(feedback(page, 'process_decision_making_score', 1)).toBeVisible();
    await expect(page.getByText('I have friends I can count on')).toBeVisible();
    await look(page, '2-8');
    await onTo(page, pointer, '2-9', 'Fully Present');
    await look(page, '2-9');

    // docs/product.md §4 after Fully Present: with decision making under 32 a non-user goes to My
    // Surroundings, unlocking My Values (My Surroundings was unlocked by My Profile).
    await next(page, pointer);
    await expect(notice(page, 'New module unlocked: My Values')).toBeVisible();
  });
  await test.step('My Surroundings', async () => {
    await continueFromSectionComplete(page, pointer, 'My Surroundings');
    await expectPage(page, '4A-0', 'My Surroundings');
    await look(page, '4A-0');
    await expect(
      page.getByRole('progressbar', { name: 'Progress through this module' }),
    ).toHaveAttribute('aria-valuenow', '0');
    await onTo(page, pointer, '4A-1', /./);
    await look(page, '4A-1');
    await onTo(page, pointer, '4A-2', 'What influences you');
    await look(page, '4A-2');
    await page.getByRole('checkbox', { name: 'My friends', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Social media', exact: true }).check();
    await onTo(page, pointer, '4A-3', 'Your influences');
    await look(page, '4A-3');
    await expect(page.getByRole('heading', { level: 3, name: 'My friends' })).toBeVisible();
    // Each influence's text ends a clear gap before the next one's heading.
    const entries = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: /^(My friends|Social media)$/ }),
    });
    const [friends, social] = [
      await entries.nth(0).boundingBox(),
      await entries.nth(1).boundingBox(),
    ];
    expect(social!.y - (friends!.y + friends!.height)).toBeGreaterThanOrEqual(16);
    await onTo(page, pointer, '4A-4', 'In your own words');
    await look(page, '4A-4');
    await page.getByRole('textbox').first().fill('Exam weeks, when everyone is stressed');
    // The field's long label sits above its box and wraps, not cut short in the outline.
    await expectReflow(page);
    await onTo(page, pointer, '4A-5', /./);
    await look(page, '4A-5');
    await onTo(page, pointer, '4A-6', /./);
    await look(page, '4A-6');
    await onTo(page, pointer, '4A-7', 'My influences');
    await look(page, '4A-7');
    await expect(
      page.getByRole('progressbar', { name: 'Progress through this module' }),
    ).toHaveAttribute('aria-valuenow', '99');
    await next(page, pointer);
    await expect(page.getByRole('heading', { level: 1, name: 'Section complete!' })).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Progress through this module' }),
    ).toHaveAttribute('aria-valuenow', '100');
    // 'My influences' (docs/product.md §4): no optional module in progress, so on to 5-0, which for a
    // non-user is Maintaining My Values.
  });
  await test.step('Maintaining My Values', async () => {
    await continueFromSectionComplete(page, pointer, 'Maintaining My Values');
    await expectPage(page, '5A-0', 'Maintaining My Values');
    await look(page, '5A-0');
    await onTo(page, pointer, '5A-1', 'Your goals');
    await look(page, '5A-1');
    await page.getByRole('textbox').first().fill('Join the hiking club this term');
    await onTo(page, pointer, '5A-2', /./);
    await look(page, '5A-2');
    await page.getByRole('checkbox').first().check();
    await onTo(page, pointer, '5A-3', /./);
    await look(page, '5A-3');
    await onTo(page, pointer, '5A-4', /./);
    await look(page, '5A-4');
    await next(page, pointer);
  });
  await test.step('Review', async () => {
    await continueFromSectionComplete(page, pointer, 'Review');
    await finishAtReview(page, pointer);
  });

  // Repeating the completed My Surroundings (review mode) saves nothing.
  const before = await savedState(request, code);
  await page.getByRole('link', { name: /My Surroundings.*Repeat Module/ }).click();
  await expectPage(page, '4A-0', 'My Surroundings');
  await onTo(page, pointer, '4A-1', /./);
  await onTo(page, pointer, '4A-2', 'What influences you');
  // The influences the profile keeps are shown as given, with nothing to tick or change.
  const influences = page.getByRole('region', { name: 'What influences my choices' });
  await expect(influences.getByRole('listitem')).toHaveText(['My friends', 'Social media']);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await onTo(page, pointer, '4A-3', 'Your influences');
  // The student's own words too: shown as written, not in a field that would take no typing.
  await onTo(page, pointer, '4A-4', 'In your own words');
  await expect(page.getByRole('region', { name: 'Other things that influence me' })).toContainText(
    'Exam weeks, when everyone is stressed',
  );
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('link', { name: 'All modules' }).click();
  await expect(page.getByText('You have finished every module on your path')).toBeVisible();

  const saved = await savedState(request, code);
  expect(saved.navigation_history).toEqual(before.navigation_history);
  expect(saved.optional_history).toEqual(before.optional_history);
  expect(saved.profile).toMatchObject({
    user_type: 1,
    relationship_scores: [6, 3, 7],
    life_values_score: 15,
    behavioural_score: 24,
    decision_making_score: 31,
    influences: [{ data_id: expect.any(String) }, { data_id: expect.any(String) }],
    other_influences: 'Exam weeks, when everyone is stressed',
    personalGoals: ['Join the hiking club this term'],
  });
  expect(saved.profile.skills).toHaveLength(1);
  expect(saved.optional_history.completed).toEqual(['4A']);
  expect(saved.optional_history.available).toEqual(['3']);
  expect(saved.navigation_history['2-3']?.['college-life']).toEqual([
    'I have friends I can count on',
  ]);
  expect(saved.navigation_history['2-9']).toMatchObject({
    'module-complete': true,
    'continue-to': '4A-0',
  });
  expect(saved.navigation_history).not.toHaveProperty('2-0');
});

test('a low-risk student, keyboard only, goes from module 2 with low life values to Mindful Decisions, then Review', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const code = await register(page);
  const keys = keyboard(page);
  // Each module is a step, so a failure's report says which one took the time.
  await test.step('My Profile', async () => {
    await screen(page, 'Cannabis', [0, 1, 0, 0, 0, 0, 0, 0, 0]);
    await completeModule1AsUser(page, request);
  });
  await test.step('Myself and Others', async () => {
    await continueFromSectionComplete(page, keys, 'Myself and Others');
    await expectPage(page, '2-0', 'Myself and Others');
    await look(page, '2-0');

    await onTo(page, keys, '2-1', 'The people around you');
    await rateRelationships(page, [2, 1, 1]);
    await onTo(page, keys, '2-2', 'How your relationships are going');
    await expect(feedback(page, 'relationship_friends', 0)).toBeVisible();
    await expect(feedback(page, 'relationship_total', 0)).toBeVisible();
    await onTo(page, keys, '2-3', 'The student life you want');
    await keys.fill(page.getByRole('textbox').first(), 'Finish my degree and enjoy it');
    await onTo(page, keys, '2-4', 'What matters to you');
    await answerScale(page, keys, 'Somewhat'); // 5 × 2 = 10: 10 or less
    await onTo(page, keys, '2-5', 'Noticing your habits');
    await answerScale(page, keys, 'Rarely');
    await onTo(page, keys, '2-6', 'What you notice');
    await expect(feedback(page, 'process_behavioural_awareness', 0)).toBeVisible();
    await onTo(page, keys, '2-7', 'How you make decisions');
    await answerScale(page, keys, 'Rarely');
    await onTo(page, keys, '2-8', 'Your decisions');
    await onTo(page, keys, '2-9', 'Fully Present');

    // Life values of 10 send the student to My Values (3-0), which is not for user type 3: 3-0
    // sends them on to Mindful Decisions, unlocked on the way (docs/decisions/0006).
    await next(page, keys);
    await expect(notice(page, 'New module unlocked: Mindful Decisions')).toBeVisible();
  });
  await test.step('Mindful Decisions', async () => {
    await continueFromSectionComplete(page, keys, 'Mindful Decisions');
    await expectPage(page, '4-0', 'Mindful Decisions');
    await look(page, '4-0');
    await onTo(page, keys, '4-1', 'Your reasons');
    await look(page, '4-1');
    await keys.check(page.getByRole('checkbox', { name: 'To relax or switch off' }));
    await onTo(page, keys, '4-2', /./);
    await look(page, '4-2');
    await onTo(page, keys, '4-3', /./);
    await look(page, '4-3');
    await expect(
      page.getByRole('heading', { level: 3, name: 'To relax or switch off' }),
    ).toBeVisible();
    await onTo(page, keys, '4-4', 'What hooks you');
    await look(page, '4-4');
    await keys.check(page.getByRole('checkbox', { name: 'Feeling stressed' }));
    await onTo(page, keys, '4-5', /./);
    await look(page, '4-5');
    await onTo(page, keys, '4-6', /./);
    await look(page, '4-6');
    await onTo(page, keys, '4-7', /./);
    await look(page, '4-7');
    await setSlider(page, page.getByRole('slider', { name: /important/ }), 2);
    await setSlider(page, page.getByRole('slider', { name: /confident/ }), 6);
    await onTo(page, keys, '4-8', /./);
    await look(page, '4-8');
    // Willingness 2 (0–3) picks the "not important yet" item first (content/feedback/confidence.yaml).
    await expect(feedback(page, 'process_confidence', 3)).toBeVisible();
    await onTo(page, keys, '4-9', /./);
    await look(page, '4-9');
    await next(page, keys);
  });
  await test.step('Review', async () => {
    await continueFromSectionComplete(page, keys, 'Review');
    await finishAtReview(page, keys);
    await expect(
      page.getByRole('link', { name: /Mindful Decisions.*Repeat Module/ }),
    ).toBeVisible();
  });

  const saved = await savedState(request, code);
  expect(saved.profile).toMatchObject({
    user_type: 3,
    life_values_score: 10,
    reasons_for_use: [{ data_id: expect.any(String) }],
    hooks: [{ data_id: expect.any(String) }],
    confidence_score: 6,
    willingness_score: 2,
  });
  expect(saved.optional_history.completed).toEqual(['4']);
  expect(saved.optional_history.available).not.toContain('3');
});

test('a high-risk student walks My Support, My Values, My Plan, Review and the end; a fresh browser restores it; module 2 stays closed', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(420_000);
  const code = await register(page);
  // Each module is a step, so a failure's report says which one took the time.
  await test.step('My Profile', async () => {
    await screen(page, 'Cocaine', [1, 0, 1, 1, 1, 1, 0, 1, 0]);
    await completeModule1AsUser(page, request);
  });
  await test.step('My Support', async () => {
    await continueFromSectionComplete(page, pointer, 'My Support');
    await expectPage(page, '2C-0', 'My Support');
    await look(page, '2C-0');

    await onTo(page, pointer, '2C-1', 'What you need right now');
    await page.getByRole('checkbox', { name: 'A lift in my mood' }).check();
    await page.getByRole('checkbox', { name: 'Better sleep' }).check();
    await look(page, '2C-1');
    await onTo(page, pointer, '2C-2', 'Your needs');
    await expect(
      page
        .getByRole('region', { name: 'What you need right now' })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(['Better sleep', 'A lift in my mood']);
    await look(page, '2C-2');
    await onTo(page, pointer, '2C-3', 'Help that could suit you');
    await page.getByRole('checkbox', { name: 'Talking to a counsellor' }).check();
    await next(page, pointer);
    await expect(page.getByText(/Choose at least one way to stay safer/)).toBeVisible();
    await page.getByRole('checkbox', { name: /^Start low and go slow/ }).check();
    await look(page, '2C-3');
    await onTo(page, pointer, '2C-4', 'Your support plan so far');
    await look(page, '2C-4');
    await onTo(page, pointer, '2C-5', 'Noticing your habits');
    await answerScale(page, pointer, 'Sometimes'); // 8 × 2 = 16: below 17
    await look(page, '2C-5');
    await onTo(page, pointer, '2C-6', 'What you notice');
    await expect(feedback(page, 'process_behavioural_awareness', 0)).toBeVisible();
    await expect(feedback(page, 'process_behaviour_feedback', 1)).toBeVisible();
    await look(page, '2C-6');
    await onTo(page, pointer, '2C-7', 'How you make decisions');
    await answerScale(page, pointer, 'Often'); // 8 × 3 = 24: not above 32
    await look(page, '2C-7');
    await onTo(page, pointer, '2C-8', 'Your decisions');
    await expect(feedback(page, 'process_decision_making_score', 1)).toBeVisible();
    await look(page, '2C-8');
    await onTo(page, pointer, '2C-9', 'People on your side');
    await page.getByRole('textbox').first().fill('My sister');
    await look(page, '2C-9');
    await onTo(page, pointer, '2C-10', 'Support near you');
    await look(page, '2C-10');

    await next(page, pointer);
    await expect(notice(page, 'New module unlocked: My Values')).toBeVisible();
  });
  await test.step('My Values', async () => {
    await continueFromSectionComplete(page, pointer, 'My Values');
    await expectPage(page, '3-0', 'My Values');
    await look(page, '3-0');
    await onTo(page, pointer, '3-1', 'Choose your values');
    for (const value of ['Friendship', 'Health', 'Learning']) {
      await page.getByRole('checkbox', { name: value, exact: true }).check();
    }
    await look(page, '3-1');
    await onTo(page, pointer, '3-2', 'Your values lately');
    await setSlider(page, page.getByRole('slider', { name: 'Friendship' }), 8);
    await setSlider(page, page.getByRole('slider', { name: 'Health' }), 3);
    await setSlider(page, page.getByRole('slider', { name: 'Learning' }), 6);
    await look(page, '3-2');
    await onTo(page, pointer, '3-3', 'Your values at a glance');
    await expect(page.getByTestId('chart-text-alternative').getByRole('listitem')).toHaveText([
      'Friendship: 8 out of 10.',
      'Health: 3 out of 10.',
      'Learning: 6 out of 10.',
    ]);
    await look(page, '3-3');
    for (const [id, title] of [
      ['3-4', 'Towards and away'],
      ['3-5', 'Where drugs fit'],
      ['3-6', 'Ways to live your values'],
    ] as const) {
      await onTo(page, pointer, id, title);
      await look(page, id);
    }
    await onTo(page, pointer, '3-7', 'One small step');
    await page.getByRole('textbox').first().fill('Health: a walk on Saturday');
    await look(page, '3-7');
    await onTo(page, pointer, '3-8', 'Living your values');
    await expect(page.getByText('Health: a walk on Saturday')).toBeVisible();
    await look(page, '3-8');
    // Values feedback (docs/product.md §4): decision making 24 and awareness 16 lead to My Plan, unlocking 4.
    await next(page, pointer);
    await expect(notice(page, 'New module unlocked: Mindful Decisions')).toBeVisible();
  });
  await test.step('My Plan', async () => {
    await continueFromSectionComplete(page, pointer, 'My Plan');
    await expectPage(page, '5-0', 'My Plan');
    await look(page, '5-0');

    await onTo(page, pointer, '5-1', 'Your goals');
    await page.getByRole('textbox', { name: 'Goal 1' }).fill('Only use at the weekend');
    await look(page, '5-1');
    await onTo(page, pointer, '5-2', 'Make one goal SMART');
    const smart = page.getByRole('group', { name: 'My SMART goal' });
    await smart.getByRole('textbox', { name: 'Specific' }).fill('No using on nights before class');
    await smart.getByRole('textbox', { name: 'Time-bound' }).fill('For the next four weeks');
    await typeCheckInDate(page, 14);
    await look(page, '5-2');
    await onTo(page, pointer, '5-3', 'Safer-use habits to keep');
    await page.getByRole('checkbox', { name: /^Start low and go slow/ }).check();
    await look(page, '5-3');
    await onTo(page, pointer, '5-4', 'How committed do you feel?');
    await page.getByRole('radio', { name: '2', exact: true }).check();
    // Next saves the commitment and shows its message (0–2: the low-commitment one) first.
    await next(page, pointer);
    await expect(
      page.getByRole('status').filter({ hasText: /Not feeling ready yet is honest/ }),
    ).toBeVisible();
    await look(page, '5-4');
    await onTo(page, pointer, '5-5', 'How ready are you?');
    for (const slider of await page.getByRole('slider').all()) await setSlider(page, slider, 5);
    await look(page, '5-5');
    await onTo(page, pointer, '5-6', 'Your plan');
    const card = page.getByRole('region', { name: 'My plan' });
    await expect(card).toContainText('No using on nights before class');
    await expect(card).toContainText('Only use at the weekend');
    await expect(card).toContainText('My sister');
    await look(page, '5-6');
    await next(page, pointer);
  });
  await test.step('Review', async () => {
    await continueFromSectionComplete(page, pointer, 'Review');
    await expect(page.getByText('Your goal: No using on nights before class')).toBeVisible();
    await look(page, 'Review');
    await finishAtReview(page, pointer);
  });

  const saved = await savedState(request, code);
  expect(saved.profile).toMatchObject({
    user_type: 2,
    needs: [{ data_id: 'need-sleep' }, { data_id: 'need-mood' }],
    helps: [{ data_id: 'help-counselling' }],
    behavioural_score: 16,
    decision_making_score: 24,
  });
  expect(saved.navigation_history['2C-9']?.['supporters']).toEqual(['My sister']);
  expect(saved.optional_history).toMatchObject({ completed: ['3'] });
  expect(saved.optional_history.available).toContain('4');
  expect(saved.profile).toMatchObject({
    values: [
      { data_id: expect.any(String) },
      { data_id: expect.any(String) },
      { data_id: expect.any(String) },
    ],
    values_scores: [
      { data_id: expect.any(String), score: 8 },
      { data_id: expect.any(String), score: 3 },
      { data_id: expect.any(String), score: 6 },
    ],
    personalGoals: ['Only use at the weekend'],
    smart: { specific: 'No using on nights before class' },
    hr_commitment: 2,
    confidence_score: 5,
  });

  // A fresh browser with the code restores all of it: the plan is in their Review.
  const fresh = await browser.newPage();
  await logIn(fresh, code);
  await expect(fresh.getByText('You have finished every module on your path')).toBeVisible();
  await fresh.goto('/page/Review');
  await expect(fresh.getByText('Your goal: No using on nights before class')).toBeVisible();
  await fresh.close();

  // Module 2 is not this student's: refused on screen, and its completion refused by the API.
  await page.goto('/page/2-1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This module isn’t open to you yet' }),
  ).toBeVisible();
  const token = await tokenOf(request, code);
  const refused = await request.post('/api/activity/commit_navigation_history', {
    headers: { 'X-Tenant': 'ucc', Authorization: `Bearer ${token}` },
    data: {
      navigation_history: { ...saved.navigation_history, '2-9': { 'module-complete': true } },
      last_page: '2-9',
    },
  });
  expect(refused.status()).toBe(400);
  expect((await savedState(request, code)).navigation_history).not.toHaveProperty('2-9');
});
