import { z } from 'zod';
import { SCORE_RANGES } from '../answers';
import { ProcessingCallSchema, type ProcessingCall } from '../api/processing';
import { knownDastScore, type Profile } from '../profile';

/**
 * The numbers the feedback bands of a processing call may look at (docs/architecture.md
 * §5), with their ranges and the words an error message uses for them.
 */
export const FEEDBACK_INPUTS = {
  dast_score: { min: 0, max: 10, label: 'DAST answers' },
  quiz_score: { ...SCORE_RANGES.quiz, label: 'quiz score' },
  decision_making_score: { ...SCORE_RANGES.decisionMaking, label: 'decision-making score' },
  behavioural_score: { ...SCORE_RANGES.behaviouralAwareness, label: 'behavioural awareness score' },
  confidence_score: { ...SCORE_RANGES.confidence, label: 'confidence rating' },
  willingness_score: { ...SCORE_RANGES.confidence, label: 'willingness rating' },
  /** Positive effects chosen minus negative effects chosen (`process_posnegs`, 0–100 each). */
  posnegs_balance: { min: -100, max: 100, label: 'positive and negative effects' },
} as const;
export type FeedbackInput = keyof typeof FEEDBACK_INPUTS;
const FEEDBACK_INPUT_NAMES = Object.keys(FEEDBACK_INPUTS) as [FeedbackInput, ...FeedbackInput[]];
export type FeedbackInputs = Partial<Record<FeedbackInput, number>>;

/**
 * The inputs each processing call's bands use: a required input that is not
 * known yet means there is no feedback to give; an optional one may be unknown.
 */
export const PROCESSING_FEEDBACK_INPUTS = {
  process_dast_score: { required: ['dast_score'], optional: [] },
  process_quiz_score: { required: ['quiz_score'], optional: [] },
  process_decision_making_score: { required: ['decision_making_score'], optional: [] },
  process_behaviour_feedback: { required: ['behavioural_score'], optional: [] },
  process_behavioural_awareness: { required: ['behavioural_score'], optional: [] },
  process_posnegs: { required: ['posnegs_balance'], optional: [] },
  process_confidence: { required: ['confidence_score'], optional: ['willingness_score'] },
} as const satisfies Record<
  ProcessingCall,
  { required: readonly FeedbackInput[]; optional: readonly FeedbackInput[] }
>;

const RangeSchema = z
  .object({ min: z.int(), max: z.int() })
  .refine((range) => range.min <= range.max, { message: 'min must not exceed max' });

const BandSchema = z.object({
  /** Inclusive ranges; an input not named here matches any value, known or not. */
  when: z.partialRecord(z.enum(FEEDBACK_INPUT_NAMES), RangeSchema),
  /** The 0-based index of the feedback item to show. */
  content_no: z.int().min(0).max(999),
  /** What the item says, for authors and reviewers. */
  note: z.string().max(500).optional(),
});
type Band = z.infer<typeof BandSchema>;

/** The most problems reported for one file: the first ones say enough. */
const MAX_REPORTED = 5;

function bandMatches(band: Band, inputs: FeedbackInputs): boolean {
  return Object.entries(band.when).every(([name, range]) => {
    const value = inputs[name as FeedbackInput];
    return value !== undefined && value >= range.min && value <= range.max;
  });
}

function* inputCombinations(call: ProcessingCall): Generator<FeedbackInputs> {
  const { required, optional } = PROCESSING_FEEDBACK_INPUTS[call];
  const axes = [
    ...required.map((name) => ({ name, unknownToo: false })),
    ...optional.map((name) => ({ name, unknownToo: true })),
  ];
  function* walk(index: number, partial: FeedbackInputs): Generator<FeedbackInputs> {
    const axis = axes[index];
    if (!axis) {
      yield partial;
      return;
    }
    const { min, max } = FEEDBACK_INPUTS[axis.name];
    if (axis.unknownToo) yield* walk(index + 1, partial);
    for (let value = min; value <= max; value += 1) {
      yield* walk(index + 1, { ...partial, [axis.name]: value });
    }
  }
  yield* walk(0, {});
}

function describeInputs(inputs: FeedbackInputs): string {
  const parts = Object.entries(inputs).map(([name, value]) => `${name}=${value}`);
  return parts.length > 0 ? parts.join(', ') : 'no input';
}

function checkBands(
  file: { call: ProcessingCall; bands: Band[] },
  context: z.RefinementCtx,
): void {
  const { required, optional } = PROCESSING_FEEDBACK_INPUTS[file.call];
  const allowed: readonly FeedbackInput[] = [...required, ...optional];
  let problems = 0;
  file.bands.forEach((band, index) => {
    for (const [name, range] of Object.entries(band.when)) {
      const input = name as FeedbackInput;
      const path = ['bands', index, 'when', input];
      if (!allowed.includes(input)) {
        context.addIssue({ code: 'custom', path, message: `${file.call} does not use ${input}` });
        problems += 1;
      } else if (range.min < FEEDBACK_INPUTS[input].min || range.max > FEEDBACK_INPUTS[input].max) {
        const { min, max } = FEEDBACK_INPUTS[input];
        context.addIssue({ code: 'custom', path, message: `Must lie within ${min}–${max}` });
        problems += 1;
      }
    }
  });
  if (problems > 0) return;
  const reached = new Set<number>();
  for (const inputs of inputCombinations(file.call)) {
    const first = file.bands.findIndex((band) => bandMatches(band, inputs));
    if (first >= 0) {
      reached.add(first);
      continue;
    }
    const message = `No band covers ${describeInputs(inputs)}`;
    context.addIssue({ code: 'custom', path: ['bands'], message });
    problems += 1;
    if (problems >= MAX_REPORTED) return;
  }
  file.bands.forEach((_band, index) => {
    if (reached.has(index)) return;
    const message = 'Never used: the bands before it cover all of its values';
    context.addIssue({ code: 'custom', path: ['bands', index], message });
  });
}

/**
 * One file of `content/feedback/`: the bands that map a processing call's
 * inputs to `content_no` (docs/architecture.md §5). The first band that matches wins.
 * Every possible input (and, for an optional input, its absence) is covered,
 * and every band is the first match for some input.
 */
export const FeedbackBandsFileSchema = z
  .object({
    schemaVersion: z.literal(1),
    call: ProcessingCallSchema,
    description: z.string().min(1).max(2000),
    bands: z.array(BandSchema).min(1).max(100),
  })
  .superRefine(checkBands);
export type FeedbackBandsFile = z.infer<typeof FeedbackBandsFileSchema>;

/** The feedback bands of every processing call. */
export type FeedbackBandsSet = Record<ProcessingCall, FeedbackBandsFile>;

export type FeedbackContentResult =
  | { ok: true; content_no: number }
  | { ok: false; missing: FeedbackInput[] };

/**
 * The feedback item (`content_no`) a processing call answers with, or the
 * required inputs that are not known yet. Throws a RangeError for an input
 * outside its range or a file that does not cover the inputs (one that did not
 * pass {@link FeedbackBandsFileSchema}).
 */
export function feedbackContentNo(
  file: FeedbackBandsFile,
  inputs: FeedbackInputs,
): FeedbackContentResult {
  const { required, optional } = PROCESSING_FEEDBACK_INPUTS[file.call];
  const missing = required.filter((name) => inputs[name] === undefined);
  if (missing.length > 0) return { ok: false, missing };
  const used: FeedbackInputs = {};
  for (const name of [...required, ...optional] as FeedbackInput[]) {
    const value = inputs[name];
    if (value === undefined) continue;
    const { min, max } = FEEDBACK_INPUTS[name];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`${name} must be an integer ${min}–${max}, got ${value}`);
    }
    used[name] = value;
  }
  const band = file.bands.find((candidate) => bandMatches(candidate, used));
  if (!band) {
    throw new RangeError(`No band of ${file.call} covers ${describeInputs(used)}`);
  }
  return { ok: true, content_no: band.content_no };
}

/** The feedback inputs a saved profile holds: only answers actually given. */
export function feedbackInputsFromProfile(
  profile: Profile,
  selectedDrugs: readonly number[] | null = null,
): FeedbackInputs {
  const inputs: FeedbackInputs = {};
  const dast = knownDastScore(profile, selectedDrugs);
  if (dast !== null) inputs.dast_score = dast;
  const scores = {
    quiz_score: profile.quiz_score,
    decision_making_score: profile.decision_making_score,
    behavioural_score: profile.behavioural_score,
    confidence_score: profile.confidence_score,
    willingness_score: profile.willingness_score,
  } as const;
  for (const [name, value] of Object.entries(scores)) {
    if (value !== null) inputs[name as keyof typeof scores] = value;
  }
  return inputs;
}

/** `process_posnegs`: positive effects chosen minus negative effects chosen. */
export function posnegsBalance(counts: { positives: number; negatives: number }): number {
  return counts.positives - counts.negatives;
}
