import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectWholeTextWhenLarge } from '../reflow';
import {
  answerDast,
  answerInjunctive,
  checkPage,
  expectPage,
  guessNorms,
  keyboard,
  logIn,
  next,
  pageNav,
  pointer,
  quizKey,
  register,
  savedState,
  takeQuiz,
  type Checks,
  type Driver,
} from '../module-1';
import { screen } from '../paths';

/*
 * Module 1 end to end for three students (issue 7): a non-user, a low-risk cannabis user (with
 * the keyboard alone) and a higher-risk cocaine user (who stops half-way and resumes on a fresh
 * browser). Each sees the feedback their answers imply, and the stored answers and scores are
 * read back through the API. axe runs on every page in light and dark.
 */

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
const checks: Checks = { axe: true, screenshots: SCREENSHOTS };

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

/** The feedback block a source shows: exactly the one item the answers imply. */
async function expectFeedbackItem(page: Page, source: string, item: number) {
  const blocks = page.locator(`[data-feedback-source="${source}"]`);
  await expect(blocks).toHaveCount(1);
  await expect(blocks).toHaveAttribute('data-feedback-item', String(item));
}

async function startModule(page: Page, driver: Driver, prefix: string) {
  await driver.click(page.getByRole('link', { name: 'Get Started' }));
  await expectPage(page, '1-0', 'My Profile');
  await checkPage(page, `${prefix}-1-0`, checks);
  await next(page, driver);
  await expectPage(page, '1-1', 'Your drug use');
}

/** 1-10 to 1-13: the pages everyone reads, with their support. */
async function readCommonPages(page: Page, driver: Driver, prefix: string) {
  for (const [id, title] of [
    ['1-10', 'Lowering the risks'],
    ['1-11', 'Drugs and the law in Ireland'],
    ['1-12', 'Where to get help'],
    ['1-13', "What's normal?"],
  ] as const) {
    await expectPage(page, id, title);
    await checkPage(page, `${prefix}-${id}`, checks);
    await next(page, driver);
  }
  await expectPage(page, '1-14', 'What do other students do?');
}

async function finishNorms(
  page: Page,
  driver: Driver,
  prefix: string,
  guesses: [number, number],
  injunctive: readonly number[],
) {
  await guessNorms(page, driver, guesses);
  await checkPage(page, `${prefix}-1-14`, checks);
  await next(page, driver);
  await expectPage(page, '1-15', 'What do other students think?');
  await answerInjunctive(
    page,
    driver,
    injunctive.map((id) => INJUNCTIVE[id]!),
  );
  await checkPage(page, `${prefix}-1-15`, checks);
  await next(page, driver);
  await expect(page).toHaveURL(/\/page\/section-complete\?module=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Section complete!' })).toBeVisible();
  await checkPage(page, `${prefix}-section-complete`, checks);
}

test.describe('module 1', () => {
  // A whole module with axe on every page in two colour schemes takes a while.
  test.describe.configure({ timeout: 240_000 });

  test('a non-user gets affirming feedback, skips the screening pages and completes the module', async ({
    page,
    request,
  }) => {
    const key = await quizKey(request);
    const code = await register(page);
    const driver = pointer;
    await startModule(page, driver, 'non-user');
    await driver.check(page.getByRole('checkbox', { name: 'None of these' }));
    await checkPage(page, 'non-user-1-1', checks);
    await next(page, driver);

    // No DAST for a non-user: straight to the result, which says so warmly.
    await expectPage(page, '1-3', 'Your screening result');
    await expect(page.getByText(/Your score: 0 out of 10/)).toBeVisible();
    await expectFeedbackItem(page, 'process_dast_score', 0);
    await checkPage(page, 'non-user-1-3', checks);
    await next(page, driver);

    // No effects or harms pages: on to the quiz.
    await expectPage(page, '1-8', 'Quick quiz');
    await takeQuiz(page, driver, key, 10);
    await checkPage(page, 'non-user-1-8', checks);
    await next(page, driver);
    await expectPage(page, '1-9', 'Your quiz result');
    await expectFeedbackItem(page, 'process_quiz_score', 3);
    await expect(page.getByText('10/10')).toBeVisible();
    await checkPage(page, 'non-user-1-9', checks);
    await next(page, driver);
    await readCommonPages(page, driver, 'non-user');
    await finishNorms(page, driver, 'non-user', [45, 30], [0, 4, 7]);
    // docs/product.md §4: after injunctive feedback a non-user goes on to 2-0A (module 2); the menu is
    // there too.
    await expect(
      pageNav(page).getByRole('button', { name: 'Continue to Myself and Others' }),
    ).toBeVisible();
    await expect(pageNav(page).getByRole('button', { name: 'Go to the menu' })).toBeVisible();

    // Repeat Module: review mode shows the saved answers and follows the path taken (no DAST).
    await pageNav(page).getByRole('button', { name: 'Go to the menu' }).click();
    await page.getByRole('link', { name: 'Repeat Module' }).click();
    await expectPage(page, '1-0', 'My Profile');
    await next(page, driver);
    await expectPage(page, '1-1', 'Your drug use');
    await expect(
      page.getByText("You told us you haven't used any drugs in the past 12 months."),
    ).toBeVisible();
    await next(page, driver);
    await expectPage(page, '1-3', 'Your screening result');

    const saved = await savedState(request, code);
    expect(saved.selected_drugs).toEqual([]);
    expect(saved.profile).toMatchObject({
      user_type: 1,
      dast_score: 0,
      dastList: [],
      primary_drug: null,
      quiz_score: 10,
      descriptiveNorms: [45, 30],
      injunctiveNorms: [0, 4, 7],
      positivesList: [],
    });
    expect(Object.keys(saved.navigation_history)).not.toContain('1-2');
  });

  test('a low-risk cannabis user completes the module with the keyboard alone', async ({
    page,
    request,
  }) => {
    const key = await quizKey(request);
    const driver = keyboard(page);
    const code = await register(page, driver);
    await startModule(page, driver, 'cannabis');
    await driver.check(page.getByRole('checkbox', { name: 'Cannabis' }));
    await checkPage(page, 'cannabis-1-1', checks);
    await next(page, driver);

    await expectPage(page, '1-2', 'Nine quick questions');
    // Every answer the protective one: DAST-10 item 1 only, a score of 1 (Low).
    await answerDast(page, driver, [0, 1, 0, 0, 0, 0, 0, 0, 0]);
    await checkPage(page, 'cannabis-1-2', checks);
    await next(page, driver);

    await expectPage(page, '1-3', 'Your screening result');
    await expect(page.getByText(/Your score: 1 out of 10/)).toBeVisible();
    await expectFeedbackItem(page, 'process_dast_score', 1);
    await checkPage(page, 'cannabis-1-3', checks);
    await next(page, driver);

    await expectPage(page, '1-4', 'What your answers show');
    await expect(page.getByRole('heading', { name: "What's going well" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Things to keep an eye on' })).toHaveCount(0);
    await checkPage(page, 'cannabis-1-4', checks);
    await next(page, driver);

    await expectPage(page, '1-5', 'The good and the not-so-good');
    await driver.check(page.getByRole('checkbox', { name: 'I had fun and enjoyed myself' }));
    await driver.check(page.getByRole('checkbox', { name: 'I felt relaxed' }));
    await checkPage(page, 'cannabis-1-5', checks);
    await driver.click(page.getByRole('button', { name: 'On to the not-so-good things' }));
    await driver.check(
      page.getByRole('checkbox', { name: 'I felt rough or wiped out the next day' }),
    );
    await next(page, driver);

    // Two upsides, one downside: more upsides than downsides (item 2).
    await expectPage(page, '1-6', 'Weighing it up');
    await expectFeedbackItem(page, 'process_posnegs', 2);
    await expect(page.getByText('Upsides: 2.')).toBeAttached();
    await checkPage(page, 'cannabis-1-6', checks);
    await next(page, driver);

    await expectPage(page, '1-7', 'Your body and your drug');
    const bodyParts = page.getByRole('list', { name: 'Parts of the body' });
    await driver.click(bodyParts.getByRole('button', { name: /Brain/ }));
    const brain = bodyParts.getByRole('region', { name: 'Brain' });
    await expect(brain).toBeVisible();
    await expect(brain.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await checkPage(page, 'cannabis-1-7', checks);
    await next(page, driver);

    await expectPage(page, '1-8', 'Quick quiz');
    await takeQuiz(page, driver, key, 7);
    await next(page, driver);
    await expectPage(page, '1-9', 'Your quiz result');
    await expectFeedbackItem(page, 'process_quiz_score', 2);
    await next(page, driver);
    await readCommonPages(page, driver, 'cannabis');
    await finishNorms(page, driver, 'cannabis', [70, 60], [1, 3, 6]);

    const saved = await savedState(request, code);
    expect(saved.selected_drugs).toEqual([0]);
    expect(saved.profile).toMatchObject({
      user_type: 3,
      dast_score: 1,
      dastList: [0, 1, 0, 0, 0, 0, 0, 0, 0],
      primary_drug: 0,
      quiz_score: 7,
      descriptiveNorms: [70, 60],
      injunctiveNorms: [1, 3, 6],
      positivesList: [{ data_id: 'pos-fun' }, { data_id: 'pos-relaxed' }],
      negativesList: [{ data_id: 'neg-next-day' }],
    });
  });

  test('a higher-risk cocaine user sees support, stops half-way and resumes on a fresh browser', async ({
    page,
    request,
    browser,
  }) => {
    const key = await quizKey(request);
    const driver = pointer;
    const code = await register(page);
    await startModule(page, driver, 'cocaine');
    await driver.check(page.getByRole('checkbox', { name: 'Cannabis' }));
    await driver.check(page.getByRole('checkbox', { name: 'Cocaine' }));
    await driver.choose(page.getByRole('radio', { name: 'Cocaine' }));
    await next(page, driver);

    await expectPage(page, '1-2', 'Nine quick questions');
    // Item 1 + yes to 2, 4, 5, 6, 7, 9 + no to "able to stop" (item 3): 8, Substantial.
    const dast = [1, 0, 1, 1, 1, 1, 0, 1, 0] as const;
    await answerDast(page, driver, dast);
    await next(page, driver);

    await expectPage(page, '1-3', 'Your screening result');
    await expect(page.getByText(/Your score: 8 out of 10/)).toBeVisible();
    await expectFeedbackItem(page, 'process_dast_score', 3);
    // Support, prominently: the services are on the result page itself.
    await expect(page.getByRole('link', { name: /1800 459 459/ }).first()).toBeVisible();
    await next(page, driver);

    await expectPage(page, '1-4', 'What your answers show');
    await expect(page.getByRole('heading', { name: 'Things to keep an eye on' })).toBeVisible();
    await next(page, driver);

    await expectPage(page, '1-5', 'The good and the not-so-good');
    await driver.check(page.getByRole('checkbox', { name: 'I felt more confident around people' }));
    await driver.click(page.getByRole('button', { name: 'On to the not-so-good things' }));
    await driver.check(page.getByRole('checkbox', { name: 'I spent more money than I meant to' }));
    await driver.check(
      page.getByRole('checkbox', { name: 'I felt low, anxious or irritable afterwards' }),
    );
    await driver.fill(
      page.getByRole('textbox', { name: 'Something else (optional)' }),
      'Nosebleeds',
    );
    await next(page, driver);
    await expectPage(page, '1-6', 'Weighing it up');
    await expectFeedbackItem(page, 'process_posnegs', 0);
    await next(page, driver);

    await expectPage(page, '1-7', 'Your body and your drug');
    await expect(
      page.getByRole('heading', { level: 2, name: 'How cocaine can affect your body' }),
    ).toBeVisible();
    // At 200 % text the life cards grow with it: Pieta's number is not cut off.
    await expect(page.getByRole('link', { name: /1800 247 247/ }).first()).toBeVisible();
    await expectWholeTextWhenLarge(page);
    await next(page, driver);
    await expectPage(page, '1-8', 'Quick quiz');
    await takeQuiz(page, driver, key, 4);
    await next(page, driver);
    await expectPage(page, '1-9', 'Your quiz result');
    await expectFeedbackItem(page, 'process_quiz_score', 1);

    // Stored as answered, before the student stops here.
    const halfway = await savedState(request, code);
    expect(halfway.selected_drugs).toEqual([0, 2]);
    expect(halfway.profile).toMatchObject({
      user_type: 2,
      dast_score: 8,
      dastList: dast,
      primary_drug: 2,
      quiz_score: 4,
      negativesList: [
        { data_id: 'neg-money' },
        { data_id: 'neg-comedown' },
        { data_id: 'other', other: 'Nosebleeds' },
      ],
    });
    await expect.poll(async () => (await savedState(request, code)).last_page).toBe('1-9');

    // A fresh browser: the code brings back the page and every answer.
    const other = await browser.newContext();
    const resumed = await other.newPage();
    await logIn(resumed, code);
    await resumed.getByRole('link', { name: 'Get Started' }).click();
    await expectPage(resumed, '1-9', 'Your quiz result');
    await expectFeedbackItem(resumed, 'process_quiz_score', 1);
    // Back through the pages with the arrows: every answer is there, read-only.
    const back = () => pageNav(resumed).getByRole('button', { name: 'Previous' }).click();
    await back();
    await expectPage(resumed, '1-8', 'Quick quiz');
    await expect(resumed.getByText('You got 4 out of 10')).toBeVisible();
    for (const [id, title] of [
      ['1-7', 'Your body and your drug'],
      ['1-6', 'Weighing it up'],
      ['1-5', 'The good and the not-so-good'],
    ] as const) {
      await back();
      await expectPage(resumed, id, title);
    }
    await expect(resumed.getByText('Nosebleeds')).toBeVisible();
    await back();
    await expectPage(resumed, '1-4', 'What your answers show');
    await back();
    await expectPage(resumed, '1-3', 'Your screening result');
    await expect(resumed.getByText(/Your score: 8 out of 10/)).toBeVisible();
    await back();
    await expectPage(resumed, '1-2', 'Nine quick questions');
    await expect(resumed.getByText(/Your answers are saved/)).toBeVisible();
    await back();
    await expectPage(resumed, '1-1', 'Your drug use');
    await expect(
      resumed.getByText(/Cannabis, Cocaine. The one you used most: Cocaine./),
    ).toBeVisible();
    // The menu leads back to where the student stopped.
    await resumed.getByRole('link', { name: 'All modules' }).click();
    await resumed.getByRole('link', { name: 'Get Started' }).click();
    await expectPage(resumed, '1-9', 'Your quiz result');
    await next(resumed, pointer);
    await readCommonPages(resumed, pointer, 'cocaine');
    await finishNorms(resumed, pointer, 'cocaine', [43, 34], [2, 5, 8]);
    // docs/product.md §4 sends everyone but a non-user on to 2-0, which for user type 2 is My Support
    // (docs/decisions/0006).
    await pageNav(resumed).getByRole('button', { name: 'Continue to My Support' }).click();
    await expectPage(resumed, '2C-0', 'My Support');
    await resumed.getByRole('link', { name: 'All modules' }).click();
    const modules = resumed.getByRole('listitem');
    const here = modules.filter({ hasText: 'You are here' });
    await expect(here).toHaveCount(1);
    await expect(here.getByRole('heading', { level: 3 })).toHaveText('My Support');
    await expect(modules.filter({ hasText: 'Myself and Others' })).toHaveCount(0);
    await other.close();

    const saved = await savedState(request, code);
    expect(saved.profile).toMatchObject({
      descriptiveNorms: [43, 34],
      injunctiveNorms: [2, 5, 8],
    });
  });

  test('while the screening feedback is worked out, the page says so where the feedback will be', async ({
    page,
  }) => {
    // The processing call is held until the page has been checked without it.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/processing/process_dast_score**', async (route) => {
      await held;
      await route.continue();
    });
    // Score 3: item 1, item 3 (answered yes to "able to stop", so 0) and item 4.
    await register(page);
    await screen(page, 'Cannabis', [1, 1, 1, 0, 0, 0, 0, 0, 0]);
    const coming = page.getByRole('status').filter({ hasText: 'Working out your feedback…' });
    await expect(coming).toBeVisible();
    await expect(coming).toHaveAttribute('data-feedback-loading', 'process_dast_score');
    await expect(page.locator('[data-feedback-source]')).toHaveCount(0);
    await checkPage(page, 'feedback-coming-1-3', checks);
    answer();
    await expectFeedbackItem(page, 'process_dast_score', 2);
    await expect(coming).toHaveCount(0);
  });

  test('a student who loses the signal on the effects page goes on, and the feedback follows when it returns', async ({
    page,
    context,
    consoleGuard,
  }) => {
    // The browser logs each request that cannot go out while offline.
    consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/);
    const driver = pointer;
    await register(page);
    await screen(page, 'Ecstasy', [0, 1, 0, 0, 0, 0, 0, 0, 0]);
    // The feedback arriving moves Next down: a tap before it could land on the text instead.
    await expectFeedbackItem(page, 'process_dast_score', 1);
    await next(page, driver);
    await expectPage(page, '1-4', 'What your answers show');
    await expect(page.getByRole('heading', { name: "What's going well" })).toBeVisible();
    await next(page, driver);
    await expectPage(page, '1-5', 'The good and the not-so-good');
    // Both slides' choices and the next page (with its chart code) reach the device while the
    // student reads this one.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/posnegs-feedback-[^/]*\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await driver.check(page.getByRole('checkbox', { name: 'I had fun and enjoyed myself' }));
    await driver.click(page.getByRole('button', { name: 'On to the not-so-good things' }));
    await driver.check(page.getByRole('checkbox', { name: 'I spent more money than I meant to' }));
    await next(page, driver);
    await expectPage(page, '1-6', 'Weighing it up');
    await expect(page.getByText('Upsides: 1.')).toBeAttached();
    await expect(page.locator('[data-feedback-source="process_posnegs"]')).toHaveCount(0);
    // Back online: the two lists are sent, then the feedback they imply appears.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectFeedbackItem(page, 'process_posnegs', 1);
  });
});
