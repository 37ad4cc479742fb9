import { expect, test } from '../fixtures';
import { checkPage, completeModule1AsNonUser, expectPage, keyboard, register } from '../module-1';

/**
 * Module 2's own widgets in a real browser, for a student who used no drug (user type 1):
 * the statement list on 2-3 by keyboard, and the breathing guide on 2-9, each checked with axe
 * in light and dark.
 */
test('a student writes statements and follows the breathing guide in module 2', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await register(page);
  await completeModule1AsNonUser(page, request);

  await page.goto('/page/2-3');
  await expectPage(page, '2-3', 'The student life you want');
  const list = page.getByRole('group', { name: 'The student life I want' });
  await list.getByRole('textbox', { name: 'Statement 1' }).fill('I sleep well most nights');
  await list.getByRole('button', { name: 'Add another' }).press('Enter');
  await expect(list.getByRole('textbox', { name: 'Statement 2' })).toBeFocused();
  await page.keyboard.type('I keep up with my course');
  await checkPage(page, '2-3', { axe: true });
  await page.reload();
  await expect(list.getByRole('textbox', { name: 'Statement 2' })).toHaveValue(
    'I keep up with my course',
  );
  // A reload straight after typing, before the commit is stored: this tab's copy keeps it.
  await list.getByRole('textbox', { name: 'Statement 1' }).fill('I sleep eight hours');
  await page.reload();
  await expect(list.getByRole('textbox', { name: 'Statement 1' })).toHaveValue(
    'I sleep eight hours',
  );

  await page.goto('/page/2-9');
  await expectPage(page, '2-9', 'Fully Present');
  const guide = page.getByRole('region', { name: 'Breathing exercise' });
  await keyboard(page).click(guide.getByRole('button', { name: 'Start' }));
  await expect(guide.getByRole('status')).toContainText('Breath 1 of 3');
  await checkPage(page, '2-9', { axe: true });
  await guide.getByRole('button', { name: 'Stop' }).click();
  await expect(guide.getByRole('status')).toContainText('Stopped.');
});
