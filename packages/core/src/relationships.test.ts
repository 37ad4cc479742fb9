import { describe, expect, it } from 'vitest';
import { relationshipFeedback, type RelationshipScores } from './relationships';

describe('relationshipFeedback', () => {
  it.each<[RelationshipScores, [number, number, number], boolean]>([
    [[0, 0, 0], [0, 0, 0], false],
    [[4, 0, 0], [0, 0, 0], false],
    [[5, 0, 0], [1, 0, 0], false],
    [[6, 0, 0], [1, 0, 0], true],
    [[2, 2, 1], [0, 0, 0], false],
    [[2, 2, 2], [0, 0, 0], true],
    [[4, 5, 6], [0, 1, 1], true],
    [[10, 10, 10], [1, 1, 1], true],
    [[4.9, 5, 0], [0, 1, 0], true],
  ])('for %j picks texts %j, extra %s', (scores, texts, extra) => {
    expect(relationshipFeedback(scores)).toEqual({ texts, extra });
  });

  it.each([
    [[1, 2]],
    [[1, 2, 3, 4]],
    [[-1, 0, 0]],
    [[Number.NaN, 0, 0]],
    [[0, Number.POSITIVE_INFINITY, 0]],
  ])('throws a RangeError for %j', (scores) => {
    expect(() => relationshipFeedback(scores as unknown as RelationshipScores)).toThrow(RangeError);
  });
});
