import { z } from 'zod';
import { DAST_ANSWER_IDS, DAST_QUESTION_COUNT } from '../dast';
import { LineTextSchema, SchemaVersionSchema } from './common';

/** One to three sentences of feedback, one paragraph. */
const FeedbackTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(400)
  .regex(/^[^\n]*$/, 'Must be one paragraph');

const DastQuestionSchema = z.strictObject({
  data_id: z.string().min(1).max(64),
  /** The DAST-10 item it asks (2–10; item 1 is the drug selection, docs/architecture.md §5). */
  item: z.int().min(2).max(10),
  /** The question, in plain words, keeping the item's validated meaning. */
  text: z.string().trim().min(1).max(300),
  /** An optional line under the question (an example, a reminder of the time frame). */
  hint: LineTextSchema.optional(),
  /** DAST feedback when the answer matches the expected pattern: a protective sign. */
  protective: FeedbackTextSchema,
  /** DAST feedback when it does not: something to watch, said kindly. */
  watch: FeedbackTextSchema,
});
export type DastQuestion = z.infer<typeof DastQuestionSchema>;

/**
 * `content/dast.yaml`: the DAST carousel (docs/product.md §3, docs/architecture.md §5). Exactly nine yes/no
 * questions, `dast-answer-0` … `dast-answer-8` in order, asking DAST-10 items 2–10, with
 * the one-line intro and the attribution to Dr Harvey A. Skinner.
 */
export const DastQuestionsFileSchema = z
  .strictObject({
    schemaVersion: SchemaVersionSchema,
    intro: LineTextSchema,
    /** The first item of the DAST feedback (docs/product.md §9), before the pattern items. */
    feedback_intro: FeedbackTextSchema,
    attribution: LineTextSchema.refine(
      (text) => text.includes('Skinner'),
      'The attribution must credit Dr Harvey A. Skinner',
    ),
    questions: z.array(DastQuestionSchema),
  })
  .superRefine((file, context) => {
    if (file.questions.length !== DAST_QUESTION_COUNT) {
      context.addIssue({
        code: 'custom',
        path: ['questions'],
        message: `The DAST has ${DAST_QUESTION_COUNT} questions, this file has ${file.questions.length}`,
      });
    }
    file.questions.forEach((question, index) => {
      const expected = DAST_ANSWER_IDS[index];
      if (expected !== undefined && question.data_id !== expected) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'data_id'],
          message: `Question ${index + 1} must have data_id ${expected}`,
        });
      }
      if (question.item !== index + 2) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'item'],
          message: `Question ${index + 1} asks DAST-10 item ${index + 2}`,
        });
      }
    });
  });
export type DastQuestionsFile = z.infer<typeof DastQuestionsFileSchema>;
