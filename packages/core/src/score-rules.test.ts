import { describe, expect, it } from 'vitest';
import { ScoreRuleSchema, applyScoreRules, type ScoreRule, type ScoreValues } from './score-rules';

const rules: ScoreRule[] = [
  { score: 'quiz_score', op: '=', value: 10, next: '2-9', final: true },
  { score: 'behavioural_score', op: '>=', value: 17, next: '4-0' },
  { score: 'behavioural_score', op: '<', value: 17, next: '3-0' },
];

describe('applyScoreRules', () => {
  it.each<[ScoreValues, boolean, { next: string | null; final: boolean; matched: boolean }]>([
    [{ quiz_score: 10 }, false, { next: '2-9', final: true, matched: true }],
    [{ quiz_score: 10 }, true, { next: null, final: true, matched: true }],
    [{ quiz_score: 9 }, false, { next: null, final: false, matched: false }],
    [{ behavioural_score: 17 }, false, { next: '4-0', final: false, matched: true }],
    [{ behavioural_score: 16 }, false, { next: '3-0', final: false, matched: true }],
    [{ behavioural_score: 16 }, true, { next: null, final: false, matched: true }],
    [{ quiz_score: 10, behavioural_score: 20 }, false, { next: '2-9', final: true, matched: true }],
    [{}, false, { next: null, final: false, matched: false }],
  ])('with scores %j (review %s) gives %j', (scores, reviewMode, outcome) => {
    expect(applyScoreRules(rules, scores, reviewMode)).toEqual(outcome);
  });

  it('gives no next page for a matching rule without one', () => {
    expect(
      applyScoreRules([{ score: 'user_type', op: '=', value: 1 }], { user_type: 1 }, false),
    ).toEqual({
      next: null,
      final: false,
      matched: true,
    });
  });

  it('gives nothing for no rules', () => {
    expect(applyScoreRules([], { quiz_score: 3 }, false)).toEqual({
      next: null,
      final: false,
      matched: false,
    });
  });
});

describe('ScoreRuleSchema', () => {
  it.each([
    [{ score: 'nope', op: '=', value: 1 }],
    [{ score: 'quiz_score', op: '>', value: 1 }],
    [{ score: 'quiz_score', op: '=', value: '1' }],
    [{ score: 'quiz_score', op: '=', value: 1, next: '9-9' }],
    [{ score: 'quiz_score', op: '=' }],
  ])('rejects %j', (rule) => {
    expect(ScoreRuleSchema.safeParse(rule).success).toBe(false);
  });
});
