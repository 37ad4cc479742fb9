import { describe, expect, it } from 'vitest';
import { QuizFileSchema } from './quiz-file';

function question(n: number): Record<string, unknown> {
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
    image: `/images/quiz/${n}.svg`,
    image_alt: 'A picture',
  };
}

function file(list = Array.from({ length: 10 }, (_, n) => question(n))) {
  return { schemaVersion: 1, intro: 'Ten questions.', questions: list };
}

function messages(value: unknown): string[] {
  const result = QuizFileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('QuizFileSchema', () => {
  it('accepts ten complete questions', () => {
    expect(messages(file())).toEqual([]);
  });

  it.each([9, 11])('rejects %d questions', (count) => {
    const list = Array.from({ length: count }, (_, n) => question(n));
    expect(messages(file(list))).toEqual([`The quiz has 10 questions, this file has ${count}`]);
  });

  it('rejects a repeated data_id', () => {
    const list = file().questions;
    list[3] = question(2);
    expect(messages(file(list))).toEqual(['data_id quiz-2 is already used']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a correct_id not among the choices', { correct_id: 'z' }, 'correct_id must be one of the choices'],
    ['an answer id twice', { choices: [['A', 'a'], ['B', 'a'], ['C', 'b']] }, 'Each answer id once'],
    ['an image outside /images/quiz/', { image: '/images/other/1.svg' }, 'Quiz images live under /images/quiz/'],
    ['no explanation line', { answer: [] }, 'Too small: expected array to have >=1 items'],
    ['four explanation lines', { answer: ['a', 'b', 'c', 'd'] }, 'Too big: expected array to have <=3 items'],
  ])('rejects %s', (_, change, message) => {
    const list = file().questions;
    list[0] = { ...question(0), ...change };
    expect(messages(file(list))).toContain(message);
  });

  it('rejects a question without alt text and an unknown key', () => {
    const list = file().questions;
    const { image_alt: _alt, ...rest } = question(0);
    list[0] = { ...rest, colour: 'red' };
    expect(messages(file(list)).length).toBe(2);
  });
});
