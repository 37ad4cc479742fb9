import { describe, expect, it } from 'vitest';
import {
  DAST_ANSWER_IDS,
  DAST_EXPECTED_PATTERN,
  dastFeedback,
  dastFeedbackItems,
  dastScore,
  dastSeverity,
  riskLevelForSeverity,
  type DastAnswer,
  type DastSeverity,
} from './dast';

const NONE: DastAnswer[] = [0, 1, 0, 0, 0, 0, 0, 0, 0];
const ALL: DastAnswer[] = [1, 0, 1, 1, 1, 1, 1, 1, 1];

describe('DAST_ANSWER_IDS', () => {
  it('names the nine carousel questions dast-answer-0 to dast-answer-8', () => {
    expect(DAST_ANSWER_IDS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `dast-answer-${i}`));
  });
});

describe('dastScore', () => {
  it.each<[boolean, DastAnswer[], number]>([
    [false, NONE, 0],
    [false, ALL, 0],
    [true, NONE, 1],
    [true, [0, 0, 0, 0, 0, 0, 0, 0, 0], 2],
    [true, [1, 1, 0, 0, 0, 0, 0, 0, 0], 2],
    [true, [1, 0, 0, 0, 0, 0, 0, 0, 0], 3],
    [true, [1, 1, 1, 1, 0, 0, 0, 0, 0], 4],
    [true, [1, 0, 1, 1, 0, 0, 0, 0, 0], 5],
    [true, [1, 0, 1, 1, 1, 0, 0, 0, 0], 6],
    [true, [1, 0, 1, 1, 1, 1, 1, 0, 0], 8],
    [true, [1, 0, 1, 1, 1, 1, 1, 1, 0], 9],
    [true, ALL, 10],
  ])('with drug use %s and answers %j scores %i', (usedDrugs, answers, score) => {
    expect(dastScore(usedDrugs, answers)).toBe(score);
  });

  it('reverse-scores dast-answer-1 only', () => {
    const no: DastAnswer[] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    const yes: DastAnswer[] = [0, 1, 0, 0, 0, 0, 0, 0, 0];
    expect(dastScore(true, no) - dastScore(true, yes)).toBe(1);
  });

  it.each([
    [[], 'no answers'],
    [[0, 1, 0, 0, 0, 0, 0, 0], 'eight answers'],
    [[0, 1, 0, 0, 0, 0, 0, 0, 0, 0], 'ten answers'],
    [[0, 1, 0, 0, 0, 0, 0, 0, 2], 'a 2'],
    [[0, 1, 0, 0, 0, 0, 0, 0, -1], 'a -1'],
    [[0, 1, 0, 0, 0, 0, 0, 0, 0.5], 'a fraction'],
  ])('throws a RangeError for %j (%s)', (answers) => {
    expect(() => dastScore(true, answers as DastAnswer[])).toThrow(RangeError);
    expect(() => dastScore(false, answers as DastAnswer[])).toThrow(RangeError);
  });
});

describe('dastSeverity', () => {
  it.each<[number, DastSeverity]>([
    [0, 'Non-User'],
    [1, 'Low'],
    [2, 'Low'],
    [3, 'Moderate'],
    [4, 'Moderate'],
    [5, 'Moderate'],
    [6, 'Substantial'],
    [8, 'Substantial'],
    [9, 'Severe'],
    [10, 'Severe'],
  ])('bands score %i as %s', (score, severity) => {
    expect(dastSeverity(score)).toBe(severity);
  });

  it.each([-1, 11, 2.5, Number.NaN])('throws a RangeError for score %s', (score) => {
    expect(() => dastSeverity(score)).toThrow(RangeError);
  });
});

describe('riskLevelForSeverity', () => {
  it.each<[DastSeverity, 2 | 4 | null]>([
    ['Non-User', null],
    ['Low', 2],
    ['Moderate', 2],
    ['Substantial', 4],
    ['Severe', 4],
  ])('maps %s to risk level %s', (severity, level) => {
    expect(riskLevelForSeverity(severity)).toBe(level);
  });

  it('throws a RangeError for an unknown severity', () => {
    expect(() => riskLevelForSeverity('Extreme' as DastSeverity)).toThrow(RangeError);
  });
});

describe('dastFeedbackItems', () => {
  it('is the pattern [0,1,0,0,0,0,0,0,0]', () => {
    expect(DAST_EXPECTED_PATTERN).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it.each<[DastAnswer[], number[]]>([
    [NONE, [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    [ALL, []],
    [
      [1, 1, 0, 0, 0, 0, 0, 0, 1],
      [1, 2, 3, 4, 5, 6, 7],
    ],
    [
      [0, 0, 1, 0, 0, 0, 0, 0, 0],
      [0, 3, 4, 5, 6, 7, 8],
    ],
  ])('for answers %j picks indexes %j', (answers, indexes) => {
    expect(dastFeedbackItems(answers)).toEqual(indexes);
  });

  it('throws a RangeError for the wrong number of answers', () => {
    expect(() => dastFeedbackItems([0, 1])).toThrow(RangeError);
  });
});

describe('dastFeedback', () => {
  it('puts an intro first, then the protective signs, then the things to watch', () => {
    expect(dastFeedback([1, 0, 0, 0, 0, 0, 0, 0, 1])).toEqual({
      intro: true,
      protective: [2, 3, 4, 5, 6, 7],
      watch: [0, 1, 8],
    });
  });
});
