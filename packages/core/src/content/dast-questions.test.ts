import { describe, expect, it } from 'vitest';
import { DastQuestionsFileSchema } from './dast-questions';

function questions(count = 9) {
  return Array.from({ length: count }, (_, index) => ({
    data_id: `dast-answer-${index}`,
    item: index + 2,
    text: `Question ${index + 2}?`,
    protective: 'That is a good sign.',
    watch: 'That is worth keeping an eye on.',
  }));
}

function file(changes: Record<string, unknown> = {}) {
  return {
    schemaVersion: 1,
    intro: 'Nine quick yes or no questions about the last 12 months.',
    feedback_intro: 'Here is what your answers say.',
    attribution: 'Drug Abuse Screening Test (DAST-10) © 1982 Harvey A. Skinner, PhD',
    questions: questions(),
    ...changes,
  };
}

function messages(value: unknown): string[] {
  const result = DastQuestionsFileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('DastQuestionsFileSchema', () => {
  it('needs both feedback texts on every question', () => {
    const list = questions();
    const { watch: _dropped, ...withoutWatch } = list[4]!;
    expect(messages(file({ questions: [...list.slice(0, 4), withoutWatch, ...list.slice(5)] }))).not.toEqual([]);
    expect(messages(file({ feedback_intro: 'Two\nparagraphs' }))).toEqual(['Must be one paragraph']);
  });

  it('accepts nine questions in order with a hint', () => {
    const list = questions();
    list[0] = { ...list[0]!, hint: 'For example, cannabis with ecstasy.' } as (typeof list)[number];
    expect(messages(file({ questions: list }))).toEqual([]);
  });

  it.each([
    [8, 'The DAST has 9 questions, this file has 8'],
    [10, 'The DAST has 9 questions, this file has 10'],
  ])('rejects %d questions', (count, message) => {
    const list = questions(count).map((question) => ({ ...question, item: Math.min(question.item, 10) }));
    expect(messages(file({ questions: list }))).toContain(message);
  });

  it('rejects questions out of order', () => {
    const list = questions();
    [list[0], list[1]] = [list[1]!, list[0]!];
    expect(messages(file({ questions: list }))).toEqual([
      'Question 1 must have data_id dast-answer-0',
      'Question 1 asks DAST-10 item 2',
      'Question 2 must have data_id dast-answer-1',
      'Question 2 asks DAST-10 item 3',
    ]);
  });

  it('rejects an attribution without Dr Skinner', () => {
    expect(messages(file({ attribution: 'A screening test' }))).toEqual([
      'The attribution must credit Dr Harvey A. Skinner',
    ]);
  });
});
