import { SCORE_RANGES, type SelectionList } from '../answers';
import type { ProcessPosnegsRequest, ProcessingCall } from '../api/processing';
import { STANDALONE_OPTIONS } from '../catalogue';
import { knownDastScore, type Profile } from '../profile';
import type { FeedbackBand, FeedbackBandsFile } from './feedback-bands';

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

/** Whether every inclusive range of `band` holds its input's value (one it does not name: any). */
export function bandMatches(band: FeedbackBand, inputs: FeedbackInputs): boolean {
  return Object.entries(band.when).every(([name, range]) => {
    const value = inputs[name as FeedbackInput];
    return value !== undefined && value >= range.min && value <= range.max;
  });
}

/** The inputs as an error message names them: `quiz_score=4, …`, or "no input". */
export function describeFeedbackInputs(inputs: FeedbackInputs): string {
  const parts = Object.entries(inputs).map(([name, value]) => `${name}=${value}`);
  return parts.length > 0 ? parts.join(', ') : 'no input';
}

/** The feedback bands of every processing call. */
export type FeedbackBandsSet = Record<ProcessingCall, FeedbackBandsFile>;

export type FeedbackContentResult =
  | { ok: true; content_no: number }
  | { ok: false; missing: FeedbackInput[] };

/**
 * The feedback item (`content_no`) a processing call answers with, or the
 * required inputs that are not known yet. Throws a RangeError for an input
 * outside its range or a file that does not cover the inputs (one that did not
 * pass `FeedbackBandsFileSchema`, ./feedback-bands.ts).
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
    throw new RangeError(`No band of ${file.call} covers ${describeFeedbackInputs(used)}`);
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

/**
 * The effects a student's saved lists of 1-5 name: `process_posnegs`'s body. "Nothing comes to
 * mind" (`STANDALONE_OPTIONS`) answers a slide and is no effect.
 */
export function posnegsCounts(
  profile: Pick<Profile, 'positivesList' | 'negativesList'>,
): ProcessPosnegsRequest {
  const effects = (list: SelectionList, standalone: string | undefined) =>
    list.filter((item) => item.data_id !== standalone).length;
  return {
    positives: effects(profile.positivesList, STANDALONE_OPTIONS.positives),
    negatives: effects(profile.negativesList, STANDALONE_OPTIONS.negatives),
  };
}

/** `process_posnegs`: positive effects chosen minus negative effects chosen. */
export function posnegsBalance(counts: { positives: number; negatives: number }): number {
  return counts.positives - counts.negatives;
}
