import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { contrastOf, expect, test } from '../fixtures';
import { expectReflow, narrowWithLargeText } from '../reflow';
import { checkPage, expectPage, next, pageNav, pointer, register, savedState } from '../module-1';
import {
  completeModule1AsUser,
  continueFromSectionComplete,
  onTo,
  screen,
  setSlider,
  typeCheckInDate,
  walkMySupport,
} from '../paths';

/*
 * My Plan (issue #14), as a high-risk student: personal goals, a SMART goal with a check-in date,
 * the commitment scale and its message, the plan card and its calendar file (parsed with
 * ical.js), Review's summary of their own answers, and Finish to the end page.
 */

const look = (page: Page, name: string) => checkPage(page, name, { axe: true });

test('a high-risk student makes a SMART plan, commits, keeps the plan card and its check-in, and finishes at Review', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const code = await register(page);
  await screen(page, 'Cocaine', [1, 0, 1, 1, 1, 1, 0, 1, 0]);
  await completeModule1AsUser(page, request);
  await continueFromSectionComplete(page, pointer, 'My Support');
  await walkMySupport(page);

  // My Plan is on this student's path once My Support is complete.
  await page.goto('/page/5-0');
  await expectPage(page, '5-0', 'My Plan');
  await onTo(page, pointer, '5-1', 'Your goals');
  await page.getByRole('textbox', { name: 'Goal 1' }).fill('Only use at the weekend');
  await page.getByRole('button', { name: 'Add another' }).click();
  await page.getByRole('textbox', { name: 'Goal 2' }).fill('Sleep before midnight');
  await look(page, '5-1');

  await onTo(page, pointer, '5-2', 'Make one goal SMART');
  const smart = page.getByRole('group', { name: 'My SMART goal' });
  await expect(smart.getByRole('textbox', { name: 'Specific' })).toBeVisible();
  await next(page, pointer);
  await expect(page.getByText(/Write what your goal is under Specific/)).toBeVisible();
  await smart.getByRole('textbox', { name: 'Specific' }).fill('No using on nights before class');
  await smart.getByRole('textbox', { name: 'Measurable' }).fill('Tick off each week I keep to it');
  await smart.getByRole('textbox', { name: 'Time-bound' }).fill('For the next four weeks');
  const checkIn = await typeCheckInDate(page, 14);
  await look(page, '5-2');

  await onTo(page, pointer, '5-3', 'Safer-use habits to keep');
  const startLow = page.getByRole('checkbox', { name: /^Start low and go slow/ });
  await startLow.check();
  // A reload keeps the habits open to change: the profile's list is My Support's, not these.
  await page.reload();
  await expect(startLow).toBeChecked();
  await expect(page.getByRole('checkbox')).not.toHaveCount(0);
  await onTo(page, pointer, '5-4', 'How committed do you feel?');
  await page.getByRole('radio', { name: '4', exact: true }).check();
  await next(page, pointer);
  await expect(
    page.getByRole('status').filter({ hasText: /ready to give your plan a go/ }),
  ).toBeVisible();
  await look(page, '5-4');
  // Saved, the scale is read-only, and the chosen number still reads clearly.
  const chosen = page.getByRole('radio', { name: '4', exact: true });
  await expect(chosen).toBeDisabled();
  await expect(chosen).toBeChecked();
  const chosenLabel = page.locator('label', { has: chosen });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const radio = chosenLabel.locator('.MuiRadio-root');
    const number = chosenLabel.locator('.MuiFormControlLabel-label');
    await expect.poll(() => contrastOf(radio, 'color', 'page')).toBeGreaterThanOrEqual(3);
    await expect.poll(() => contrastOf(number, 'color', 'page')).toBeGreaterThanOrEqual(4.5);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await onTo(page, pointer, '5-5', 'How ready are you?');
  // At 320 px with text at 200 %, each slider's ends read whole: "10 = Very confident" goes
  // under "0 = Not confident" rather than past the edge of its row.
  await expectReflow(page);
  const restore = await narrowWithLargeText(page);
  const overflow = await page.getByRole('slider').evaluateAll((sliders) =>
    sliders.map((slider) => {
      const id = slider.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
      const row = document.getElementById(id);
      return row === null ? null : row.scrollWidth - row.clientWidth;
    }),
  );
  expect(overflow.length).toBeGreaterThan(0);
  expect(overflow.every((over) => over === 0)).toBe(true);
  await restore();
  for (const slider of await page.getByRole('slider').all()) await setSlider(page, slider, 7);

  await onTo(page, pointer, '5-6', 'Your plan');
  const card = page.getByRole('region', { name: 'My plan' });
  await expect(card).toContainText('No using on nights before class');
  await expect(card).toContainText('Only use at the weekend');
  await expect(card).toContainText('Start low and go slow');
  await expect(card).toContainText('My sister');
  await expect(card).toContainText(/ready to give your plan a go/);
  await look(page, '5-6');
  // On paper only the card shows, without its buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(card.getByRole('heading', { name: 'My SMART goal' })).toBeVisible();
  await expect(pageNav(page)).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(card.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add my check-in to my calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-plan-check-in.ics');
  const text = await readFile((await file.path())!, 'utf8');
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent')!,
  );
  expect(event.startDate.toString()).toBe(checkIn);
  expect(event.summary).toBe('Check in on my plan');

  const saved = await savedState(request, code);
  expect(saved.profile).toMatchObject({
    personalGoals: ['Only use at the weekend', 'Sleep before midnight'],
    smart: {
      specific: 'No using on nights before class',
      measurable: 'Tick off each week I keep to it',
      time_bound: `For the next four weeks (check-in ${checkIn})`,
    },
    hr_commitment: 4,
  });

  // On to Review: the student's own answers, then Finish to the end page.
  await next(page, pointer);
  await expect(page).toHaveURL(/\/page\/section-complete\?module=5$/);
  await continueFromSectionComplete(page, pointer, 'Review');
  await expectPage(page, 'Review', /./);
  await expect(page.getByRole('heading', { level: 2, name: 'Your plan' })).toBeVisible();
  await expect(page.getByText('Your goal: No using on nights before class')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your relationships' })).toHaveCount(0);
  await look(page, 'Review');
  await next(page, pointer);
  await expect(page).toHaveURL(/\/page\/section-complete\?module=Review$/);
  await pageNav(page).getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/page\/end$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for taking part' }),
  ).toBeVisible();
});
