import { z } from 'zod';
import type { RiskLevelId } from './catalogue';

/** Number of carousel questions (`dast-answer-0..8`, DAST-10 items 2–10). */
export const DAST_QUESTION_COUNT = 9;
/** Carousel question ids, in order. */
export const DAST_ANSWER_IDS = Array.from(
  { length: DAST_QUESTION_COUNT },
  (_, index) => `dast-answer-${index}`,
);
/** `dast-answer-1` ("able to stop when you want") scores a point for "no". */
export const DAST_REVERSE_SCORED_INDEX = 1;
/** The answers that give no points: the protective pattern of docs/product.md §9. */
export const DAST_EXPECTED_PATTERN = [0, 1, 0, 0, 0, 0, 0, 0, 0] as const;

/**
 * The DAST score of a student who selected no drug: item 1 is "no", so the screen stops there
 * (docs/architecture.md §5) and the carousel is not asked.
 */
export const NO_DRUGS_DAST_SCORE = 0;

export const DastAnswerSchema = z.literal([0, 1]);
export type DastAnswer = z.infer<typeof DastAnswerSchema>;
/** The nine carousel answers, 1 = yes. */
export const DastAnswersSchema = z.array(DastAnswerSchema).length(DAST_QUESTION_COUNT);
export const DastScoreSchema = z.int().min(0).max(10);

export const DAST_SEVERITIES = ['Non-User', 'Low', 'Moderate', 'Substantial', 'Severe'] as const;
export type DastSeverity = (typeof DAST_SEVERITIES)[number];

function assertAnswers(answers: readonly number[]): void {
  if (!DastAnswersSchema.safeParse(answers).success) {
    throw new RangeError(
      `DAST needs ${DAST_QUESTION_COUNT} answers of 0 or 1, got ${JSON.stringify(answers)}`,
    );
  }
}

/**
 * The DAST-10 score 0–10 (docs/architecture.md §5): `usedDrugs` is item 1 (from the drug
 * selection), `answers` are items 2–10 with item 3 (`dast-answer-1`)
 * reverse-scored. No drug use gives 0. Throws a RangeError unless there are
 * exactly nine answers of 0 or 1.
 */
export function dastScore(usedDrugs: boolean, answers: readonly DastAnswer[]): number {
  assertAnswers(answers);
  if (!usedDrugs) return NO_DRUGS_DAST_SCORE;
  return answers.reduce<number>(
    (score, answer, index) => score + (index === DAST_REVERSE_SCORED_INDEX ? 1 - answer : answer),
    1,
  );
}

/**
 * The DAST severity band (docs/product.md §4): 0 Non-User, 1–2 Low, 3–5 Moderate, 6–8
 * Substantial, 9–10 Severe. Throws a RangeError outside the integers 0–10.
 */
export function dastSeverity(score: number): DastSeverity {
  if (!DastScoreSchema.safeParse(score).success) {
    throw new RangeError(`DAST score must be an integer 0–10, got ${score}`);
  }
  if (score === 0) return 'Non-User';
  if (score <= 2) return 'Low';
  if (score <= 5) return 'Moderate';
  if (score <= 8) return 'Substantial';
  return 'Severe';
}

/** The harms-data risk level of a severity (docs/product.md §3): 2, 4, or `null` for a non-user. */
export function riskLevelForSeverity(severity: DastSeverity): RiskLevelId | null {
  switch (severity) {
    case 'Non-User':
      return null;
    case 'Low':
    case 'Moderate':
      return 2;
    case 'Substantial':
    case 'Severe':
      return 4;
    default:
      return assertNever(severity);
  }
}

function assertNever(value: never): never {
  throw new RangeError(`Unexpected value ${String(value)}`);
}

/**
 * The carousel indexes whose answer equals the expected pattern (docs/product.md §9):
 * the protective signs shown after the intro item. Throws a RangeError for
 * answers that are not nine 0/1 values.
 */
export function dastFeedbackItems(answers: readonly DastAnswer[]): number[] {
  assertAnswers(answers);
  return answers.flatMap((answer, index) =>
    answer === DAST_EXPECTED_PATTERN[index] ? [index] : [],
  );
}

/**
 * The whole DAST feedback plan (docs/architecture.md §5): an intro item, then the
 * protective signs (answers equal to the pattern), then the things to watch.
 */
export function dastFeedback(answers: readonly DastAnswer[]): {
  intro: true;
  protective: number[];
  watch: number[];
} {
  const protective = dastFeedbackItems(answers);
  const watch = answers.flatMap((_, index) => (protective.includes(index) ? [] : [index]));
  return { intro: true, protective, watch };
}
