import { z } from 'zod';
import { ProcessingCallSchema, type ProcessingCall } from '../api/processing';
import {
  FEEDBACK_INPUTS,
  PROCESSING_FEEDBACK_INPUTS,
  bandMatches,
  describeFeedbackInputs,
  type FeedbackInput,
  type FeedbackInputs,
} from './feedback';

/*
 * The feedback files' schema (content/feedback/*.yaml), apart from the rules that read a file
 * (./feedback.ts): the content check and the server validate the files, and a student's phone,
 * which only reads them, never builds this schema (issue #19: core's schemas are built as the
 * app starts).
 */

const FEEDBACK_INPUT_NAMES = Object.keys(FEEDBACK_INPUTS) as [FeedbackInput, ...FeedbackInput[]];

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
/** One band of a feedback file. */
export type FeedbackBand = z.infer<typeof BandSchema>;

/** The most problems reported for one file: the first ones say enough. */
const MAX_REPORTED = 5;

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

function checkBands(
  file: { call: ProcessingCall; bands: FeedbackBand[] },
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
    const message = `No band covers ${describeFeedbackInputs(inputs)}`;
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

