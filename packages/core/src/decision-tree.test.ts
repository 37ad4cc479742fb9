import { describe, expect, it } from 'vitest';
import {
  DecisionTreeSchema,
  PageRuleSchema,
  evaluatePage,
  servedPage,
  skippedPages,
  type DecisionTree,
  type PageContext,
  type PageEvent,
  type PageOutcome,
} from './decision-tree';
import { comparePageIds } from './page-id';

const tree: DecisionTree = DecisionTreeSchema.parse({
  '1-14': { feedback: 'descriptive-norms', completed: { process: 'process_dast_score' } },
  '1-15': {
    completed: { actions: [{ type: 'route', rule: 'injunctive_feedback' }] },
  },
  '2-3': {
    load: {
      score: [{ score: 'quiz_score', op: '>=', value: 8, next: '2-5' }],
      actions: [{ type: 'save_navigation_history' }],
      next: '2-4',
    },
    completed: {
      score: [{ score: 'quiz_score', op: '<', value: 5, final: true }],
      next: '2-6',
    },
  },
  '3-7': {
    completed: {
      actions: [{ type: 'route', rule: 'fully_present' }, { type: 'complete_optional' }],
    },
  },
  '2-9': { load: { score: [{ score: 'user_type', op: '=', value: 1, next: '2-10' }] } },
  '3-8': { completed: { actions: [{ type: 'route', rule: 'values_feedback' }] } },
  '4A-3': {
    final: true,
    completed: { actions: [{ type: 'route', rule: 'influences' }] },
  },
  '1-5': {
    conditions: {
      'used-drugs': [
        { answer: 'no', next: '1-9', actions: [{ type: 'unlock', modules: ['4A'] }] },
        { answer: 'yes', index: 0, next: '1-6' },
        { next: '1-7' },
      ],
      'how-often': [{ index: 2, next: '1-8' }],
      count: [{ answer: 3, next: '1-10' }],
    },
  },
});

const base: PageContext = {
  reviewMode: false,
  userType: 2,
  scores: {},
  optionalInProgress: false,
};
const nothing: PageOutcome = {
  next: null,
  actions: [],
  feedback: null,
  process: null,
  final: false,
  missingScores: [],
};
const load: PageEvent = { type: 'load' };
const completed: PageEvent = { type: 'completed' };

describe('evaluatePage', () => {
  it.each<[string, PageEvent, Partial<PageContext>, Partial<PageOutcome>]>([
    ['1-14', load, {}, { feedback: 'descriptive-norms' }],
    ['1-14', completed, {}, { process: 'process_dast_score' }],
    ['1-15', completed, { userType: 1 }, { next: '2-0A' }],
    ['1-15', completed, { userType: 3 }, { next: '2-0' }],
    ['1-15', completed, { userType: 1, reviewMode: true }, {}],
    // Load: score rule beats the static next; no match falls back to it.
    [
      '2-3',
      load,
      { scores: { quiz_score: 8 } },
      { next: '2-5', actions: [{ type: 'save_navigation_history' }] },
    ],
    [
      '2-3',
      load,
      { scores: { quiz_score: 7 } },
      { next: '2-4', actions: [{ type: 'save_navigation_history' }] },
    ],
    [
      '2-3',
      load,
      { scores: { quiz_score: 9 }, reviewMode: true },
      { next: '2-4', actions: [{ type: 'save_navigation_history' }] },
    ],
    ['2-3', completed, { scores: { quiz_score: 4 } }, { next: '2-6', final: true }],
    ['2-3', completed, { scores: { quiz_score: 5 } }, { next: '2-6' }],
    [
      '3-7',
      completed,
      { scores: { life_values_score: 11, behavioural_score: 16, decision_making_score: 40 } },
      {
        next: '4-0',
        actions: [{ type: 'unlock', modules: ['3', '4'] }, { type: 'complete_optional' }],
      },
    ],
    [
      '3-7',
      completed,
      {
        reviewMode: true,
        scores: { life_values_score: 11, behavioural_score: 16, decision_making_score: 40 },
      },
      { actions: [{ type: 'unlock', modules: ['3', '4'] }, { type: 'complete_optional' }] },
    ],
    [
      '3-7',
      completed,
      { scores: { life_values_score: 5 } },
      {
        actions: [{ type: 'complete_optional' }],
        missingScores: ['behavioural_score', 'decision_making_score'],
      },
    ],
    [
      '3-7',
      completed,
      {
        userType: 1,
        scores: { life_values_score: 20, behavioural_score: 17, decision_making_score: 32 },
      },
      { next: 'Review', actions: [{ type: 'complete_optional' }] },
    ],
    [
      '3-8',
      completed,
      { scores: { decision_making_score: 32, behavioural_score: 0 } },
      { next: '5-0', actions: [{ type: 'unlock', modules: ['4'] }] },
    ],
    [
      '3-8',
      completed,
      { userType: 1, scores: { decision_making_score: 33, behavioural_score: 0 } },
      { next: '4A-0' },
    ],
    [
      '3-8',
      completed,
      { scores: { behavioural_score: 20 } },
      { missingScores: ['decision_making_score'] },
    ],
    ['4A-3', completed, { optionalInProgress: true }, { next: 'dashboard', final: true }],
    ['4A-3', completed, {}, { next: '5-0', final: true }],
    ['4A-3', load, {}, { final: true }],
    // Conditions on answers.
    [
      '1-5',
      { type: 'answer', dataId: 'used-drugs', answer: 'no' },
      {},
      { next: '1-9', actions: [{ type: 'unlock', modules: ['4A'] }] },
    ],
    ['1-5', { type: 'answer', dataId: 'used-drugs', answer: 'yes', index: 0 }, {}, { next: '1-6' }],
    ['1-5', { type: 'answer', dataId: 'used-drugs', answer: 'yes', index: 1 }, {}, { next: '1-7' }],
    ['1-5', { type: 'answer', dataId: 'used-drugs' }, {}, { next: '1-7' }],
    ['1-5', { type: 'answer', dataId: 'how-often', index: 2 }, {}, { next: '1-8' }],
    ['1-5', { type: 'answer', dataId: 'how-often', index: 1 }, {}, {}],
    ['1-5', { type: 'answer', dataId: 'count', answer: '3' }, {}, { next: '1-10' }],
    ['1-5', { type: 'answer', dataId: 'count', answer: 3 }, {}, { next: '1-10' }],
    ['1-5', { type: 'answer', dataId: 'unknown', answer: 'x' }, {}, {}],
    ['1-5', { type: 'answer', dataId: 'constructor', answer: 'x' }, {}, {}],
    ['1-14', { type: 'answer', dataId: 'used-drugs', answer: 'no' }, {}, {}],
    // Without a user type, rules that need one are skipped and reported.
    ['1-15', completed, { userType: null }, { missingScores: ['user_type'] }],
    [
      '3-8',
      completed,
      { userType: null, scores: { decision_making_score: 40 } },
      { missingScores: ['behavioural_score', 'user_type'] },
    ],
    ['4A-3', completed, { userType: null }, { next: '5-0', final: true }],
    // user_type in score rules comes from the context, not from the scores.
    ['2-9', load, { userType: 1 }, { next: '2-10' }],
    ['2-9', load, { userType: 2, scores: { user_type: 1 } }, {}],
    ['2-9', load, { userType: null, scores: { user_type: 1 } }, {}],
    // Pages without an entry, and ids that are object keys, do nothing.
    ['1-1', load, {}, {}],
    ['toString', completed, {}, {}],
  ])('on %s after %j with %j yields %j', (pageId, event, context, expected) => {
    expect(evaluatePage(tree, pageId, event, { ...base, ...context })).toEqual({
      ...nothing,
      ...expected,
    });
  });
});

describe('DecisionTreeSchema', () => {
  it('accepts an empty tree', () => {
    expect(DecisionTreeSchema.parse({})).toEqual({});
  });

  it.each([
    ['an unknown page id', { '9-9': {} }],
    ['a non-boolean final', { '1-0': { final: 'yes' } }],
    ['an unknown process', { '1-0': { completed: { process: 'process_everything' } } }],
    ['a bad next page', { '1-0': { load: { next: '1-01' } } }],
    ['an unknown action', { '1-0': { load: { actions: [{ type: 'explode' }] } } }],
    ['an empty unlock', { '1-0': { load: { actions: [{ type: 'unlock', modules: [] }] } } }],
    ['an unknown route', { '1-0': { load: { actions: [{ type: 'route', rule: 'anything' }] } } }],
    ['an empty condition list', { '1-0': { conditions: { q: [] } } }],
    ['a condition that is not a list', { '1-0': { conditions: { q: { next: '1-1' } } } }],
    ['a data_id starting with _', { '1-0': { conditions: { __proto__x: [{ next: '1-1' }] } } }],
    ['an oversized feedback key', { '1-0': { feedback: 'x'.repeat(65) } }],
    [
      {
        '1-0': {
          load: {
            score: Array.from({ length: 21 }, () => ({ score: 'quiz_score', op: '=', value: 1 })),
          },
        },
      },
      'too many score rules',
    ],
    [
      'too many pages (501)',
      Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`1-${i}`, {}])),
    ],
    ['an array', []],
  ])('rejects %s', (_, candidate) => {
    expect(DecisionTreeSchema.safeParse(candidate).success).toBe(false);
  });

  it('rejects conditions whose answer is an object', () => {
    expect(PageRuleSchema.safeParse({ conditions: { q: [{ answer: {} }] } }).success).toBe(false);
  });
});

describe('servedPage', () => {
  const redirects = DecisionTreeSchema.parse({
    '2-0': {
      load: {
        score: [
          { score: 'user_type', op: '=', value: 1, next: '2-0A' },
          { score: 'user_type', op: '=', value: 2, next: '2C-0' },
        ],
      },
    },
    '3-7': { load: { next: '4-7' } },
    '4-7': { load: { next: '3-7' } },
    '5-9': { load: { next: '5-9' } },
  });
  const context = { userType: 2 as const, scores: {}, optionalInProgress: false };

  it('follows the load rules that send a student on to the page for them', () => {
    expect(servedPage(redirects, '2-0', context)).toBe('2C-0');
    expect(servedPage(redirects, '2-0', { ...context, userType: 1 })).toBe('2-0A');
    expect(servedPage(redirects, '2-0', { ...context, userType: 3 })).toBe('2-0');
    expect(servedPage(redirects, '1-0', context)).toBe('1-0');
  });
  it('stops on a page that names itself, and after a few hops of a loop', () => {
    expect(servedPage(redirects, '5-9', context)).toBe('5-9');
    expect(['3-7', '4-7']).toContain(servedPage(redirects, '3-7', context));
  });
});

describe('skippedPages', () => {
  const tree = DecisionTreeSchema.parse({
    '1-1': { completed: { score: [{ score: 'user_type', op: '=', value: 1, next: '1-3' }] } },
    '1-3': { completed: { score: [{ score: 'user_type', op: '=', value: 1, next: '1-8' }] } },
    '1-6': { completed: { next: '1-5' } },
    '1-9': { completed: { next: '2-0' } },
    '2-1': { completed: { next: '2-3' } },
  });
  const pages = ['1-0', '1-1', '1-2', '1-3', '1-4', '1-5', '1-6', '1-7', '1-8', '1-9', '1-10'];
  const context = { userType: 1 as const, scores: {}, optionalInProgress: false };

  it("lists the pages a student's path steps over within a module, not those another page leads to", () => {
    // 1-5 is skipped by 1-3's jump, but 1-6 leads back to it.
    expect([...skippedPages(tree, pages, context)].sort(comparePageIds)).toEqual([
      '1-2',
      '1-4',
      '1-6',
      '1-7',
    ]);
  });
  it('skips nothing for students the rules do not send on, or before the user type is known', () => {
    expect(skippedPages(tree, pages, { ...context, userType: 2 }).size).toBe(0);
    expect(skippedPages(tree, pages, { ...context, userType: null }).size).toBe(0);
  });
  it('reads a jump within one module only, among the pages given', () => {
    expect([...skippedPages(tree, ['2-1', '2-2', '2-3', '3-2'], context)]).toEqual(['2-2']);
  });
});

describe('unlocks for the user type', () => {
  const unlocks = DecisionTreeSchema.parse({
    '2-9': { completed: { actions: [{ type: 'unlock', modules: ['3', '4'] }] } },
  });
  it('keeps only the modules the user type may have (docs/decisions/0006)', () => {
    const run = (userType: 1 | 2 | 3 | null) =>
      evaluatePage(unlocks, '2-9', completed, { ...base, userType }).actions;
    expect(run(2)).toEqual([{ type: 'unlock', modules: ['3', '4'] }]);
    expect(run(3)).toEqual([{ type: 'unlock', modules: ['4'] }]);
    expect(run(null)).toEqual([]);
  });
});
