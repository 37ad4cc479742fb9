import { z } from 'zod';
import { OPTIONAL_TOTAL_STEPS, OptionalStateSchema, type OptionalProgressModule } from './optional';
import { MAX_STEP } from './page-id';
import { PageIdSchema } from './page-id-schema';

/**
 * The shapes of a student's answers, shared by the profile (docs/product.md §3), the
 * commit calls (docs/product.md §7) and the saved state returned at login. Every string
 * and list is bounded: no unbounded input reaches the server.
 */
export const INPUT_LIMITS = {
  /** Options chosen from one option set. */
  listItems: 50,
  /** Free text of one answer ("other", a goal, a SMART field). */
  text: 1000,
  /** Personal goals. */
  goals: 20,
  /** A JSON-encoded value sent as a string. */
  json: 50_000,
  /** Pages in the navigation history. */
  historyPages: 500,
  /** Answers on one page. */
  pageAnswers: 100,
} as const;

const Text = z.string().max(INPUT_LIMITS.text);
/** Text with at least one non-space character. */
export const NonBlankTextSchema = Text.regex(/\S/, 'Must not be blank');

/** An option's `data_id` (docs/product.md §3): content-defined, a letter or digit, then letters, digits, `_ . : -`. */
export const OptionIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, 'Not an option id');

/** One chosen option, with the student's own text for an "other" option. */
export const SelectedOptionSchema = z.object({
  data_id: OptionIdSchema,
  other: NonBlankTextSchema.optional(),
});
export type SelectedOption = z.infer<typeof SelectedOptionSchema>;

function uniqueIds(items: readonly { data_id: string }[]): boolean {
  return new Set(items.map((item) => item.data_id)).size === items.length;
}

/** Options chosen from one set: at most 50, each `data_id` once. */
export const SelectionListSchema = z
  .array(SelectedOptionSchema)
  .max(INPUT_LIMITS.listItems)
  .refine(uniqueIds, 'Each option may be chosen once');
export type SelectionList = z.infer<typeof SelectionListSchema>;
/** Positives, negatives and harm-reduction practices: an empty list is no answer (docs/product.md §5). */
export const NonEmptySelectionListSchema = SelectionListSchema.refine(
  (items) => items.length > 0,
  'Choose at least one option',
);

/** Personal goals (activity 2): non-blank texts. */
export const PersonalGoalsSchema = z.array(NonBlankTextSchema).max(INPUT_LIMITS.goals);

/** A goal entry that is no goal: empty or blank text, a list, or null (docs/product.md §5). */
function isEmptyGoalEntry(entry: unknown): boolean {
  return (
    entry === null || Array.isArray(entry) || (typeof entry === 'string' && entry.trim() === '')
  );
}

/**
 * Personal goals as committed (activity 2): empty, blank and list entries are dropped
 * before the list is checked (docs/product.md §5), so `['Sleep more', '', []]` saves `['Sleep more']`;
 * at least one goal must remain. The one schema of the server and the web app.
 */
export const PersonalGoalsCommitSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value.filter((entry) => !isEmptyGoalEntry(entry)) : value),
  PersonalGoalsSchema.min(1),
);

/** A SMART goal (activity 4): the five fields; at least one filled in. */
export const SmartGoalSchema = z
  .object({
    specific: Text,
    measurable: Text,
    achievable: Text,
    relevant: Text,
    time_bound: Text,
  })
  .refine((goal) => Object.values(goal).some((field) => /\S/.test(field)), 'Fill in a field');
export type SmartGoal = z.infer<typeof SmartGoalSchema>;

/** Injunctive norm choices (activity 6): option ids 0–8, each once. */
export const InjunctiveNormsSchema = z
  .array(z.int().min(0).max(8))
  .min(1)
  .max(9)
  .refine((ids) => new Set(ids).size === ids.length, 'Each option may be chosen once');

/** Value ratings (activity 17): a 0–10 importance per value option. */
export const ValueScoresSchema = z
  .array(z.object({ data_id: OptionIdSchema, score: z.int().min(0).max(10) }))
  .max(INPUT_LIMITS.listItems)
  .refine(uniqueIds, 'Each value may be rated once');
export type ValueScores = z.infer<typeof ValueScoresSchema>;

/** Helps and harm-reduction practices share activity 12; `list` says which. */
export const HelpsOrHrPracticesSchema = z.discriminatedUnion('list', [
  z.object({ list: z.literal('helps'), items: SelectionListSchema }),
  z.object({ list: z.literal('hr_practices'), items: NonEmptySelectionListSchema }),
]);

/**
 * The envelope each score scale must fit (docs/product.md §7 commit_score types). The
 * items of each scale are content (docs/architecture.md §5); the ranges put the
 * specification's thresholds (awareness 17, decision making 32, life values
 * 10, relationship 5, commitment 0–2/3–5) inside them.
 */
export const SCORE_RANGES = {
  quiz: { min: 0, max: 10 },
  decisionMaking: { min: 0, max: 60 },
  lifeValues: { min: 0, max: 100 },
  behaviouralAwareness: { min: 0, max: 40 },
  relationship: { min: 0, max: 10 },
  confidence: { min: 0, max: 10 },
  hrCommitment: { min: 0, max: 5 },
  descriptiveNorm: { min: 0, max: 100 },
} as const;
type RangeName = keyof typeof SCORE_RANGES;

/** An integer score within the named range. */
export function scoreSchema(range: RangeName): z.ZodInt {
  return z.int().min(SCORE_RANGES[range].min).max(SCORE_RANGES[range].max);
}

/** Relationship scores (score 6): three ratings. */
export const RelationshipScoresSchema = z.tuple([
  scoreSchema('relationship'),
  scoreSchema('relationship'),
  scoreSchema('relationship'),
]);
/** Descriptive norm guesses (score 9), in the order of `DESCRIPTIVE_NORM_TARGETS`. */
export const DescriptiveNormsSchema = z.tuple([
  scoreSchema('descriptiveNorm'),
  scoreSchema('descriptiveNorm'),
]);

/** One answer on a page, as widgets record it. */
export const AnswerValueSchema = z.union([
  Text,
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([Text, z.number()])).max(INPUT_LIMITS.listItems),
]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

function maxKeys(limit: number) {
  return (record: object): boolean => Object.keys(record).length <= limit;
}

/** The answers given on one page, keyed by data_id. */
export const PageAnswersSchema = z
  .record(OptionIdSchema, AnswerValueSchema)
  .refine(maxKeys(INPUT_LIMITS.pageAnswers), 'Too many answers');
/** Navigation history (docs/product.md §3): page id → the answers given there. */
export const NavigationHistorySchema = z
  .record(PageIdSchema, PageAnswersSchema)
  .refine(maxKeys(INPUT_LIMITS.historyPages), 'Too many pages');
export type NavigationHistory = z.infer<typeof NavigationHistorySchema>;

/** A step of `module` a student can have visited: its pages go from 0 to its step total. */
const optionalStep = (module: OptionalProgressModule) =>
  z.int().min(0).max(OPTIONAL_TOTAL_STEPS[module]);
/** Optional history as sent: the highest step visited in each module with optional progress. */
export const OptionalStepsSchema = z.object({
  '3': optionalStep('3').optional(),
  '4': optionalStep('4').optional(),
  '4A': optionalStep('4A').optional(),
  '5A': optionalStep('5A').optional(),
} satisfies Record<OptionalProgressModule, z.ZodOptional<z.ZodInt>>);
/**
 * As stored: any page step. Rows saved before steps were held to their module's total (when
 * 999 was taken) still read whole, their unlocked and completed modules with them.
 */
const StoredStep = z.int().min(0).max(MAX_STEP).optional();
const StoredOptionalStepsSchema = z.object({
  '3': StoredStep,
  '4': StoredStep,
  '4A': StoredStep,
  '5A': StoredStep,
} satisfies Record<OptionalProgressModule, typeof StoredStep>);
/** The optional-module state stored per participant (docs/product.md §3 navigation). */
export const OptionalHistorySchema = OptionalStateSchema.extend({
  history: StoredOptionalStepsSchema,
});
export type OptionalHistory = z.infer<typeof OptionalHistorySchema>;
