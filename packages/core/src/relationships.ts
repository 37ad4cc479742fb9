/** A relationship score at or above this picks the second of its two texts (docs/product.md §9). */
export const RELATIONSHIP_TEXT_THRESHOLD = 5;
/** A total of the three scores above this adds the extra item (docs/product.md §9). */
export const RELATIONSHIP_EXTRA_ABOVE = 5;

export type RelationshipScores = readonly [number, number, number];

/**
 * Relationship feedback (docs/product.md §9): for each of the three scores, text 1 when
 * it is at least 5, else text 0; an extra item when the total is above 5.
 * Throws a RangeError for three scores that are not finite and non-negative.
 */
export function relationshipFeedback(scores: RelationshipScores): {
  texts: [0 | 1, 0 | 1, 0 | 1];
  extra: boolean;
} {
  if (scores.length !== 3 || !scores.every((score) => Number.isFinite(score) && score >= 0)) {
    throw new RangeError(`Need three non-negative scores, got ${JSON.stringify(scores)}`);
  }
  const [a, b, c] = scores;
  const pick = (score: number): 0 | 1 => (score >= RELATIONSHIP_TEXT_THRESHOLD ? 1 : 0);
  return { texts: [pick(a), pick(b), pick(c)], extra: a + b + c > RELATIONSHIP_EXTRA_ABOVE };
}

/** The feedback sources of the relationship scores (content/README.md, `feedback` blocks). */
export const RELATIONSHIP_FEEDBACK_SOURCES = [
  'relationship_friends',
  'relationship_family',
  'relationship_college',
  'relationship_total',
] as const;
export type RelationshipFeedbackSource = (typeof RELATIONSHIP_FEEDBACK_SOURCES)[number];

/**
 * The feedback item of a relationship source (docs/product.md §9): for friends, family and college, item 1
 * when that score is at least 5, else 0; for the total, item 1 when it is above 5, else 0.
 */
export function relationshipFeedbackItem(
  source: RelationshipFeedbackSource,
  scores: RelationshipScores,
): 0 | 1 {
  const { texts, extra } = relationshipFeedback(scores);
  switch (source) {
    case 'relationship_friends':
      return texts[0];
    case 'relationship_family':
      return texts[1];
    case 'relationship_college':
      return texts[2];
    case 'relationship_total':
      return extra ? 1 : 0;
  }
}
