import { describe, expect, it } from 'vitest';
import {
  optionalStepWithin,
  optionalStepsWithin,
  OPTIONAL_TOTAL_STEPS,
  OptionalStateSchema,
  completeOptional,
  optionalProgress,
  unlockOptional,
  type OptionalProgressModule,
} from './optional';

describe('OPTIONAL_TOTAL_STEPS', () => {
  it('holds the totals of docs/product.md §9', () => {
    expect(OPTIONAL_TOTAL_STEPS).toEqual({ '3': 8, '4': 9, '4A': 7, '5A': 4 });
  });
});

describe('optionalProgress', () => {
  it.each<[OptionalProgressModule, number, boolean, number]>([
    ['3', 0, false, 0],
    ['3', 1, false, 13],
    ['3', 4, false, 50],
    ['3', 8, false, 99],
    ['3', 12, false, 99],
    ['4', 3, false, 33],
    ['4', 9, false, 99],
    ['4A', 1, false, 14],
    ['4A', 6, false, 86],
    ['5A', 1, false, 25],
    ['5A', 2, false, 50],
    ['5A', 3, false, 75],
    ['5A', 4, false, 99],
    ['5A', 0, true, 100],
    ['4', 9, true, 100],
  ])('module %s at step %i (completed %s) is %i%%', (module, step, completed, percent) => {
    expect(optionalProgress(module, step, completed)).toBe(percent);
  });

  it.each([-1, 1.5, Number.NaN])('throws a RangeError for step %s', (step) => {
    expect(() => optionalProgress('3', step, false)).toThrow(RangeError);
  });

  it('throws a RangeError for a module without optional progress', () => {
    expect(() => optionalProgress('1' as OptionalProgressModule, 1, false)).toThrow(RangeError);
  });
});

describe('optionalStepWithin and optionalStepsWithin', () => {
  it("hold a step to its module's last page, and leave one within it", () => {
    expect(optionalStepWithin('4', 50)).toBe(9);
    expect(optionalStepWithin('4A', 7)).toBe(7);
    expect(optionalStepWithin('5A', 2)).toBe(2);
  });

  it('hold every module of a history, and add none', () => {
    expect(optionalStepsWithin({ '3': 999, '4': 3 })).toEqual({ '3': 8, '4': 3 });
    expect(optionalStepsWithin({})).toEqual({});
  });
});

describe('unlockOptional', () => {
  it.each([
    [{ available: [], completed: [] }, ['3', '4'], false, ['3', '4'], ['3', '4'], true],
    [{ available: [], completed: [] }, ['3', '4'], true, ['3', '4'], ['3', '4'], false],
    [{ available: ['3'], completed: [] }, ['3', '4'], false, ['3', '4'], ['4'], true],
    [{ available: [], completed: ['3'] }, ['3', '4A'], false, ['4A'], ['4A'], true],
    [{ available: ['4'], completed: ['3'] }, ['3', '4'], false, ['4'], [], false],
    [{ available: [], completed: [] }, ['4', '4'], false, ['4'], ['4'], true],
    [{ available: [], completed: [] }, [], false, [], [], false],
  ] as const)(
    'from %j unlocking %j (review %s) makes %j available, adds %j, notifies %s',
    (state, ids, reviewMode, available, added, notify) => {
      const parsed = OptionalStateSchema.parse(state);
      expect(unlockOptional(parsed, ids, reviewMode)).toEqual({ available, added, notify });
    },
  );
});

describe('completeOptional', () => {
  it.each([
    [{ available: ['3', '4'], completed: [] }, '3', { available: ['4'], completed: ['3'] }],
    [{ available: ['4'], completed: ['3'] }, '4', { available: [], completed: ['3', '4'] }],
    [{ available: [], completed: ['3'] }, '3', { available: [], completed: ['3'] }],
    [{ available: [], completed: [] }, '5A', { available: [], completed: ['5A'] }],
  ] as const)('from %j completing %s gives %j', (state, id, after) => {
    expect(completeOptional(OptionalStateSchema.parse(state), id)).toEqual(after);
  });
});

describe('OptionalStateSchema', () => {
  it.each([
    { available: ['3', '3'], completed: [] },
    { available: ['9'], completed: [] },
    { available: [] },
    { available: 'x', completed: [] },
    { available: Array.from({ length: 10 }, () => '3'), completed: [] },
  ])('rejects %j', (state) => {
    expect(OptionalStateSchema.safeParse(state).success).toBe(false);
  });
});
