import { describe, expect, it } from 'vitest';
import {
  QuizQuestionSchema,
  QuizSchema,
  quizResultTitle,
  quizScore,
  type QuizQuestion,
} from './quiz';

function question(n: number): QuizQuestion {
  return {
    data_id: `quiz-${n}`,
    type: 'mcq',
    question: `Question ${n}?`,
    correct_id: 'b',
    choices: [
      ['First', 'a'],
      ['Second', 'b'],
    ],
    answer: ['Because.'],
  };
}
const quiz = Array.from({ length: 10 }, (_, i) => question(i));

describe('quizResultTitle', () => {
  it.each([
    ['b', 'Correct'],
    ['a', 'Incorrect'],
    ['z', 'Incorrect'],
  ])('titles answer %j %s', (answerId, title) => {
    expect(quizResultTitle(question(0), answerId)).toBe(title);
  });
});

describe('quizScore', () => {
  it.each<[Record<string, string>, number]>([
    [{}, 0],
    [{ 'quiz-0': 'b' }, 1],
    [{ 'quiz-0': 'b', 'quiz-1': 'a', 'quiz-2': 'b' }, 2],
    [Object.fromEntries(quiz.map((q) => [q.data_id, 'b'])), 10],
    [{ constructor: 'b' }, 0],
  ])('scores answers %j as %i', (answers, score) => {
    expect(quizScore(quiz, answers)).toBe(score);
  });
});

describe('QuizSchema', () => {
  it('accepts ten questions', () => {
    expect(QuizSchema.safeParse(quiz).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['nine questions', quiz.slice(1)],
    ['a repeated question id', [...quiz.slice(1), question(1)]],
  ])('rejects %s', (_, candidate) => {
    expect(QuizSchema.safeParse(candidate).success).toBe(false);
  });
});

describe('QuizQuestionSchema', () => {
  it('accepts an image with its alt text', () => {
    const candidate = { ...question(0), image: '/images/quiz/a.svg', image_alt: 'A scale' };
    expect(QuizQuestionSchema.safeParse(candidate).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a correct_id among no choice', { ...question(0), correct_id: 'c' }],
    ['one choice', { ...question(0), choices: [['Only', 'b']] }],
    ['an unknown type', { ...question(0), type: 'essay' }],
    ['no question text', { ...question(0), question: '' }],
    [
      'an answer id twice',
      {
        ...question(0),
        choices: [
          ['A', 'a'],
          ['B', 'a'],
          ['C', 'b'],
        ],
      },
    ],
    ['an image without alt text', { ...question(0), image: '/images/quiz/a.svg' }],
  ])('rejects %s', (_, candidate) => {
    expect(QuizQuestionSchema.safeParse(candidate).success).toBe(false);
  });
});
