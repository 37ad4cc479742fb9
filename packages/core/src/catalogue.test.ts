import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  ACTIVITY_TYPE_VALUES,
  DRUGS,
  DrugIdSchema,
  OPTION_SETS,
  QUIZ_QUESTION_COUNT,
  RISK_LEVELS,
  SCORE_TYPES,
  SCORE_TYPE_VALUES,
} from './catalogue';

describe('ACTIVITY_TYPES', () => {
  it('are the commit_activity types of docs/product.md §7', () => {
    expect([...ACTIVITY_TYPE_VALUES].sort((a, b) => a - b)).toEqual([
      0, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 15, 16, 17,
    ]);
    expect(ACTIVITY_TYPES.positives).toBe(0);
    expect(ACTIVITY_TYPES.valueScores).toBe(17);
  });
});

describe('SCORE_TYPES', () => {
  it('are the commit_score types 2–9 of docs/product.md §7', () => {
    expect([...SCORE_TYPE_VALUES].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(SCORE_TYPES.quiz).toBe(2);
    expect(SCORE_TYPES.descriptiveNorms).toBe(9);
  });
});

describe('DRUGS', () => {
  it('numbers the eight drugs 0–7 as docs/product.md §3 does', () => {
    expect(DRUGS.map((drug) => `${drug.id} ${drug.name}`)).toEqual([
      '0 Cannabis',
      '1 Ecstasy',
      '2 Cocaine',
      '3 Ketamine',
      '4 Mushrooms',
      '5 Amphetamine',
      '6 Novel Psychoactive Substances',
      '7 Study Drugs',
    ]);
  });

  it.each([
    [0, true],
    [7, true],
    [8, false],
    [-1, false],
    ['0', false],
  ])('DrugIdSchema accepts %j: %s', (id, ok) => {
    expect(DrugIdSchema.safeParse(id).success).toBe(ok);
  });
});

describe('RISK_LEVELS', () => {
  it('has risk 2 Low or Moderate and risk 4 Substantial or Severe', () => {
    expect(RISK_LEVELS.map((level) => [level.id, level.label])).toEqual([
      [2, 'Low or Moderate'],
      [4, 'Substantial or Severe'],
    ]);
  });
});

describe('OPTION_SETS', () => {
  it.each([
    ['reasonsForUse', 8],
    ['needs', 10],
    ['helps', 6],
    ['hrPractices', 10],
    ['skills', 7],
    ['injunctiveNorms', 9],
  ] as const)('gives %s %i options', (name, count) => {
    expect(OPTION_SETS[name].count).toBe(count);
  });

  it('has a 10-question quiz', () => {
    expect(QUIZ_QUESTION_COUNT).toBe(10);
  });
});
