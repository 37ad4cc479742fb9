import { describe, expect, it } from 'vitest';
import { commitmentBand, type CommitmentBand } from './commitment';

describe('commitmentBand', () => {
  it.each<[number, CommitmentBand]>([
    [0, 'low'],
    [1, 'low'],
    [2, 'low'],
    [3, 'ready'],
    [4, 'ready'],
    [5, 'ready'],
  ])('puts score %i in the %s band', (score, band) => {
    expect(commitmentBand(score)).toBe(band);
  });

  it.each([-1, 6, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws a RangeError for score %s',
    (score) => {
      expect(() => commitmentBand(score)).toThrow(RangeError);
    },
  );
});
