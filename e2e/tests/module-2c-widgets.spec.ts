import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  answerDast,
  checkPage,
  expectPage,
  guessNorms,
  next,
  pageNav,
  pointer,
  quizKey,
  register,
  savedState,
  takeQuiz,
} from '../module-1';

/** From 1-3 to the end of My Profile, the short way: 2C opens once it is complete. */
async function completeModule1AsUser(page: Page, request: APIRequestContext) {
  const key = await quizKey(request);
  await next(page, pointer);
  await expectPage(page, '1-4', 'What your answers show');
  await next(page, pointer);
  await expectPage(page, '1-5', 'The good and the not-so-good');
  await page.getByRole('checkbox', { name: 'I felt more confident around people' }).check();
  await page.getByRole('button', { name: 'On to the not-so-good things' }).click();
  await page.getByRole('checkbox', { name: 'I spent more money than I meant to' }).check();
  await next(page, pointer);
  await expectPage(page, '1-6', 'Weighing it up');
  await next(page, pointer);
  await expectPage(page, '1-7', 'Your body and your drug');
  await next(page, pointer);
  await expectPage(page, '1-8', 'Quick quiz');
  await takeQuiz(page, pointer, key, key.length);
  for (let step = 9; step <= 14; step += 1) {
    await next(page, pointer);
    await expect(page).toHaveURL(new RegExp(`/page/1-${step}$`));
  }
  await guessNorms(page, pointer, [40, 30]);
  await next(page, pointer);
  await expect(page).toHaveURL(/\/page\/1-15$/);
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all()) {
    await group.getByRole('radio').first().check();
  }
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await next(page, pointer);
  await expect(page.getByRole('heading', { level: 1, name: 'Section complete!' })).toBeVisible();
}

/**
 * Module 2C's choices and their feedback in a real browser, for a student at higher risk
 * (user type 2): needs on 2C-1 saved to the profile on Next and explained on 2C-2; help topics
 * and safer-use practices on 2C-3 (one practice is required) explained on 2C-4.
 */
test('a student chooses needs, help and safer-use practices in 2C and reads feedback on them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const code = await register(page);
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expectPage(page, '1-0', 'My Profile');
  await next(page, pointer);
  await expectPage(page, '1-1', 'Your drug use');
  await page.getByRole('checkbox', { name: 'Cocaine' }).check();
  await next(page, pointer);
  await expectPage(page, '1-2', 'Nine quick questions');
  await answerDast(page, pointer, [1, 0, 1, 1, 1, 1, 0, 1, 0]);
  await next(page, pointer);
  await expectPage(page, '1-3', 'Your screening result');
  await completeModule1AsUser(page, request);

  await page.goto('/page/2C-1');
  await expectPage(page, '2C-1', 'What you need right now');
  await page.getByRole('checkbox', { name: 'A lift in my mood' }).check();
  await page.getByRole('checkbox', { name: 'Better sleep' }).check();
  await checkPage(page, '2C-1', { axe: true });
  await next(page, pointer);
  await expectPage(page, '2C-2', 'Your needs');
  const needs = page.getByRole('region', { name: 'What you need right now' });
  await expect(needs.getByRole('heading', { level: 3 })).toHaveText([
    'Better sleep',
    'A lift in my mood',
  ]);
  await checkPage(page, '2C-2', { axe: true });
  await expect
    .poll(async () => (await savedState(request, code)).profile.needs)
    .toEqual([{ data_id: 'need-sleep' }, { data_id: 'need-mood' }]);

  await page.goto('/page/2C-3');
  await expectPage(page, '2C-3', /./);
  await page.getByRole('checkbox', { name: 'Talking to a counsellor' }).check();
  await pageNav(page).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Choose at least one way to stay safer/)).toBeVisible();
  await expect(page).toHaveURL(/\/page\/2C-3$/);
  await page.getByRole('checkbox', { name: /^Start low and go slow/ }).check();
  await checkPage(page, '2C-3', { axe: true });
  await next(page, pointer);
  await expectPage(page, '2C-4', /./);
  await expect(
    page.getByRole('region', { name: 'Ways to stay safer' }).getByRole('heading', { level: 3 }),
  ).toHaveText([/^Start low and go slow/]);
  await checkPage(page, '2C-4', { axe: true });
  await expect
    .poll(async () => (await savedState(request, code)).profile)
    .toMatchObject({
      helps: [{ data_id: 'help-counselling' }],
      hr_practices: [{ data_id: expect.any(String) }],
    });
});
