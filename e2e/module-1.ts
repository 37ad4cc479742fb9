import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

/*
 * Module 1 journeys for the end-to-end suite: how a student answers each page, with the mouse
 * or with the keyboard alone, and how the saved answers are read back through the API.
 */

const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** Solving the registration challenge takes a moment on a slow machine. */
const REGISTER_TIMEOUT = 20_000;
const TENANT = { 'X-Tenant': 'ucc' };

/** How a student operates the page: pointer, or keyboard only (Tab, Space, Enter, arrows). */
export interface Driver {
  click(target: Locator): Promise<void>;
  check(target: Locator): Promise<void>;
  /** Chooses a radio button of a group. */
  choose(target: Locator): Promise<void>;
  fill(target: Locator, text: string): Promise<void>;
}

export const pointer: Driver = {
  click: (target) => target.click(),
  check: (target) => target.check(),
  choose: (target) => target.check(),
  fill: (target, text) => target.fill(text),
};

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Keyboard only: focus moves with Tab (and arrows inside a radio group), never the mouse. */
export function keyboard(page: Page): Driver {
  async function tabTo(target: Locator, accept: (target: Locator) => Promise<boolean>) {
    await expect(target).toBeAttached();
    for (let presses = 0; presses < 120; presses += 1) {
      if (await accept(target)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }
  return {
    async click(target) {
      await tabTo(target, isFocused);
      await page.keyboard.press('Enter');
    },
    async check(target) {
      await tabTo(target, isFocused);
      if (!(await target.isChecked())) await page.keyboard.press('Space');
      await expect(target).toBeChecked();
    },
    async choose(target) {
      const name = await target.getAttribute('name');
      // Tab reaches one radio of the group; the arrows move the choice within it.
      await tabTo(target, () =>
        page.evaluate(
          (group) =>
            document.activeElement instanceof HTMLInputElement &&
            document.activeElement.type === 'radio' &&
            document.activeElement.name === group,
          name,
        ),
      );
      if (!(await isFocused(target))) await page.keyboard.press('Space');
      for (let presses = 0; presses < 12 && !(await isFocused(target)); presses += 1) {
        await page.keyboard.press('ArrowDown');
      }
      if (!(await target.isChecked())) await page.keyboard.press('Space');
      await expect(target).toBeChecked();
    },
    async fill(target, text) {
      await tabTo(target, isFocused);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
    },
  };
}

/** Registers from the landing page and continues to the dashboard; returns the access code. */
export async function register(page: Page, driver: Driver = pointer): Promise<string> {
  await page.goto('/');
  return startFromLanding(page, driver);
}

/** `register` on a landing page already open (and perhaps scrolled). */
export async function startFromLanding(page: Page, driver: Driver = pointer): Promise<string> {
  await driver.click(
    page.getByRole('form', { name: 'New here?' }).getByRole('button', { name: 'Start' }),
  );
  await expect(page.getByRole('heading', { name: 'Your access code' })).toBeVisible({
    timeout: REGISTER_TIMEOUT,
  });
  const code = (await page.getByText(CODE_PATTERN).first().textContent()) ?? '';
  expect(code).toMatch(CODE_PATTERN);
  await driver.click(page.getByRole('button', { name: 'Continue' }));
  await expectMenuShown(page);
  return code;
}

/**
 * The menu is on screen in the student's own layout: the address changes before the new
 * route's code has drawn it, and until then the landing's header (no "Log out", its theme
 * button elsewhere) is still the one on screen, so a click meant for the menu's header could
 * land on the old one.
 */
async function expectMenuShown(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Logs in with the code from the landing page of a fresh context. */
export async function logIn(page: Page, code: string): Promise<void> {
  await page.goto('/');
  const login = page.getByRole('form', { name: 'I have an access code' });
  await login.getByLabel('Access code').fill(code);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expectMenuShown(page);
}

export const pageNav = (page: Page) => page.getByRole('navigation', { name: 'Page' });

/** Expects the student on a module 1 page: its address and its heading. */
export async function expectPage(page: Page, id: string, title: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/page/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Options for each visited page: axe in both colour schemes, and screenshots when asked for. */
export interface Checks {
  axe: boolean;
  /** A folder for 375 px screenshots of every page (set SCREENSHOT_DIR to look at them). */
  screenshots?: string | undefined;
}

/** Runs the per-page checks: axe in light and dark (the app follows the system scheme). */
export async function checkPage(page: Page, name: string, checks: Checks): Promise<void> {
  // The page has settled: no progress bar, no loading placeholder.
  await expect(page.getByText('Loading…')).toHaveCount(0);
  if (checks.axe) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
      await expectNoAxeViolations(page);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  // Headings wrap evenly (no word alone on a last line), here as everywhere.
  await expect(page.locator('h1').first()).toHaveCSS('text-wrap-style', 'balance');
  // Nothing is wider than a small phone: no sideways scrolling at 375 px.
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${name} scrolls sideways at 375 px`,
    })
    .toBeLessThanOrEqual(375);
  // A phone number is never split over two lines (a student copies or reads it at a glance).
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('a[href^="tel:"]')]
            .filter((link) => link.getClientRects().length > 1)
            .map((link) => link.textContent),
        ),
      { message: `${name} splits a phone number over two lines at 375 px` },
    )
    .toEqual([]);
  if (size) await page.setViewportSize(size);
  if (checks.screenshots) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({
          path: `${checks.screenshots}/${name}-${width}-${scheme}.png`,
          fullPage: true,
        });
      }
    }
    if (size) await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await layoutSettled(page);
}

/**
 * Waits until the page's width, height and scroll position hold over three animation frames.
 * After `checkPage` gives the page back its own width, the app draws it again for that width
 * (its media queries); a click straight after could be aimed at where "Next" stood before and
 * land on something else. The rare "Next does nothing" failures (module 1 on 1-1, the paths on
 * 2C-1 and 2C-2) all came right after `checkPage`, and the last one's transcript shows the press
 * reaching the page's intro paragraph, not "Next" (its "click:" line).
 */
export async function layoutSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const layout = () =>
          [window.innerWidth, document.documentElement.scrollHeight, window.scrollY].join(' ');
        const before = layout();
        const frames = async () => {
          for (let count = 0; count < 3; count += 1) await frame();
          return layout() === before;
        };
        // A look that gets no frames within a second (a starved machine) is tried again, rather
        // than holding the poll to its end (a full run failed so once, on 4-1 of a path).
        const stalled = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000));
        return Promise.race([frames(), stalled]);
      }),
    )
    .toBe(true);
}

/** Presses the page's Next. */
export async function next(page: Page, driver: Driver): Promise<void> {
  await driver.click(pageNav(page).getByRole('button', { name: 'Next' }));
}

export type QuizKey = { correct: string; wrong: string }[];

/** The quiz's right and a wrong answer text per question, from the content API. */
export async function quizKey(request: APIRequestContext): Promise<QuizKey> {
  const response = await request.post('/api/pages/quiz', { headers: TENANT, data: {} });
  expect(response.ok()).toBe(true);
  const quiz = (await response.json()) as {
    questions: { correct_id: string; choices: [string, string][] }[];
  };
  return quiz.questions.map((question) => ({
    correct: question.choices.find(([, id]) => id === question.correct_id)![0],
    wrong: question.choices.find(([, id]) => id !== question.correct_id)![0],
  }));
}

/** Answers the ten quiz questions, the first `right` of them correctly, checking each result. */
export async function takeQuiz(page: Page, driver: Driver, key: QuizKey, right: number) {
  const quiz = page.getByRole('region', { name: 'Quiz' });
  for (const [index, answer] of key.entries()) {
    await expect(quiz.getByText(`Question ${index + 1} of ${key.length}`)).toBeVisible();
    const correct = index < right;
    await driver.choose(
      quiz.getByRole('radio', { name: correct ? answer.correct : answer.wrong, exact: true }),
    );
    await driver.click(quiz.getByRole('button', { name: 'Check answer' }));
    await expect(quiz.getByRole('status').first()).toContainText(correct ? 'Correct' : 'Incorrect');
    await driver.click(
      quiz.getByRole('button', {
        name: index === key.length - 1 ? 'See your result' : 'Next question',
      }),
    );
  }
  await expect(quiz.getByText(`You got ${right} out of ${key.length}`)).toBeVisible();
}

/** The DAST carousel: nine answers, 1 for yes. */
export async function answerDast(page: Page, driver: Driver, answers: readonly (0 | 1)[]) {
  const carousel = page.getByRole('region', { name: 'DAST questions' });
  for (const [index, answer] of answers.entries()) {
    await expect(carousel.getByText(`Question ${index + 1} of 9`)).toBeVisible();
    await driver.choose(carousel.getByRole('radio', { name: answer === 1 ? 'Yes' : 'No' }));
    if (index < answers.length - 1) {
      await driver.click(carousel.getByRole('button', { name: 'Next question' }));
    }
  }
  await expect(carousel.getByRole('status')).toContainText('All nine answered.');
}

/** The two descriptive-norm guesses, then "Check my guesses". */
export async function guessNorms(page: Page, driver: Driver, guesses: [number, number]) {
  const fields = page.getByRole('spinbutton', { name: /Your guess \(0 to 100\)/ });
  await driver.fill(fields.nth(0), String(guesses[0]));
  await driver.fill(fields.nth(1), String(guesses[1]));
  await driver.click(page.getByRole('button', { name: 'Check my guesses' }));
  await expect(page.getByRole('heading', { name: 'How close were you?' })).toBeVisible();
}

/** The three injunctive-norm questions by option text, then "Save my answers". */
export async function answerInjunctive(page: Page, driver: Driver, texts: readonly string[]) {
  for (const text of texts) await driver.choose(page.getByRole('radio', { name: text }));
  await driver.click(page.getByRole('button', { name: 'Save my answers' }));
}

/** What the server saved for the student: the login answer's profile and state. */
export async function savedState(request: APIRequestContext, code: string) {
  const response = await request.post('/api/auth/login_user', {
    headers: TENANT,
    data: { password: code },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    profile: Record<string, unknown>;
    selected_drugs: number[];
    navigation_history: Record<string, Record<string, unknown>>;
    last_page: string | null;
    optional_history: { history: Record<string, number>; completed: string[]; available: string[] };
  };
}

/**
 * Module 1 the short way, as a student who used no drug: None, the quiz all right, two guesses
 * and three answers. Ends on "Section complete!".
 */
export async function completeModule1AsNonUser(page: Page, request: APIRequestContext) {
  const key = await quizKey(request);
  await page.getByRole('link', { name: 'Get Started' }).click();
  // Get Started resumes where the student was: the entry page, or 1-1 if they got that far.
  await expect(page).toHaveURL(/\/page\/1-[01]$/);
  if (page.url().endsWith('/1-0')) await next(page, pointer);
  await expectPage(page, '1-1', 'Your drug use');
  await pointer.check(page.getByRole('checkbox', { name: 'None of these' }));
  await next(page, pointer);
  await expectPage(page, '1-3', 'Your screening result');
  await next(page, pointer);
  await expectPage(page, '1-8', 'Quick quiz');
  await takeQuiz(page, pointer, key, key.length);
  for (let step = 9; step <= 13; step += 1) {
    await next(page, pointer);
    await expect(page).toHaveURL(new RegExp(`/page/1-${step}$`));
  }
  await next(page, pointer);
  await expect(page).toHaveURL(/\/page\/1-14$/);
  await guessNorms(page, pointer, [40, 30]);
  await next(page, pointer);
  await expect(page).toHaveURL(/\/page\/1-15$/);
  const first = page.getByRole('radiogroup').first().getByRole('radio').first();
  await expect(first).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all()) {
    await group.getByRole('radio').first().check();
  }
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await next(page, pointer);
  await expect(page).toHaveURL(/\/page\/section-complete\?module=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Section complete!' })).toBeVisible();
}
