import type { AnswerValue, NavigationHistory, QuizFile } from '@clearpath/core';

export type QuizFileQuestion = QuizFile['questions'][number];

/** Question data_id → the chosen answer id, for the questions answered so far. */
export type QuizAnswers = Record<string, string>;

/** The answers given on one page: only string answers of the quiz's own questions count. */
export function quizAnswersOnPage(
  page: Readonly<Record<string, AnswerValue>> | undefined,
  questions: readonly QuizFileQuestion[],
): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const question of questions) {
    const value = page?.[question.data_id];
    if (typeof value === 'string') answers[question.data_id] = value;
  }
  return answers;
}

/**
 * The quiz answers wherever they were saved in the navigation history, found by each
 * question's data_id, so a reader on another page does not hard-code the quiz's page id.
 */
export function findQuizAnswers(
  history: NavigationHistory,
  questions: readonly QuizFileQuestion[],
): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const page of Object.values(history)) {
    Object.assign(answers, quizAnswersOnPage(page, questions));
  }
  return answers;
}

/** Whether every question has an answer. */
export function isQuizComplete(
  questions: readonly QuizFileQuestion[],
  answers: QuizAnswers,
): boolean {
  return questions.length > 0 && questions.every((question) => question.data_id in answers);
}

/** The text of a choice, by its answer id. */
export function choiceText(question: QuizFileQuestion, answerId: string): string | undefined {
  return question.choices.find(([, id]) => id === answerId)?.[0];
}

/**
 * Where "Next question" leads from question `current` (an index; `questions.length` is the
 * result). In order, one after another; but a student sent back from the result to a question
 * they skipped (`resuming`) goes on to the next question still open, after this one or else
 * before it, and to the result once none is.
 */
export function nextSlide(
  questions: readonly QuizFileQuestion[],
  answers: QuizAnswers,
  current: number,
  resuming: boolean,
): number {
  if (!resuming) return current + 1;
  const open = questions
    .map((question, index) => (question.data_id in answers || index === current ? -1 : index))
    .filter((index) => index !== -1);
  return open.find((index) => index > current) ?? open[0] ?? questions.length;
}
