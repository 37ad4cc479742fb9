import { describe, expect, it } from 'vitest';
import { DESCRIPTIVE_NORM_TARGETS, descriptiveNormStatus, injunctiveOverall } from './norms';

describe('descriptiveNormStatus', () => {
  it('uses the targets 43 and 34', () => {
    expect(DESCRIPTIVE_NORM_TARGETS).toEqual([43, 34]);
  });

  it.each([
    [43, 43, 1],
    [38, 43, 1],
    [48, 43, 1],
    [37, 43, 0],
    [49, 43, 0],
    [29, 34, 1],
    [39, 34, 1],
    [28, 34, 0],
    [40, 34, 0],
    [0, 34, 0],
    [100, 43, 0],
    [38.5, 43, 1],
    [37.9, 43, 0],
  ])('gives guess %d for target %d status %i', (guess, target, status) => {
    expect(descriptiveNormStatus(guess, target)).toBe(status);
  });

  it.each([
    [-1, 43],
    [101, 43],
    [Number.NaN, 43],
    [43, Number.POSITIVE_INFINITY],
    [43, -5],
  ])('throws a RangeError for guess %d and target %d', (guess, target) => {
    expect(() => descriptiveNormStatus(guess, target)).toThrow(RangeError);
  });
});

describe('injunctiveOverall', () => {
  it.each([
    [[0, 4, 7], 0],
    [[7, 0, 4], 0],
    [[1, 3, 6], 1],
    [[6, 3, 1], 1],
    [[2, 5, 8], 2],
    [[8, 2, 5], 2],
    [[0, 3, 6], 2],
    [[0, 4], 2],
    [[0, 4, 7, 8], 2],
    [[0, 0, 4, 7], 2],
    [[], 2],
  ])('gives %j overall %i', (ids, overall) => {
    expect(injunctiveOverall(ids)).toBe(overall);
  });

  it('leaves the given list unsorted', () => {
    const ids = [7, 0, 4];
    injunctiveOverall(ids);
    expect(ids).toEqual([7, 0, 4]);
  });
});
