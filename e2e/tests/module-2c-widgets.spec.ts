import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  answerDast,
  checkPage,
  expectPage,
  next,
  pageNav,
  pointer,
  register,
  savedState,
} from '../module-1';
import { completeModule1AsUser } from '../paths';

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
