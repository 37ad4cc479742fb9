import { describe, expect, it } from 'vitest';
import { OptionSetFileSchema } from './option-set';

function options(count: number) {
  return Array.from({ length: count }, (_, index) => ({ data_id: `need-${index}`, text: `Need ${index}` }));
}

function messages(value: unknown): string[] {
  const result = OptionSetFileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('OptionSetFileSchema', () => {
  it('accepts ten needs', () => {
    expect(messages({ schemaVersion: 1, id: 'needs', options: options(10) })).toEqual([]);
  });

  it('accepts any number of influences (the spec gives no count)', () => {
    const set = { schemaVersion: 1, id: 'influences', options: options(3) };
    expect(messages(set)).toEqual([]);
  });

  it.each([
    ['positives', 'pos-none'],
    ['negatives', 'neg-none'],
  ])('asks %s for its standalone option %s', (id, standalone) => {
    const set = { schemaVersion: 1, id, options: options(3) };
    expect(messages(set)).toEqual([`${id} must have the option ${standalone}, which stands alone`]);
    const withIt = { ...set, options: [...options(3), { data_id: standalone, text: 'Nothing' }] };
    expect(messages(withIt)).toEqual([]);
  });

  it('accepts images and match ranges', () => {
    const [first] = options(1);
    const set = {
      schemaVersion: 1,
      id: 'values',
      options: [{ ...first, img: '/images/options/a.svg', match: { min: 0, max: 3 } }],
    };
    expect(messages(set)).toEqual([]);
  });

  it('accepts feedback of one to three sentences', () => {
    const [first] = options(1);
    const feedback = 'Sleep matters. It helps you think! Want tips?';
    const set = { schemaVersion: 1, id: 'influences', options: [{ ...first, feedback }] };
    expect(messages(set)).toEqual([]);
  });

  it.each([
    ['four sentences', 'One. Two. Three. Four.', 'At most three sentences'],
    ['more than 600 characters', 'a'.repeat(601), 'Too big: expected string to have <=600 characters'],
    ['blank feedback', '  ', 'Too small: expected string to have >=1 characters'],
  ])('rejects %s as feedback', (_, feedback, message) => {
    const [first] = options(1);
    const set = { schemaVersion: 1, id: 'influences', options: [{ ...first, feedback }] };
    expect(messages(set)).toEqual([message]);
  });

  it.each([
    ['needs', 9, 'needs must have 10 options, has 9'],
    ['reasonsForUse', 7, 'reasonsForUse must have 8 options, has 7'],
    ['helps', 7, 'helps must have 6 options, has 7'],
    ['hrPractices', 11, 'hrPractices must have 10 options, has 11'],
    ['skills', 6, 'skills must have 7 options, has 6'],
    ['injunctiveNorms', 8, 'injunctiveNorms must have 9 options, has 8'],
  ])('rejects %s with %d options', (id, count, message) => {
    expect(messages({ schemaVersion: 1, id, options: options(count) })).toContain(message);
  });

  it('rejects a repeated data_id', () => {
    const set = { schemaVersion: 1, id: 'influences', options: [...options(2), ...options(1)] };
    expect(messages(set)).toContain('data_id need-0 is already used in this set');
  });

  it.each<[string, unknown]>([
    ['an unknown set', { schemaVersion: 1, id: 'colours', options: options(1) }],
    ['an underscore in a data_id', { schemaVersion: 1, id: 'influences', options: [{ data_id: 'a_b', text: 'x' }] }],
    ['an inverted match', { schemaVersion: 1, id: 'influences', options: [{ data_id: 'a', text: 'x', match: { min: 3, max: 1 } }] }],
  ])('rejects %s', (_, value) => {
    expect(messages(value).length).toBeGreaterThan(0);
  });
});
