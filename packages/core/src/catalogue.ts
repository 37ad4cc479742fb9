import { z } from 'zod';

/**
 * The fixed catalogues of docs/product.md §3 and §7: commit type numbers, drugs, risk
 * levels and option sets. Texts of options live in `content/`; only their ids
 * and counts are rules.
 */

/** `POST /activity/commit_activity` type numbers (docs/product.md §7). */
export const ACTIVITY_TYPES = {
  positives: 0,
  personalGoals: 2,
  negatives: 3,
  smart: 4,
  influences: 5,
  injunctiveNorms: 6,
  hooks: 7,
  values: 9,
  reasonsForUse: 10,
  needs: 11,
  helpsAndHrPractices: 12,
  skills: 15,
  otherInfluences: 16,
  valueScores: 17,
} as const;
export type ActivityName = keyof typeof ACTIVITY_TYPES;
export type ActivityType = (typeof ACTIVITY_TYPES)[ActivityName];
export const ACTIVITY_TYPE_VALUES = Object.values(ACTIVITY_TYPES) as readonly ActivityType[];
/** What each activity type holds, in words (the export's data dictionary). */
export const ACTIVITY_TYPE_LABELS: Record<ActivityName, string> = {
  positives: 'positive effects',
  personalGoals: 'personal goals',
  negatives: 'negative effects',
  smart: 'SMART goal',
  influences: 'influences',
  injunctiveNorms: 'injunctive norms',
  hooks: 'hooks (triggers)',
  values: 'values',
  reasonsForUse: 'reasons for use',
  needs: 'needs',
  helpsAndHrPractices: 'helps and harm-reduction practices',
  skills: 'skills',
  otherInfluences: 'other influences',
  valueScores: 'value scores',
};

/** `POST /activity/commit_score` type numbers (docs/product.md §7). */
export const SCORE_TYPES = {
  quiz: 2,
  decisionMaking: 3,
  lifeValues: 4,
  behaviouralAwareness: 5,
  relationships: 6,
  confidence: 7,
  hrCommitment: 8,
  descriptiveNorms: 9,
} as const;
export type ScoreTypeName = keyof typeof SCORE_TYPES;
export type ScoreType = (typeof SCORE_TYPES)[ScoreTypeName];
export const SCORE_TYPE_VALUES = Object.values(SCORE_TYPES) as readonly ScoreType[];
/** What each score type holds, in words (the export's data dictionary). */
export const SCORE_TYPE_LABELS: Record<ScoreTypeName, string> = {
  quiz: 'quiz',
  decisionMaking: 'decision making',
  lifeValues: 'life values',
  behaviouralAwareness: 'behavioural awareness',
  relationships: 'relationship scores',
  confidence: 'confidence',
  hrCommitment: 'harm-reduction commitment',
  descriptiveNorms: 'descriptive norms',
};

/** Drugs with their backend ids (docs/product.md §3 "Harms data"). */
export const DRUGS = [
  { id: 0, name: 'Cannabis' },
  { id: 1, name: 'Ecstasy' },
  { id: 2, name: 'Cocaine' },
  { id: 3, name: 'Ketamine' },
  { id: 4, name: 'Mushrooms' },
  { id: 5, name: 'Amphetamine' },
  { id: 6, name: 'Novel Psychoactive Substances' },
  { id: 7, name: 'Study Drugs' },
] as const;
export const DrugIdSchema = z.literal(DRUGS.map((drug) => drug.id));
export type DrugId = z.infer<typeof DrugIdSchema>;

/** Risk levels of the harms data, each covering two DAST severities (docs/product.md §3). */
export const RISK_LEVELS = [
  { id: 2, label: 'Low or Moderate', severities: ['Low', 'Moderate'] },
  { id: 4, label: 'Substantial or Severe', severities: ['Substantial', 'Severe'] },
] as const;
export type RiskLevelId = (typeof RISK_LEVELS)[number]['id'];

/** Body panels of the harms feedback (docs/product.md §3). */
export const BODY_PANELS = [
  'brain',
  'eyes',
  'nose',
  'hearing',
  'mouth',
  'lungs',
  'heart',
  'stomach',
  'organs',
  'touch',
  'reproductive health',
  'movement',
] as const;

/** Life-impact groups of the harms feedback (docs/product.md §3). */
export const LIFE_IMPACT_GROUPS = ['social', 'academic', 'wellbeing'] as const;

/**
 * The selectable option sets of docs/product.md §3 with their option counts. `null` means
 * the specification leaves the count to content. The injunctive norms set has
 * nine options (ids 0–8), implied by the overall patterns of docs/product.md §9.
 */
export const OPTION_SETS = {
  positives: { count: null },
  negatives: { count: null },
  influences: { count: null },
  injunctiveNorms: { count: 9 },
  hooks: { count: null },
  values: { count: null },
  reasonsForUse: { count: 8 },
  needs: { count: 10 },
  helps: { count: 6 },
  hrPractices: { count: 10 },
  commitmentMessages: { count: null },
  skills: { count: 7 },
} as const satisfies Record<string, { count: number | null }>;
export type OptionSetName = keyof typeof OPTION_SETS;

/**
 * The option of a set that stands alone: choosing it clears the set's other choices and
 * "Something else", and choosing another clears it. In the effects sets of 1-5 it is "nothing
 * comes to mind": it answers the slide and is no effect (`posnegsCounts` leaves it out). Each
 * set named here must have the option (`OptionSetFileSchema`).
 */
export const STANDALONE_OPTIONS: Partial<Record<OptionSetName, string>> = {
  positives: 'pos-none',
  negatives: 'neg-none',
};

/** Number of quiz questions (docs/product.md §3 and §9). */
export const QUIZ_QUESTION_COUNT = 10;
