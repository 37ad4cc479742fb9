import { describe, expect, it } from 'vitest';
import {
  relationshipFeedback,
  relationshipFeedbackItem,
  type RelationshipFeedbackSource,
  type RelationshipScores,
} from './relationships';

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

describe('relationshipFeedbackItem', () => {
  it.each<[RelationshipFeedbackSource, RelationshipScores, 0 | 1]>([
    ['relationship_friends', [4, 10, 10], 0],
    ['relationship_friends', [5, 0, 0], 1],
    ['relationship_family', [10, 4, 10], 0],
    ['relationship_family', [0, 5, 0], 1],
    ['relationship_college', [10, 10, 4], 0],
    ['relationship_college', [0, 0, 5], 1],
    ['relationship_total', [2, 2, 1], 0],
    ['relationship_total', [2, 2, 2], 1],
    ['relationship_total', [0, 0, 5], 0],
    ['relationship_total', [0, 0, 6], 1],
  ])('%s for %j is item %d', (source, scores, item) => {
    expect(relationshipFeedbackItem(source, scores)).toBe(item);
  });

  it('throws a RangeError for scores that are not three non-negative numbers', () => {
    expect(() => relationshipFeedbackItem('relationship_total', [1, -1, 2])).toThrow(RangeError);
  });
});
