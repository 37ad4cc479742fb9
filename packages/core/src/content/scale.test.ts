import { describe, expect, it } from 'vitest';
import { CommitScoreRequestSchema } from '../api/activity';
import { SCORE_TYPES } from '../catalogue';
import { profileUpdateForScore } from '../commits';
import {
  SCALE_PROFILE_FIELDS,
  SCALE_SCORES,
  ScaleFileSchema,
  scaleCommit,
  scaleRelationshipScores,
  scaleScore,
  type ScaleFile,
} from './scale';
import { FEEDBACK_SOURCES, WIDGET_SCHEMAS } from './widgets';

function items(count: number, prefix = 'it') {
  return Array.from({ length: count }, (_, index) => ({ data_id: `${prefix}-${index}`, text: `Item ${index}.` }));
}

const LIFE_VALUES = {
  schemaVersion: 1,
  id: 'life-values',
  score: 'lifeValues',
  question: 'How true is each of these for you at the moment?',
  source: 'Adapted from a values-clarity idea.',
  answers: { min: 0, max: 4, labels: ['Not at all', 'A little', 'Somewhat', 'Mostly', 'Completely'] },
  items: [...items(4, 'lv'), { data_id: 'lv-drift', text: 'I drift.', reverse: true }],
};

const RELATIONSHIPS = {
  schemaVersion: 1,
  id: 'relationships',
  score: 'relationships',
  question: 'How close do you feel to these people?',
  source: 'A one-item closeness rating per group.',
  answers: { min: 0, max: 10, min_label: 'Not close', max_label: 'Very close' },
  items: [
    { data_id: 'rel-friends', text: 'Friends' },
    { data_id: 'rel-family', text: 'Family' },
    { data_id: 'rel-college', text: 'People at college' },
  ],
};

function messages(value: unknown): string[] {
  const result = ScaleFileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function parse(value: unknown): ScaleFile {
  return ScaleFileSchema.parse(value);
}

describe('ScaleFileSchema', () => {
  it('accepts a labelled scale and a slider scale', () => {
    expect(messages(LIFE_VALUES)).toEqual([]);
    expect(messages(RELATIONSHIPS)).toEqual([]);
  });

  it('accepts the designed awareness and decision scales: 8 items 0–5 fit 0–40 and 0–60', () => {
    const slider = { min: 0, max: 5, min_label: 'Never', max_label: 'Always' };
    expect(messages({ ...LIFE_VALUES, id: 'b', score: 'behaviouralAwareness', answers: slider, items: items(8) })).toEqual([]);
    expect(messages({ ...LIFE_VALUES, id: 'd', score: 'decisionMaking', answers: slider, items: items(8) })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['too few labels', { answers: { min: 0, max: 4, labels: ['a', 'b', 'c', 'd'] } }, 'Give one label per answer 0–4 (5), not 4'],
    ['no labels and one end label', { answers: { min: 0, max: 4, min_label: 'Never' } }, 'Give labels (radio buttons) or both min_label and max_label (sliders)'],
    ['max not above min', { answers: { min: 3, max: 3, labels: ['x'] } }, 'max must be above min'],
    ['a repeated data_id', { items: [...items(2), { data_id: 'it-0', text: 'Again.' }] }, 'data_id it-0 is already used in this scale'],
    ['an unknown score', { score: 'quiz' }, 'Must be one of lifeValues, behaviouralAwareness, decisionMaking, relationships'],
    ['a total beyond the range', { score: 'behaviouralAwareness', items: items(11) }, "Totals 0–44 do not fit behaviouralAwareness's range 0–40"],
    ['an id with capitals', { id: 'LifeValues' }, 'Not a scale id (lower-case letters, digits and dashes)'],
    ['an unknown field', { extra: 1 }, 'Unrecognized key: "extra"'],
  ])('rejects %s', (_, change, message) => {
    expect(messages({ ...LIFE_VALUES, ...change })).toContain(message);
  });

  it('rejects relationships with other than three items or answers other than 0–10', () => {
    expect(messages({ ...RELATIONSHIPS, items: items(2) })).toEqual([
      'relationships needs 3 items (friends, family, people at college), has 2',
    ]);
    expect(messages({ ...RELATIONSHIPS, answers: { min: 0, max: 5, min_label: 'a', max_label: 'b' } })).toEqual([
      'relationships answers must be 0–10',
    ]);
  });
});

describe('scaleScore', () => {
  const lifeValues = parse(LIFE_VALUES);

  it('totals the answers, scoring reverse items max - answer + min', () => {
    expect(scaleScore(lifeValues, [4, 4, 4, 4, 0])).toBe(20);
    expect(scaleScore(lifeValues, [0, 0, 0, 0, 4])).toBe(0);
    expect(scaleScore(lifeValues, [1, 2, 3, 0, 1])).toBe(9);
  });

  it('flips reverse items around a minimum other than 0', () => {
    const oneToFive = parse({ ...LIFE_VALUES, answers: { min: 1, max: 5, min_label: 'a', max_label: 'b' } });
    expect(scaleScore(oneToFive, [1, 1, 1, 1, 1])).toBe(9);
  });

  it.each([
    ['too few answers', [1, 2, 3, 4]],
    ['too many answers', [1, 2, 3, 4, 0, 0]],
    ['an answer above max', [5, 0, 0, 0, 0]],
    ['an answer below min', [-1, 0, 0, 0, 0]],
    ['a fraction', [1.5, 0, 0, 0, 0]],
  ])('throws a RangeError for %s', (_, answers) => {
    expect(() => scaleScore(lifeValues, answers)).toThrow(RangeError);
  });
});

describe('scaleRelationshipScores and scaleCommit', () => {
  const relationships = parse(RELATIONSHIPS);

  it('gives the three ratings in item order', () => {
    expect(scaleRelationshipScores(relationships, [7, 3, 10])).toEqual([7, 3, 10]);
  });

  it('refuses a scale of another score', () => {
    expect(() => scaleRelationshipScores(parse(LIFE_VALUES), [0, 0, 0])).toThrow(RangeError);
  });

  it('builds valid commit_score requests: the total, or the three ratings for relationships', () => {
    const total = scaleCommit(parse(LIFE_VALUES), [4, 3, 2, 1, 0]);
    expect(total).toEqual({ type: SCORE_TYPES.lifeValues, value: 14 });
    const three = scaleCommit(relationships, [5, 4, 6]);
    expect(three).toEqual({ type: SCORE_TYPES.relationships, value: [5, 4, 6] });
    expect(CommitScoreRequestSchema.safeParse(total).success).toBe(true);
    expect(CommitScoreRequestSchema.safeParse(three).success).toBe(true);
  });
});

describe('SCALE_PROFILE_FIELDS', () => {
  it.each(SCALE_SCORES)('%s names the field its commit fills', (score) => {
    const value = score === 'relationships' ? [1, 1, 1] : 1;
    const commit = CommitScoreRequestSchema.parse({ type: SCORE_TYPES[score], value });
    expect(profileUpdateForScore(commit).field).toBe(SCALE_PROFILE_FIELDS[score]);
  });
});

describe('the rating-scale widget and the relationship feedback sources', () => {
  const attributes = WIDGET_SCHEMAS['rating-scale'].attributes;

  it('takes a scale id and an optional label', () => {
    expect(attributes.parse({ scale: 'life-values', label: 'Your values' })).toEqual({
      scale: 'life-values',
      label: 'Your values',
    });
  });

  it.each([[{}], [{ scale: 'Life Values' }], [{ scale: 'life-values', colour: 'red' }]])(
    'rejects %j',
    (value) => {
      expect(attributes.safeParse(value).success).toBe(false);
    },
  );

  it('lets a feedback block name each relationship source', () => {
    for (const source of ['relationship_friends', 'relationship_family', 'relationship_college', 'relationship_total']) {
      expect(FEEDBACK_SOURCES).toContain(source);
      expect(WIDGET_SCHEMAS.feedback.attributes.parse({ source, item: '1' })).toEqual({ source, item: 1 });
    }
  });
});
