import { z } from 'zod';
import { OptionIdSchema } from './answers';
import { QUIZ_QUESTION_COUNT } from './catalogue';

/** The fields of a quiz question (docs/product.md §3); {@link QuizQuestionSchema} adds the rules. */
export const QuizQuestionFieldsSchema = z.object({
  data_id: OptionIdSchema,
  type: z.enum(['select', 'mcq']),
  question: z.string().min(1).max(1000),
  correct_id: OptionIdSchema,
  choices: z
    .array(z.tuple([z.string().min(1).max(500), OptionIdSchema]))
    .min(2)
    .max(10),
  /** The explanation lines shown after the answer. */
  answer: z.array(z.string().max(1000)).max(10),
  image: z.string().max(300).optional(),
  /** The text alternative of `image`: required when there is an image. */
  image_alt: z.string().min(1).max(300).optional(),
});

/** The rules of a question: one `correct_id` among its choices, answer ids once, alt text. */
export function checkQuizQuestion(
  question: z.infer<typeof QuizQuestionFieldsSchema>,
  context: z.RefinementCtx,
): void {
  if (!question.choices.some(([, answerId]) => answerId === question.correct_id)) {
    context.addIssue({
      code: 'custom',
      path: ['correct_id'],
      message: 'correct_id must be one of the choices',
    });
  }
  const ids = question.choices.map(([, answerId]) => answerId);
  if (new Set(ids).size !== ids.length) {
    context.addIssue({ code: 'custom', path: ['choices'], message: 'Each answer id once' });
  }
  if (question.image !== undefined && question.image_alt === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['image_alt'],
      message: 'An image needs its text alternative (image_alt)',
    });
  }
}

/** A quiz question (docs/product.md §3): one `correct_id` among its choices `[text, answer_id]`. */
export const QuizQuestionSchema = QuizQuestionFieldsSchema.superRefine(checkQuizQuestion);
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** The quiz: exactly ten questions (docs/product.md §9), each data_id once. */
export const QuizSchema = z
  .array(QuizQuestionSchema)
  .length(QUIZ_QUESTION_COUNT)
  .refine(
    (questions) => new Set(questions.map((q) => q.data_id)).size === questions.length,
    'Each question id once',
  );

export type QuizResultTitle = 'Correct' | 'Incorrect';

/** The result title of one answer (docs/product.md §5). */
export function quizResultTitle(question: QuizQuestion, answerId: string): QuizResultTitle {
  return answerId === question.correct_id ? 'Correct' : 'Incorrect';
}

/** The quiz score: how many questions were answered with their `correct_id`. */
export function quizScore(
  questions: readonly QuizQuestion[],
  answers: Readonly<Record<string, string>>,
): number {
  return questions.filter(
    (question) =>
      Object.hasOwn(answers, question.data_id) && answers[question.data_id] === question.correct_id,
  ).length;
}
