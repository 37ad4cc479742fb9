import { z } from 'zod';
import { SCORE_RANGES } from '../answers';
import { SCORE_TYPES } from '../catalogue';
import type { ProfileField } from '../profile';
import type { RelationshipScores } from '../relationships';
import { LineTextSchema, ProseSchema, SchemaVersionSchema, reportRepeatedKeys } from './common';

/** A scale's id (`content/scales/<id>.yaml`, `rating-scale{scale=…}`): lower-case words and dashes. */
export const ScaleIdSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Not a scale id (lower-case letters, digits and dashes)');

/** The scores a rating scale gives, by their `SCORE_TYPES` names (docs/architecture.md §5). */
export const SCALE_SCORES = [
  'lifeValues',
  'behaviouralAwareness',
  'decisionMaking',
  'relationships',
] as const;
export type ScaleScore = (typeof SCALE_SCORES)[number];

/** The profile field each scale's score fills (first given wins, docs/product.md §5). */
export const SCALE_PROFILE_FIELDS = {
  lifeValues: 'life_values_score',
  behaviouralAwareness: 'behavioural_score',
  decisionMaking: 'decision_making_score',
  relationships: 'relationship_scores',
} as const satisfies Record<ScaleScore, ProfileField>;

/** The relationships scale: three items (friends, family, people at college), each 0–10. */
export const RELATIONSHIP_SCALE = { items: 3, min: SCORE_RANGES.relationship.min, max: SCORE_RANGES.relationship.max };

const ItemSchema = z.strictObject({
  data_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'Letters, digits and dashes only'),
  text: LineTextSchema,
  /** Scored `max - answer + min`. */
  reverse: z.boolean().optional(),
});

const AnswersSchema = z
  .strictObject({
    min: z.int().min(0).max(100),
    max: z.int().min(0).max(100),
    labels: z.array(LineTextSchema).max(11).optional(),
    min_label: LineTextSchema.optional(),
    max_label: LineTextSchema.optional(),
  })
  .superRefine((answers, context) => {
    if (answers.min >= answers.max) {
      context.addIssue({ code: 'custom', path: ['max'], message: 'max must be above min' });
      return;
    }
    const count = answers.max - answers.min + 1;
    if (answers.labels !== undefined && answers.labels.length !== count) {
      context.addIssue({
        code: 'custom',
        path: ['labels'],
        message: `Give one label per answer ${answers.min}–${answers.max} (${count}), not ${answers.labels.length}`,
      });
    }
    if (
      answers.labels === undefined &&
      (answers.min_label === undefined || answers.max_label === undefined)
    ) {
      context.addIssue({
        code: 'custom',
        path: [],
        message: 'Give labels (radio buttons) or both min_label and max_label (sliders)',
      });
    }
  });

/**
 * `content/scales/<id>.yaml`: a short rating scale behind one score (docs/architecture.md §5). Every item
 * is answered `answers.min`…`answers.max`; the score is the total (reverse items flipped), or
 * for `relationships` the three ratings. The possible totals must fit the score's range.
 */
export const ScaleFileSchema = z
  .strictObject({
    schemaVersion: SchemaVersionSchema,
    id: ScaleIdSchema,
    score: z.enum(SCALE_SCORES, { error: `Must be one of ${SCALE_SCORES.join(', ')}` }),
    question: LineTextSchema,
    source: ProseSchema,
    answers: AnswersSchema,
    items: z.array(ItemSchema).min(1).max(30),
  })
  .superRefine((file, context) => {
    reportRepeatedKeys(
      file.items,
      { list: 'items', field: 'data_id' },
      (item) => item.data_id,
      (id) => `data_id ${id} is already used in this scale`,
      context,
    );
    const { min, max } = file.answers;
    if (file.score === 'relationships') {
      if (file.items.length !== RELATIONSHIP_SCALE.items) {
        context.addIssue({
          code: 'custom',
          path: ['items'],
          message: `relationships needs 3 items (friends, family, people at college), has ${file.items.length}`,
        });
      }
      if (min !== RELATIONSHIP_SCALE.min || max !== RELATIONSHIP_SCALE.max) {
        context.addIssue({ code: 'custom', path: ['answers'], message: 'relationships answers must be 0–10' });
      }
      return;
    }
    const range = SCORE_RANGES[file.score];
    const lowest = file.items.length * min;
    const highest = file.items.length * max;
    if (lowest < range.min || highest > range.max) {
      context.addIssue({
        code: 'custom',
        path: ['items'],
        message: `Totals ${lowest}–${highest} do not fit ${file.score}'s range ${range.min}–${range.max}`,
      });
    }
  });
export type ScaleFile = z.infer<typeof ScaleFileSchema>;

/** Each item's scored value (reverse items flipped); throws a RangeError for a wrong answer list. */
function scoredItems(file: ScaleFile, answers: readonly number[]): number[] {
  const { min, max } = file.answers;
  if (answers.length !== file.items.length) {
    throw new RangeError(`${file.id} has ${file.items.length} items, got ${answers.length} answers`);
  }
  return file.items.map((item, index) => {
    const answer = answers[index] as number;
    if (!Number.isInteger(answer) || answer < min || answer > max) {
      throw new RangeError(`${file.id} answers are whole numbers ${min}–${max}, got ${answer}`);
    }
    return item.reverse === true ? max - answer + min : answer;
  });
}

/**
 * A scale's score: the total of the answers in item order, reverse items scored
 * `max - answer + min`. Throws a RangeError for a wrong count or an answer out of range.
 */
export function scaleScore(file: ScaleFile, answers: readonly number[]): number {
  return scoredItems(file, answers).reduce((total, value) => total + value, 0);
}

/** The relationships scale's three scored ratings (friends, family, people at college). */
export function scaleRelationshipScores(
  file: ScaleFile,
  answers: readonly number[],
): RelationshipScores {
  if (file.score !== 'relationships') {
    throw new RangeError(`${file.id} gives ${file.score}, not relationships`);
  }
  const [a, b, c] = scoredItems(file, answers) as [number, number, number];
  return [a, b, c];
}

/**
 * The `commit_score` request of a completed scale: its score type and the total (or, for
 * relationships, the three ratings). Throws a RangeError like `scaleScore`.
 */
export function scaleCommit(
  file: ScaleFile,
  answers: readonly number[],
):
  | { type: (typeof SCORE_TYPES)['relationships']; value: [number, number, number] }
  | { type: (typeof SCORE_TYPES)[Exclude<ScaleScore, 'relationships'>]; value: number } {
  if (file.score === 'relationships') {
    return { type: SCORE_TYPES.relationships, value: [...scaleRelationshipScores(file, answers)] };
  }
  return { type: SCORE_TYPES[file.score], value: scaleScore(file, answers) };
}
