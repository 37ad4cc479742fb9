import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { checkPage, expectPage, next, pageNav, pointer, register, type Checks } from '../module-1';
import { screen } from '../paths';
import { expectChartTextGrows, expectReflow } from '../reflow';

/*
 * Module 1 on a phone (issue 21): at 375 × 812 px, as a student would use it. The guesses come
 * before any figure, the injunctive feedback matches each answer pattern, a Severe DAST result
 * puts the student's own health and counselling services on the first screen, a body part's
 * text shows where it was tapped, and "Get help" stays on screen at the bottom of a long page.
 * axe runs in light and dark on each of these pages.
 */

const PHONE = { width: 375, height: 812 };
const checks: Checks = { axe: true, screenshots: process.env.SCREENSHOT_DIR };

test.use({ viewport: PHONE });

/** Whether the element's box lies wholly inside the first screen of the page. */
async function bottomOnPage(target: Locator): Promise<number> {
  return target.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
}

/** Registers and opens a module 1 page directly (every page is open to a logged-in student). */
async function openPage(page: Page, id: string, title: string) {
  await register(page);
  await page.goto(`/page/${id}`);
  await expectPage(page, id, title);
}

const INJUNCTIVE = [
  'Most students would disapprove of someone trying a drug once or twice.',
  "Most students wouldn't mind either way if someone tried a drug once or twice.",
  'Most students would approve of someone trying a drug once or twice.',
  "Most students wouldn't mind either way if someone used drugs now and then.",
  'Most students would disapprove of someone using drugs now and then.',
  'Most students would approve of someone using drugs now and then.',
  "Most students wouldn't mind either way if someone used drugs every week.",
  'Most students would disapprove of someone using drugs every week.',
  'Most students would approve of someone using drugs every week.',
];

/** The first words of each overall result's feedback on page 1-15 (docs/product.md §9). */
const FEEDBACK = {
  0: 'You think most students would disapprove of drug use',
  1: "You think most students wouldn't mind either way",
  2: 'Your answers show that you think most students would be fine with at least some of this drug use',
} as const;

test.describe('module 1 on a phone', () => {
  test.describe.configure({ timeout: 120_000 });

  test('1-14 asks for the guesses before it shows any figure, and Next shows the feedback first', async ({
    page,
  }) => {
    await openPage(page, '1-14', 'What do other students do?');
    const main = page.getByRole('main');
    await expect(main.getByRole('spinbutton')).toHaveCount(2);
    await expect(main).not.toContainText('43');
    await expect(main).not.toContainText('one in three');
    await expect(main.getByRole('figure')).toHaveCount(0);
    await checkPage(page, 'phone-1-14-before', checks);
    // Each field's label reads whole at 320 px with text at 200 %.
    await expectReflow(page);

    const fields = page.getByRole('spinbutton', { name: /Your guess \(0 to 100\)/ });
    // A tap on the first slider's thumb, where it rests, guesses 50.
    await main.getByRole('slider').nth(0).locator('xpath=..').click();
    await expect(fields.nth(0)).toHaveValue('50');
    await fields.nth(1).fill('60');
    // Next without "Check my guesses": the guesses are saved and the figures shown first.
    await next(page, pointer);
    await expect(page).toHaveURL(/\/page\/1-14$/);
    await expect(page.getByRole('heading', { name: 'How close were you?' })).toBeFocused();
    await expect(
      page.getByText('You guessed 50 — the real figure is 43 in every 100.', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText('You guessed 60 — the real figure is 34 in every 100, about one in three.', {
        exact: false,
      }),
    ).toBeVisible();
    await checkPage(page, 'phone-1-14-after', checks);
    await expectChartTextGrows(page);
    await next(page, pointer);
    await expectPage(page, '1-15', 'What do other students think?');
  });

  for (const [ids, overall] of [
    [[0, 4, 7], 0],
    [[1, 3, 6], 1],
    [[2, 5, 8], 2],
    [[1, 4, 7], 2],
  ] as const) {
    test(`1-15 answers ${ids.join(', ')} get the feedback for overall ${overall}`, async ({
      page,
    }) => {
      await openPage(page, '1-15', 'What do other students think?');
      // Every question lists its answers in the same order: disapprove, don't mind, approve.
      for (const group of await page.getByRole('radiogroup').all()) {
        await expect(group.getByRole('radio')).toHaveCount(3);
        await expect(group.locator('label').nth(0)).toContainText('would disapprove');
        await expect(group.locator('label').nth(1)).toContainText("wouldn't mind");
        await expect(group.locator('label').nth(2)).toContainText('would approve');
      }
      for (const id of ids) await page.getByRole('radio', { name: INJUNCTIVE[id]! }).check();
      // Next without "Save my answers" saves them and stays for the feedback.
      await next(page, pointer);
      await expect(page).toHaveURL(/\/page\/1-15$/);
      // A note that they are saved, not a warning: nothing is wrong.
      await expect(pageNav(page).getByRole('status')).toContainText(
        'See how your answers compare above',
      );
      // Said once, by the widget: the note beside Next does not repeat it.
      await expect(page.getByText(/Your answers are saved/)).toHaveCount(1);
      await expect(pageNav(page).getByRole('alert')).toHaveCount(0);
      const feedback = page.locator('[data-feedback-source="injunctive_overall"]');
      await expect(feedback).toHaveCount(1);
      await expect(feedback).toHaveAttribute('data-feedback-item', String(overall));
      await expect(feedback).toContainText(FEEDBACK[overall]);
      for (const [other, text] of Object.entries(FEEDBACK)) {
        if (Number(other) !== overall) await expect(page.getByText(text)).toHaveCount(0);
      }
      if (overall === 0) await checkPage(page, 'phone-1-15', checks);
    });
  }

  test('a Severe result shows student health and counselling on the first screen, and the body text where it is tapped', async ({
    page,
  }) => {
    await register(page);
    await screen(page, 'Cocaine', [1, 0, 1, 1, 1, 1, 1, 1, 1]);
    await expect(page.getByText('Your score: 10 out of 10 — Severe')).toBeVisible();
    const help = page.getByRole('region', { name: 'You don’t have to do this alone' });
    const counselling = help.getByRole('heading', {
      name: 'UCC Student Counselling and Development',
    });
    const health = help.getByRole('heading', { name: 'UCC Student Health Department' });
    await expect(counselling).toBeVisible();
    expect(await bottomOnPage(counselling)).toBeLessThanOrEqual(PHONE.height);
    expect(await bottomOnPage(health)).toBeLessThanOrEqual(PHONE.height);
    // Their own university first, the national helpline next, the emergency numbers last.
    const names = await help.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.slice(0, 2)).toEqual([
      'UCC Student Counselling and Development',
      'UCC Student Health Department',
    ]);
    expect(names.at(-1)).toBe('Emergency: 112 or 999');
    expect(names.indexOf('HSE Drugs and Alcohol Helpline')).toBe(2);
    await expect(help.getByRole('link', { name: 'Call 1800 459 459' })).toHaveAttribute(
      'href',
      'tel:1800459459',
    );
    // Every number in the page's own text is a tap-to-call link.
    await expect(
      page.getByRole('main').getByRole('link', { name: '1800 459 459', exact: true }).first(),
    ).toHaveAttribute('href', 'tel:1800459459');
    await checkPage(page, 'phone-1-3-severe', checks);

    // "Get help" stays on screen at the bottom of a long page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await expect(page.getByRole('link', { name: 'Get help' })).toBeInViewport();

    await next(page, pointer);
    await expectPage(page, '1-4', 'What your answers show');
    await next(page, pointer);
    await expectPage(page, '1-5', 'The good and the not-so-good');
    // Sixteen pages in, the module's own bar shows the student moving on (6 of 16 pages).
    await expect(
      page.getByRole('progressbar', { name: 'Progress through this module' }),
    ).toHaveAttribute('aria-valuenow', '31');
    // Nothing good comes to mind: that is an answer too, and no upside in the balance.
    await page.getByRole('checkbox', { name: 'I felt more confident around people' }).check();
    await page
      .getByRole('checkbox', { name: "I haven't noticed anything good from using" })
      .check();
    await expect(
      page.getByRole('checkbox', { name: 'I felt more confident around people' }),
    ).not.toBeChecked();
    await page.getByRole('button', { name: 'On to the not-so-good things' }).click();
    await page.getByRole('checkbox', { name: 'I spent more money than I meant to' }).check();
    await next(page, pointer);
    await expectPage(page, '1-6', 'Weighing it up');
    const chart = page.getByRole('figure', { name: 'Upsides and downsides you chose' });
    await expect(chart.getByRole('listitem')).toHaveText(['Upsides: 0.', 'Downsides: 1.']);
    const balance = page.locator('[data-feedback-source="process_posnegs"]');
    await expect(balance).toHaveAttribute('data-feedback-item', '0');
    await next(page, pointer);

    await expectPage(page, '1-7', 'Your body and your drug');
    const diagram = page.getByRole('group', { name: 'Body diagram' });
    await expect(diagram).toBeVisible();
    const list = page.getByRole('list', { name: 'Parts of the body' });
    const heart = list.getByRole('button', { name: /Heart/ });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-expanded', 'true');
    const heartText = list.getByRole('region', { name: 'Heart' });
    await expect(heartText).toBeInViewport();
    await expect(heartText.getByRole('heading', { level: 3 })).toBeVisible();
    // A part tapped on the diagram opens in the list, on screen, with focus on its button.
    await page.evaluate(() => window.scrollTo(0, 0));
    await diagram.getByRole('button', { name: 'Lungs' }).click();
    const lungs = list.getByRole('button', { name: /Lungs/ });
    await expect(lungs).toBeFocused();
    await expect(list.getByRole('region', { name: 'Lungs' })).toBeInViewport();
    // The pointer rests over another part's button after the scroll: move it off, so axe sees
    // the buttons as they are, not mid-hover (the theme's hover tint is a separate matter).
    await page.mouse.move(0, 0);
    await checkPage(page, 'phone-1-7-severe', checks);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('link', { name: 'Get help' })).toBeInViewport();
  });
});
