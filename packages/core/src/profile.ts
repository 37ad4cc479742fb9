import { z } from 'zod';
import {
  DescriptiveNormsSchema,
  InjunctiveNormsSchema,
  NonBlankTextSchema,
  PersonalGoalsSchema,
  RelationshipScoresSchema,
  SelectionListSchema,
  SmartGoalSchema,
  ValueScoresSchema,
  scoreSchema,
} from './answers';
import { DrugIdSchema, type DrugId } from './catalogue';
import {
  DAST_QUESTION_COUNT,
  DastAnswerSchema,
  DastScoreSchema,
  NO_DRUGS_DAST_SCORE,
  dastScore,
  type DastAnswer,
} from './dast';
import { SCORE_NAMES, type ScoreValues } from './score-rules';
import { UserTypeSchema, userTypeFromDast, type UserType } from './user-type';

/**
 * The profile of docs/product.md §3: everything a student has answered, with the field
 * names the specification uses. `null` or an empty list means "not given yet".
 */
export const ProfileSchema = z.object({
  positivesList: SelectionListSchema,
  negativesList: SelectionListSchema,
  dast_score: DastScoreSchema,
  dastList: z
    .array(DastAnswerSchema)
    .refine((answers) => answers.length === 0 || answers.length === DAST_QUESTION_COUNT, {
      message: `Either no answers or ${DAST_QUESTION_COUNT}`,
    }),
  quiz_score: scoreSchema('quiz').nullable(),
  user_type: UserTypeSchema.nullable(),
  primary_drug: DrugIdSchema.nullable(),
  personalGoals: PersonalGoalsSchema,
  injunctiveNorms: z.union([InjunctiveNormsSchema, z.tuple([])]),
  descriptiveNorms: DescriptiveNormsSchema.nullable(),
  relationship_scores: RelationshipScoresSchema.nullable(),
  behavioural_score: scoreSchema('behaviouralAwareness').nullable(),
  willingness_score: scoreSchema('confidence').nullable(),
  confidence_score: scoreSchema('confidence').nullable(),
  life_values_score: scoreSchema('lifeValues').nullable(),
  decision_making_score: scoreSchema('decisionMaking').nullable(),
  smart: SmartGoalSchema.nullable(),
  influences: SelectionListSchema,
  needs: SelectionListSchema,
  skills: SelectionListSchema,
  hooks: SelectionListSchema,
  helps: SelectionListSchema,
  values: SelectionListSchema,
  values_scores: ValueScoresSchema,
  reasons_for_use: SelectionListSchema,
  hr_practices: SelectionListSchema,
  hr_commitment: scoreSchema('hrCommitment').nullable(),
  other_influences: NonBlankTextSchema.nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;
export type ProfileField = keyof Profile;

/** The profile before any answer (docs/product.md §3: `dast_score` defaults to 0). */
export const EMPTY_PROFILE: Profile = {
  positivesList: [],
  negativesList: [],
  dast_score: 0,
  dastList: [],
  quiz_score: null,
  user_type: null,
  primary_drug: null,
  personalGoals: [],
  injunctiveNorms: [],
  descriptiveNorms: null,
  relationship_scores: null,
  behavioural_score: null,
  willingness_score: null,
  confidence_score: null,
  life_values_score: null,
  decision_making_score: null,
  smart: null,
  influences: [],
  needs: [],
  skills: [],
  hooks: [],
  helps: [],
  values: [],
  values_scores: [],
  reasons_for_use: [],
  hr_practices: [],
  hr_commitment: null,
  other_influences: null,
};

/** Lists whose setter ignores an empty or non-array value (docs/product.md §5). */
const NON_EMPTY_LISTS: readonly ProfileField[] = ['positivesList', 'negativesList', 'hr_practices'];

/** Personal goals keep only non-empty strings: empty and array entries are dropped (docs/product.md §5). */
function cleanGoals(value: readonly unknown[]): string[] {
  return value.filter((goal): goal is string => typeof goal === 'string' && goal.trim() !== '');
}

/**
 * The profile after a setter call (docs/product.md §5). Returns the same profile object
 * when the update is ignored: in review mode; for an empty or non-array
 * positives, negatives or harm-reduction list; for an `hr_commitment` that is
 * not a finite number; for any value that does not fit the field. Personal
 * goals drop empty and array entries first.
 */
export function applyProfileUpdate(
  profile: Profile,
  field: ProfileField,
  value: unknown,
  options: { reviewMode: boolean },
): Profile {
  if (options.reviewMode) return profile;
  let candidate = value;
  if (NON_EMPTY_LISTS.includes(field) && (!Array.isArray(value) || value.length === 0)) {
    return profile;
  }
  if (field === 'hr_commitment' && !(typeof value === 'number' && Number.isFinite(value))) {
    return profile;
  }
  if (field === 'personalGoals') {
    if (!Array.isArray(value)) return profile;
    candidate = cleanGoals(value);
  }
  const parsed = ProfileSchema.safeParse({ ...profile, [field]: candidate });
  return parsed.success ? parsed.data : profile;
}

/** Whether a profile field holds an answer: not `null`, not an empty list; `dast_score` once DAST was answered. */
export function isProfileValueSet(profile: Profile, field: ProfileField): boolean {
  if (field === 'dast_score') return profile.dastList.length > 0;
  const value = profile[field];
  if (value === null) return false;
  return !Array.isArray(value) || value.length > 0;
}

/** Most values are sent only the first time (docs/product.md §5): a value already set is not re-sent. */
export function needsCommit(profile: Profile, field: ProfileField): boolean {
  return !isProfileValueSet(profile, field);
}

const SAVING = { reviewMode: false };

/**
 * The profile after the drug selection (docs/architecture.md §5), for the client's store and the server
 * alike: the primary drug, and for no drug at all the user type of a DAST score of 0, since the
 * carousel is not asked. Values already set are kept (first given, docs/product.md §5).
 */
export function profileAfterDrugSelection(
  profile: Profile,
  selection: readonly DrugId[],
  primary: DrugId | null,
): Profile {
  const next = applyProfileUpdate(profile, 'primary_drug', primary, SAVING);
  if (selection.length > 0 || !needsCommit(next, 'user_type')) return next;
  return applyProfileUpdate(next, 'user_type', userTypeFromDast(NO_DRUGS_DAST_SCORE), SAVING);
}

/**
 * The profile after the DAST answers: the answers, their score (item 1 is whether any drug was
 * used) and, unless already set, the user type of that score. Throws core's RangeError for
 * answers that are not the nine 0/1 values.
 */
export function profileAfterDast(
  profile: Profile,
  usedDrugs: boolean,
  answers: readonly DastAnswer[],
): Profile {
  const score = dastScore(usedDrugs, answers);
  let next = applyProfileUpdate(profile, 'dastList', [...answers], SAVING);
  next = applyProfileUpdate(next, 'dast_score', score, SAVING);
  if (!needsCommit(next, 'user_type')) return next;
  return applyProfileUpdate(next, 'user_type', userTypeFromDast(score), SAVING);
}

/**
 * The DAST score known so far: the saved score once the answers are in, 0 for a student who
 * selected no drug (they skip the questions), else `null`.
 */
export function knownDastScore(
  profile: Profile,
  selectedDrugs: readonly number[] | null,
): number | null {
  if (isProfileValueSet(profile, 'dast_score')) return profile.dast_score;
  return selectedDrugs?.length === 0 ? NO_DRUGS_DAST_SCORE : null;
}

/** The DAST result a profile holds, as commit_dast_responses answers it: a saved user type wins. */
export function dastResultOfProfile(profile: Profile): { user_type: UserType; score: number } {
  return {
    user_type: profile.user_type ?? userTypeFromDast(profile.dast_score),
    score: profile.dast_score,
  };
}

/**
 * The scores the decision tree's rules may test (docs/product.md §4), from a profile: the values given so
 * far; `dast_score` only once the DAST was answered, `user_type` once known.
 */
export function scoreValuesOfProfile(profile: Profile): ScoreValues {
  const scores: ScoreValues = {};
  for (const name of SCORE_NAMES) {
    if (name === 'dast_score') {
      if (isProfileValueSet(profile, name)) scores.dast_score = profile.dast_score;
      continue;
    }
    const value = profile[name];
    if (value !== null) scores[name] = value;
  }
  return scores;
}
