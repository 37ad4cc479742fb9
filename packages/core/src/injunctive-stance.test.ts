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
