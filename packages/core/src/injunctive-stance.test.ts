import { describe, expect, it } from 'vitest';
import { injunctiveOptionsInStanceOrder, injunctiveStance } from './injunctive-stance';
import { injunctiveOverall } from './norms';

describe('injunctiveStance', () => {
  it('reads each option id as the stance of the spec pattern it belongs to', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(injunctiveStance)).toEqual([0, 1, 2, 1, 0, 2, 1, 0, 2]);
  });

  it('is null for an id outside the nine options', () => {
    expect(injunctiveStance(9)).toBeNull();
    expect(injunctiveStance(-1)).toBeNull();
  });

  it('agrees with injunctiveOverall when all three answers share a stance', () => {
    for (const ids of [
      [0, 4, 7],
      [1, 3, 6],
      [2, 5, 8],
    ]) {
      expect(ids.map(injunctiveStance)).toEqual(ids.map(() => injunctiveOverall(ids)));
    }
  });
});

describe('injunctiveOptionsInStanceOrder', () => {
  it('orders each question disapprove, don’t mind, approve', () => {
    expect(injunctiveOptionsInStanceOrder([0, 1, 2])).toEqual([0, 1, 2]);
    expect(injunctiveOptionsInStanceOrder([3, 4, 5])).toEqual([4, 3, 5]);
    expect(injunctiveOptionsInStanceOrder([6, 7, 8])).toEqual([7, 6, 8]);
  });

  it('puts unknown ids last, in number order', () => {
    expect(injunctiveOptionsInStanceOrder([11, 5, 9, 4])).toEqual([4, 5, 9, 11]);
  });
});

describe('the overall result of each answer pattern (docs/product.md §9)', () => {
  it.each([
    [[0, 4, 7], 0],
    [[1, 3, 6], 1],
    [[2, 5, 8], 2],
    [[1, 4, 7], 2],
    [[0, 3, 7], 2],
  ])('reads %j as overall %i', (ids, overall) => {
    expect(injunctiveOverall(ids)).toBe(overall);
  });

  it('gives the mixed default only to answers with at least one "don’t mind" or "approve"', () => {
    const mixed = [0, 1, 2].flatMap((a) =>
      [3, 4, 5].flatMap((b) => [6, 7, 8].map((c) => [a, b, c])),
    );
    for (const ids of mixed.filter((entry) => injunctiveOverall(entry) === 2)) {
      expect(ids.some((id) => injunctiveStance(id) !== 0)).toBe(true);
    }
  });
});
