import { describe, expect, it } from 'vitest';
import {
  AnswerValueSchema,
  HelpsOrHrPracticesSchema,
  OptionIdSchema,
  OptionalHistorySchema,
  OptionalStepsSchema,
  SCORE_RANGES,
  ValueScoresSchema,
  scoreSchema,
} from './answers';

describe('OptionIdSchema', () => {
  it.each([
    ['pos-1', true],
    ['value.health', true],
    ['a:b_c', true],
    ['7', true],
    ['', false],
    ['_hidden', false],
    ['__proto__', false],
    ['a b', false],
    ['x'.repeat(65), false],
  ])('accepts %j: %s', (id, ok) => {
    expect(OptionIdSchema.safeParse(id).success).toBe(ok);
  });
});

describe('scoreSchema', () => {
  it.each(Object.entries(SCORE_RANGES))('bounds %s to %j', (name, range) => {
    const schema = scoreSchema(name as keyof typeof SCORE_RANGES);
    expect(schema.safeParse(range.min).success).toBe(true);
    expect(schema.safeParse(range.max).success).toBe(true);
    expect(schema.safeParse(range.min - 1).success).toBe(false);
    expect(schema.safeParse(range.max + 1).success).toBe(false);
  });

  it('puts the routing thresholds inside their scales', () => {
    expect(SCORE_RANGES.behaviouralAwareness.max).toBeGreaterThan(17);
    expect(SCORE_RANGES.decisionMaking.max).toBeGreaterThan(33);
    expect(SCORE_RANGES.lifeValues.max).toBeGreaterThan(11);
    expect(SCORE_RANGES.hrCommitment).toEqual({ min: 0, max: 5 });
  });
});

describe('AnswerValueSchema', () => {
  it.each<[unknown, boolean]>([
    ['text', true],
    [3, true],
    [false, true],
    [null, true],
    [['a', 1], true],
    [{ a: 1 }, false],
    [[['a']], false],
    ['x'.repeat(1001), false],
    [Array.from({ length: 51 }, () => 1), false],
  ])('accepts %j: %s', (value, ok) => {
    expect(AnswerValueSchema.safeParse(value).success).toBe(ok);
  });
});

describe('ValueScoresSchema', () => {
  it.each<[unknown, boolean]>([
    [[{ data_id: 'a', score: 0 }], true],
    [
      [
        { data_id: 'a', score: 10 },
        { data_id: 'b', score: 5 },
      ],
      true,
    ],
    [
      [
        { data_id: 'a', score: 1 },
        { data_id: 'a', score: 2 },
      ],
      false,
    ],
    [[{ data_id: 'a', score: 1.5 }], false],
  ])('accepts %j: %s', (value, ok) => {
    expect(ValueScoresSchema.safeParse(value).success).toBe(ok);
  });
});

describe('HelpsOrHrPracticesSchema', () => {
  it.each<[unknown, boolean]>([
    [{ list: 'helps', items: [] }, true],
    [{ list: 'hr_practices', items: [{ data_id: 'hr-1' }] }, true],
    [{ list: 'hr_practices', items: [] }, false],
    [{ list: 'other', items: [] }, false],
  ])('accepts %j: %s', (value, ok) => {
    expect(HelpsOrHrPracticesSchema.safeParse(value).success).toBe(ok);
  });
});

describe('OptionalHistorySchema', () => {
  it.each<[unknown, boolean]>([
    [{ history: {}, completed: [], available: [] }, true],
    [{ history: { '3': 8, '4': 0, '4A': 7, '5A': 4 }, completed: ['3'], available: ['4'] }, true],
    // Stored before steps were held to their module's pages: the row still reads whole.
    [{ history: { '4': 999 }, completed: [], available: ['4'] }, true],
    [{ history: { '3': 1000 }, completed: [], available: [] }, false],
    [{ history: { '3': 1.5 }, completed: [], available: [] }, false],
  ])('accepts %j: %s', (value, ok) => {
    expect(OptionalHistorySchema.safeParse(value).success).toBe(ok);
  });
});

describe('OptionalStepsSchema (what a commit may send)', () => {
  it.each<[unknown, boolean]>([
    [{}, true],
    [{ '3': 8, '4': 9, '4A': 7, '5A': 4 }, true],
    [{ '3': 9 }, false],
    [{ '4': 10 }, false],
    [{ '4A': 8 }, false],
    [{ '5A': 5 }, false],
    [{ '4': 999 }, false],
    [{ '4': -1 }, false],
  ])('takes %j: %s', (value, ok) => {
    expect(OptionalStepsSchema.safeParse(value).success).toBe(ok);
  });
});
