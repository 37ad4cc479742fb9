import { z } from 'zod';
import {
  DescriptiveNormsSchema,
  HelpsOrHrPracticesSchema,
  InjunctiveNormsSchema,
  NonBlankTextSchema,
  NonEmptySelectionListSchema,
  PersonalGoalsCommitSchema,
  RelationshipScoresSchema,
  SelectionListSchema,
  SmartGoalSchema,
  ValueScoresSchema,
  scoreSchema,
} from '../answers';
import { ACTIVITY_TYPES, SCORE_TYPES, type ActivityType, type ScoreType } from '../catalogue';

/**
 * The value shape of each `commit_activity` type (docs/product.md §7). Option lists are
 * `{ data_id, other? }[]`; positives and negatives need at least one option
 * (docs/product.md §5); personal goals drop empty and list entries first; type 12 carries either the help topics or the harm-reduction
 * practices, named by `list`; other influences (16) is the student's own text.
 */
export const ACTIVITY_VALUE_SCHEMAS = {
  [ACTIVITY_TYPES.positives]: NonEmptySelectionListSchema,
  [ACTIVITY_TYPES.personalGoals]: PersonalGoalsCommitSchema,
  [ACTIVITY_TYPES.negatives]: NonEmptySelectionListSchema,
  [ACTIVITY_TYPES.smart]: SmartGoalSchema,
  [ACTIVITY_TYPES.influences]: SelectionListSchema,
  [ACTIVITY_TYPES.injunctiveNorms]: InjunctiveNormsSchema,
  [ACTIVITY_TYPES.hooks]: SelectionListSchema,
  [ACTIVITY_TYPES.values]: SelectionListSchema,
  [ACTIVITY_TYPES.reasonsForUse]: SelectionListSchema,
  [ACTIVITY_TYPES.needs]: SelectionListSchema,
  [ACTIVITY_TYPES.helpsAndHrPractices]: HelpsOrHrPracticesSchema,
  [ACTIVITY_TYPES.skills]: SelectionListSchema,
  [ACTIVITY_TYPES.otherInfluences]: NonBlankTextSchema,
  [ACTIVITY_TYPES.valueScores]: ValueScoresSchema,
} as const satisfies Record<ActivityType, z.ZodType>;

/** A whole-number score, as a number or a string of digits (form input). */
function scalarScore(range: Parameters<typeof scoreSchema>[0]) {
  const schema = scoreSchema(range);
  return z.union([
    schema,
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(schema),
  ]);
}

/**
 * The value shape of each `commit_score` type (docs/product.md §7), within
 * `SCORE_RANGES`: relationship scores are three ratings, descriptive norms the
 * two guesses; the others one whole number.
 */
export const SCORE_VALUE_SCHEMAS = {
  [SCORE_TYPES.quiz]: scalarScore('quiz'),
  [SCORE_TYPES.decisionMaking]: scalarScore('decisionMaking'),
  [SCORE_TYPES.lifeValues]: scalarScore('lifeValues'),
  [SCORE_TYPES.behaviouralAwareness]: scalarScore('behaviouralAwareness'),
  [SCORE_TYPES.relationships]: RelationshipScoresSchema,
  [SCORE_TYPES.confidence]: scalarScore('confidence'),
  [SCORE_TYPES.hrCommitment]: scalarScore('hrCommitment'),
  [SCORE_TYPES.descriptiveNorms]: DescriptiveNormsSchema,
} as const satisfies Record<ScoreType, z.ZodType>;
