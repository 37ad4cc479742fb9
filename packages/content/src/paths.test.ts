import { describe, expect, it } from 'vitest';
import {
  arrivalUnlocks,
  evaluatePage,
  servedPage,
  type DecisionTree,
  type ModuleId,
  type ScoreValues,
  type UserType,
} from '@clearpath/core';
import { loadContent } from './load';
import { REAL_CONTENT } from './test/fixture';

/*
 * The real decision tree (content/tree.yaml) walked as each user type at the boundaries of the
 * routing rules of docs/product.md §4, the way the web app follows it: the rule on the module's last page,
 * then the page that serves the student (core's servedPage) and the optional module it enters.
 */

function realTree(): DecisionTree {
  const result = loadContent(REAL_CONTENT);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.content.tree;
}
const tree = realTree();

/** Where Next on `page` leads the student, and which optional modules it unlocks. */
function leadsTo(page: string, userType: UserType, scores: ScoreValues) {
  const context = { userType, scores, optionalInProgress: false };
  const outcome = evaluatePage(tree, page, { type: 'completed' }, { ...context, reviewMode: false });
  if (outcome.next === null) return { next: null, unlocked: [] as ModuleId[] };
  const next = servedPage(tree, outcome.next, context);
  const unlocked = outcome.actions.flatMap((action) =>
    action.type === 'unlock' ? action.modules : [],
  );
  return { next, unlocked: [...new Set([...unlocked, ...arrivalUnlocks(next, userType)])] };
}

const scores = (lifeValues: number, awareness: number, decisionMaking: number): ScoreValues => ({
  life_values_score: lifeValues,
  behavioural_score: awareness,
  decision_making_score: decisionMaking,
});

describe('the end of My Profile (injunctive feedback)', () => {
  it.each<[UserType, string]>([
    [1, '2-0A'],
    [2, '2C-0'],
    [3, '2-0'],
  ])('sends user type %i to %s, unlocking My Surroundings', (userType, page) => {
    expect(leadsTo('1-15', userType, {})).toEqual({ next: page, unlocked: ['4A'] });
  });
});

describe('Fully Present (2-9)', () => {
  it.each<[string, UserType, ScoreValues, string, ModuleId[]]>([
    ['life values 10', 1, scores(10, 40, 40), '3-0', ['3']],
    ['life values 10', 3, scores(10, 40, 40), '4-0', ['4']],
    ['life values 11, both high', 1, scores(11, 17, 32), 'Review', []],
    ['life values 11, both high', 3, scores(11, 17, 32), 'Review', []],
    ['awareness 16', 1, scores(11, 16, 32), '4A-0', ['3', '4A']],
    ['awareness 16', 3, scores(11, 16, 32), '4-0', ['4']],
    ['decision making 31', 1, scores(11, 17, 31), '4A-0', ['3', '4A']],
    ['decision making 31', 3, scores(11, 17, 31), '4-0', ['4']],
  ])('with %s sends user type %i to %s', (_case, userType, given, page, unlocked) => {
    expect(leadsTo('2-9', userType, given)).toEqual({ next: page, unlocked });
  });
});

describe('values feedback (end of My Values)', () => {
  it.each<[string, UserType, ScoreValues, string, ModuleId[]]>([
    ['decision making 33', 2, scores(0, 0, 33), '4-0', ['4']],
    ['decision making 32, awareness 16', 2, scores(0, 16, 32), '5-0', ['4']],
    ['awareness 17', 2, scores(0, 17, 0), '4-0', ['4']],
    ['decision making 33', 1, scores(0, 0, 33), '4A-0', ['4A']],
    ['decision making 32, awareness 16', 1, scores(0, 16, 32), '5A-0', ['4A']],
  ])('with %s sends user type %i to %s', (_case, userType, given, page, unlocked) => {
    expect(leadsTo('3-8', userType, given)).toEqual({ next: page, unlocked });
  });
});

describe('the end of the other modules', () => {
  it('leads from My Support to My Values, unlocking it', () => {
    expect(leadsTo('2C-10', 2, {})).toEqual({ next: '3-0', unlocked: ['3'] });
  });
  it.each<[UserType, string]>([
    [1, '5A-0'],
    [2, '5-0'],
    [3, 'Review'],
  ])('leads from Mindful Decisions and My Surroundings to the plan of user type %i: %s', (userType, page) => {
    expect(leadsTo('4-9', userType, {}).next).toBe(page);
    expect(leadsTo('4A-7', userType, {}).next).toBe(page);
  });
  it('leads from My Plan and Maintaining My Values to Review, and Review nowhere', () => {
    expect(leadsTo('5-6', 2, {}).next).toBe('Review');
    expect(leadsTo('5A-4', 1, {}).next).toBe('Review');
    expect(leadsTo('Review', 1, {}).next).toBeNull();
  });
});
