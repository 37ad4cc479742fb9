import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  answerDast,
  expectPage,
  guessNorms,
  next,
  pageNav,
  pointer,
  quizKey,
  takeQuiz,
  type Driver,
} from './module-1';

/*
 * The paths after My Profile (docs/decisions/0006) for the end-to-end suite: how a student who
 * uses drugs gets through module 1, and how they answer the module 2 and 2C widgets.
 */

/** From the menu to 1-3, as a student who used `drug` with these DAST answers. */
export async function screen(page: Page, drug: string, answers: readonly (0 | 1)[]) {
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expectPage(page, '1-0', 'My Profile');
  await next(page, pointer);
  await expectPage(page, '1-1', 'Your drug use');
  await page.getByRole('checkbox', { name: drug }).check();
  await next(page, pointer);
  await expectPage(page, '1-2', 'Nine quick questions');
  await answerDast(page, pointer, answers);
  await next(page, pointer);
  await expectPage(page, '1-3', 'Your screening result');
}

/** From 1-3 to "Section complete!" of My Profile, the short way, as a student who uses. */
export async function completeModule1AsUser(page: Page, request: APIRequestContext) {
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
 * Answers every item of the rating scale on the page: the same answer for all (e.g. "Often"),
 * or one answer per item in order.
 */
export async function answerScale(page: Page, driver: Driver, answers: string | readonly string[]) {
  const groups = page.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  for (const [index, group] of (await groups.all()).entries()) {
    const answer = typeof answers === 'string' ? answers : answers[index];
    if (answer === undefined) throw new Error(`No answer for item ${index + 1}`);
    await driver.choose(group.getByRole('radio', { name: answer, exact: true }));
  }
}

/** Presses Next and expects the page. */
export async function onTo(page: Page, driver: Driver, id: string, title: string | RegExp) {
  await next(page, driver);
  await expectPage(page, id, title);
}

/** On My Plan's SMART goal page: types a check-in date `days` from today; returns the date. */
export async function typeCheckInDate(page: Page, days: number): Promise<string> {
  const checkIn = dublinDate(days);
  const [year, month, day] = checkIn.split('-');
  await page
    .getByRole('group', { name: 'My check-in date' })
    .getByRole('spinbutton', { name: 'Day' })
    .click();
  await page.keyboard.type(`${day}${month}${year}`);
  return checkIn;
}

/** Sets a 0–10 slider with the keyboard: Home, then the arrow. */
export async function setSlider(page: Page, slider: Locator, value: number) {
  // A slider not answered yet stands at its middle, so its value alone does not show that the
  // keys reached it: Home must take it to 0 first. The app moves the focus to the heading a
  // frame after a new page is drawn; keys pressed before that went to the heading once (a full
  // run, on 5-5), so the whole setting is done again until the slider has taken every key.
  await expect(async () => {
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0', { timeout: 1000 });
    for (let step = 0; step < value; step += 1) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String(value), { timeout: 1000 });
  }).toPass();
}

/** Sets each of the three relationship sliders (0–10) with the keyboard. */
export async function rateRelationships(page: Page, values: readonly [number, number, number]) {
  const sliders = page.getByRole('slider');
  await expect(sliders).toHaveCount(3);
  for (const [index, value] of values.entries()) await setSlider(page, sliders.nth(index), value);
}

/** "Continue to …" on the "Section complete!" screen: where the path goes on. */
export async function continueFromSectionComplete(page: Page, driver: Driver, to: string) {
  await driver.click(pageNav(page).getByRole('button', { name: `Continue to ${to}` }));
}

/** Today in the browser's time zone (Europe/Dublin), plus `days`, as yyyy-mm-dd. */
export function dublinDate(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Dublin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year, month, day] = parts.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Presses Next (pointer) and expects the page. */
/** A feedback item's heading on the page shown. */
const feedbackHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('heading', { level: 2, name });

async function pointerOnTo(page: Page, id: string, title: string | RegExp) {
  await next(page, pointer);
  await expectPage(page, id, title);
}

/**
 * Through My Support from 2C-0 with the fewest answers its gates ask for (awareness 16, decision
 * making 24), to its "Section complete!"; `beforeLastStep` runs on 2C-10, before its Next.
 */
export async function walkMySupport(
  page: Page,
  beforeLastStep: () => Promise<void> = async () => {},
) {
  await expectPage(page, '2C-0', 'My Support');
  await pointerOnTo(page, '2C-1', 'What you need right now');
  await page.getByRole('checkbox', { name: 'Better sleep' }).check();
  await pointerOnTo(page, '2C-2', 'Your needs');
  await pointerOnTo(page, '2C-3', 'Help that could suit you');
  await page.getByRole('checkbox', { name: 'Talking to a counsellor' }).check();
  await page.getByRole('checkbox', { name: /^Start low and go slow/ }).check();
  await pointerOnTo(page, '2C-4', 'Your support plan so far');
  await pointerOnTo(page, '2C-5', 'Noticing your habits');
  await answerScale(page, pointer, 'Sometimes');
  await pointerOnTo(page, '2C-6', 'What you notice');
  // The feedback is read before Next: it arrives after the page, and a tap while it lands moves
  // Next from under the pointer.
  await expect(
    feedbackHeading(page, /^(Your awareness is still growing|You notice a lot)$/),
  ).toBeVisible();
  await pointerOnTo(page, '2C-7', 'How you make decisions');
  await answerScale(page, pointer, 'Often');
  await pointerOnTo(page, '2C-8', 'Your decisions');
  await expect(feedbackHeading(page, 'You often weigh things up')).toBeVisible();
  await pointerOnTo(page, '2C-9', 'People on your side');
  await page.getByRole('textbox').first().fill('My sister');
  await pointerOnTo(page, '2C-10', 'Support near you');
  await beforeLastStep();
  await next(page, pointer);
  await expect(page.getByRole('heading', { level: 1, name: 'Section complete!' })).toBeVisible();
}

/** The student's bearer token, for calls made as them. */
export async function tokenOf(request: APIRequestContext, code: string): Promise<string> {
  const response = await request.post('/api/auth/login_user', {
    headers: { 'X-Tenant': 'ucc' },
    data: { password: code },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}
