import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE_VALUES, SCORE_TYPE_VALUES } from '../catalogue';
import { ACTIVITY_VALUE_SCHEMAS, SCORE_VALUE_SCHEMAS } from './activity-values';

describe('ACTIVITY_VALUE_SCHEMAS', () => {
  it('has a value shape for every activity type', () => {
    expect(
      Object.keys(ACTIVITY_VALUE_SCHEMAS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ACTIVITY_TYPE_VALUES].sort((a, b) => a - b));
  });

  it.each<[number, unknown, boolean]>([
    [0, [{ data_id: 'a' }], true],
    [0, [], false],
    [2, ['Run'], true],
    [2, [], false],
    [6, [2, 5, 8], true],
    [16, 'text', true],
    [16, ['text'], false],
    [17, [], true],
  ])('type %i accepts %j: %s', (type, value, ok) => {
    const schema = ACTIVITY_VALUE_SCHEMAS[type as keyof typeof ACTIVITY_VALUE_SCHEMAS];
    expect(schema.safeParse(value).success).toBe(ok);
  });
});

describe('SCORE_VALUE_SCHEMAS', () => {
  it('has a value shape for every score type', () => {
    expect(
      Object.keys(SCORE_VALUE_SCHEMAS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...SCORE_TYPE_VALUES].sort((a, b) => a - b));
  });

  it.each<[number, unknown, boolean]>([
    [2, 10, true],
    [2, '10', true],
    [2, '1000', false],
    [4, 100, true],
    [4, 101, false],
    [6, [10, 10, 10], true],
    [6, [10, 10], false],
    [8, 5, true],
    [8, 6, false],
    [9, [0, 100], true],
  ])('type %i accepts %j: %s', (type, value, ok) => {
    const schema = SCORE_VALUE_SCHEMAS[type as keyof typeof SCORE_VALUE_SCHEMAS];
    expect(schema.safeParse(value).success).toBe(ok);
  });
});

describe('personal goals (activity 2)', () => {
  const goals = ACTIVITY_VALUE_SCHEMAS[2];

  it.each<[unknown, string[]]>([
    [
      ['Sleep more', '', ['nested'], 'Study', '   ', null],
      ['Sleep more', 'Study'],
    ],
    [[[], 'Run'], ['Run']],
  ])('drops the empty and list entries of %j', (value, kept) => {
    expect(goals.parse(value)).toEqual(kept);
  });

  it.each<[unknown]>([[['', []]], [[]], [[42]], ['Run']])('refuses %j', (value) => {
    expect(goals.safeParse(value).success).toBe(false);
  });
});
