import type { QueryClient } from '@tanstack/react-query';
import type { QuizFile } from '@clearpath/core';
import { quizQuery } from '../../features/content/content-api';

/** Ten questions: odd ones are `select`, even ones `mcq`; the right answer is always `right`. */
export const TEST_QUIZ: QuizFile = {
  schemaVersion: 1,
  intro: 'Ten quick questions.',
  questions: Array.from({ length: 10 }, (_, index) => ({
    data_id: `quiz-q${index + 1}`,
    type: index % 2 === 0 ? ('select' as const) : ('mcq' as const),
    question: `Question text ${index + 1}?`,
    correct_id: 'right',
    choices: [
      [`Wrong answer ${index + 1}`, 'wrong'],
      [`Right answer ${index + 1}`, 'right'],
      [`Other answer ${index + 1}`, 'other'],
    ] as [string, string][],
    answer: [`Explanation ${index + 1}.`, `More on ${index + 1}: call 112 or 999.`],
    image: '/images/quiz/court.svg',
    image_alt: `Picture ${index + 1}`,
  })),
};

/** Seeds the quiz query so no request is made. */
export function seedQuiz(client: QueryClient): void {
  client.setQueryData(quizQuery().queryKey, TEST_QUIZ);
}
