import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_TYPE_THRESHOLDS, UserTypeSchema, userTypeFromDast } from './user-type';

describe('userTypeFromDast', () => {
  it.each([
    [0, 1],
    [1, 3],
    [2, 3],
    [3, 2],
    [5, 2],
    [6, 2],
    [10, 2],
  ])('gives DAST score %i user type %i with the default thresholds', (score, userType) => {
    expect(userTypeFromDast(score)).toBe(userType);
  });

  it.each([
    [{ lowRiskFrom: 1, higherRiskFrom: 6 }, 5, 3],
    [{ lowRiskFrom: 1, higherRiskFrom: 6 }, 6, 2],
    [{ lowRiskFrom: 3, higherRiskFrom: 3 }, 2, 1],
    [{ lowRiskFrom: 3, higherRiskFrom: 3 }, 3, 2],
  ])('follows tenant thresholds %j: score %i gives type %i', (thresholds, score, userType) => {
    expect(userTypeFromDast(score, thresholds)).toBe(userType);
  });

  it.each([-1, 11, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws a RangeError for score %s',
    (score) => {
      expect(() => userTypeFromDast(score)).toThrow(RangeError);
    },
  );

  it.each([
    { lowRiskFrom: 4, higherRiskFrom: 3 },
    { lowRiskFrom: 0, higherRiskFrom: 3 },
    { lowRiskFrom: 1, higherRiskFrom: 11 },
  ])('throws a RangeError for thresholds %j', (thresholds) => {
    expect(() => userTypeFromDast(3, thresholds)).toThrow(RangeError);
  });

  it('defaults to docs/architecture.md §5: type 3 from 1, type 2 from 3', () => {
    expect(DEFAULT_USER_TYPE_THRESHOLDS).toEqual({ lowRiskFrom: 1, higherRiskFrom: 3 });
  });
});

describe('UserTypeSchema', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [0, false],
    [4, false],
    ['1', false],
  ])('accepts %j: %s', (value, ok) => {
    expect(UserTypeSchema.safeParse(value).success).toBe(ok);
  });
});
