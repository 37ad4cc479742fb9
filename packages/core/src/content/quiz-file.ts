import { z } from 'zod';
import { QUIZ_QUESTION_COUNT } from '../catalogue';
import { checkQuizQuestion, QuizQuestionFieldsSchema } from '../quiz';
import { AssetPathSchema, LineTextSchema, SchemaVersionSchema, reportRepeatedKeys } from './common';

/** Explanation lines per quiz question in the content (issue 7: one to three). */
export const QUIZ_EXPLANATION_LINES = { min: 1, max: 3 } as const;

const QuizFileQuestionSchema = QuizQuestionFieldsSchema.extend({
  question: z.string().trim().min(1).max(300),
  answer: z
    .array(LineTextSchema.max(400))
    .min(QUIZ_EXPLANATION_LINES.min)
    .max(QUIZ_EXPLANATION_LINES.max),
  image: AssetPathSchema.refine(
    (value) => value.startsWith('/images/quiz/'),
    'Quiz images live under /images/quiz/',
  ),
  image_alt: LineTextSchema,
})
  .strict()
  .superRefine(checkQuizQuestion);

/**
 * `content/quiz.yaml`: the quiz of docs/product.md §3 as authored. Exactly ten questions (core's
 * QuizSchema rules: one `correct_id` among the choices, each id once), each with one to
 * three explanation lines and an image under `/images/quiz/` with its text alternative.
 */
export const QuizFileSchema = z
  .strictObject({
    schemaVersion: SchemaVersionSchema,
    intro: LineTextSchema.optional(),
    questions: z.array(QuizFileQuestionSchema),
  })
  .superRefine((file, context) => {
    if (file.questions.length !== QUIZ_QUESTION_COUNT) {
      context.addIssue({
        code: 'custom',
        path: ['questions'],
        message: `The quiz has ${QUIZ_QUESTION_COUNT} questions, this file has ${file.questions.length}`,
      });
    }
    reportRepeatedKeys(
      file.questions,
      { list: 'questions', field: 'data_id' },
      (question) => question.data_id,
      (id) => `data_id ${id} is already used`,
      context,
    );
  });
export type QuizFile = z.infer<typeof QuizFileSchema>;
