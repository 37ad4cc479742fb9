import { describe, expect, it } from 'vitest';
import {
  CommitActivityRequestSchema,
  CommitDastResponsesRequestSchema,
  CommitDastResponsesResponseSchema,
  CommitNavigationHistoryRequestSchema,
  CommitOptionalHistoryRequestSchema,
  CommitScoreRequestSchema,
  CommitSelectedDrugsRequestSchema,
  CommitUserTypeRequestSchema,
  SetCookieSettingsRequestSchema,
} from './activity';

const smart = {
  specific: 'Leave two hours before any re-dose',
  measurable: 'Log it each Monday',
  achievable: 'Yes',
  relevant: 'My health',
  time_bound: 'Next four weekends',
};
const many = (n: number) => Array.from({ length: n }, (_, i) => ({ data_id: `opt-${i}` }));

describe('CommitActivityRequestSchema', () => {
  it.each<[number, unknown]>([
    [0, [{ data_id: 'pos-1' }, { data_id: 'pos-9', other: 'Dancing' }]],
    [0, JSON.stringify([{ data_id: 'pos-1' }])],
    [2, ['Sleep before midnight', 'Call home weekly']],
    [2, '["Sleep before midnight"]'],
    [3, [{ data_id: 'neg-2' }]],
    [4, smart],
    [4, JSON.stringify(smart)],
    [5, []],
    [5, [{ data_id: 'inf-peers' }]],
    [6, [0, 4, 7]],
    [6, '[1,3,6]'],
    [7, [{ data_id: 'hook-boredom' }]],
    [9, [{ data_id: 'value-health' }]],
    [10, many(8)],
    [11, many(10)],
    [12, { list: 'helps', items: [] }],
    [12, { list: 'hr_practices', items: [{ data_id: 'hr-1' }] }],
    [15, many(7)],
    [16, 'My flatmates and the group chat'],
    [16, '[not json, just text]'],
    [17, [{ data_id: 'value-health', score: 9 }]],
  ])('accepts type %i with value %j', (type, value) => {
    expect(CommitActivityRequestSchema.safeParse({ type, value }).success).toBe(true);
  });

  it('parses a JSON string value into its shape', () => {
    const parsed = CommitActivityRequestSchema.parse({ type: 6, value: '[0,4,7]' });
    expect(parsed).toEqual({ type: 6, value: [0, 4, 7] });
  });

  it.each<[string, unknown]>([
    ['an unknown type 1', { type: 1, value: [] }],
    ['an unknown type 8', { type: 8, value: [] }],
    ['an unknown type 18', { type: 18, value: [] }],
    ['a string type', { type: '0', value: [{ data_id: 'a' }] }],
    ['no value', { type: 0 }],
    ['no type', { value: [] }],
    ['empty positives', { type: 0, value: [] }],
    ['empty negatives', { type: 3, value: '[]' }],
    ['positives as a plain word', { type: 0, value: 'pos-1' }],
    ['positives as broken JSON', { type: 0, value: '[{"data_id":' }],
    ['a bad option id', { type: 5, value: [{ data_id: '<script>' }] }],
    ['a repeated option', { type: 7, value: [{ data_id: 'a' }, { data_id: 'a' }] }],
    ['a blank other text', { type: 9, value: [{ data_id: 'a', other: '  ' }] }],
    ['an oversized other text', { type: 9, value: [{ data_id: 'a', other: 'x'.repeat(1001) }] }],
    ['an oversized list', { type: 10, value: many(51) }],
    ['no personal goals', { type: 2, value: [] }],
    ['only empty personal goals', { type: 2, value: ['', '  ', []] }],
    ['a nested personal goal', { type: 2, value: [['Run']] }],
    ['too many personal goals', { type: 2, value: Array.from({ length: 21 }, () => 'Run') }],
    ['a SMART goal missing a field', { type: 4, value: { ...smart, time_bound: undefined } }],
    [
      'an empty SMART goal',
      {
        type: 4,
        value: {
          ...smart,
          specific: '',
          measurable: '',
          achievable: '',
          relevant: '',
          time_bound: ' ',
        },
      },
    ],
    ['injunctive id 9', { type: 6, value: [0, 4, 9] }],
    ['no injunctive ids', { type: 6, value: [] }],
    ['repeated injunctive ids', { type: 6, value: [0, 0] }],
    ['type 12 without a list name', { type: 12, value: [{ data_id: 'help-1' }] }],
    ['empty harm-reduction practices', { type: 12, value: { list: 'hr_practices', items: [] } }],
    ['blank other influences', { type: 16, value: '   ' }],
    ['oversized other influences', { type: 16, value: 'x'.repeat(1001) }],
    ['a value score above 10', { type: 17, value: [{ data_id: 'v', score: 11 }] }],
    ['an oversized JSON string', { type: 5, value: `[${'{"data_id":"a"},'.repeat(4000)}]` }],
    ['a value of the wrong type', { type: 17, value: 42 }],
  ])('rejects %s', (_, body) => {
    expect(CommitActivityRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('CommitScoreRequestSchema', () => {
  it.each<[number, unknown, unknown]>([
    [2, 0, 0],
    [2, 10, 10],
    [2, '7', 7],
    [3, 32, 32],
    [3, 60, 60],
    [4, 10, 10],
    [4, 11, 11],
    [5, 17, 17],
    [6, [5, 5, 5], [5, 5, 5]],
    [6, '[0,10,4]', [0, 10, 4]],
    [7, 10, 10],
    [8, 5, 5],
    [9, [43, 34], [43, 34]],
    [9, '[38,40]', [38, 40]],
  ])('accepts type %i with value %j as %j', (type, value, parsed) => {
    expect(CommitScoreRequestSchema.parse({ type, value })).toEqual({ type, value: parsed });
  });

  it.each<[string, unknown]>([
    ['type 1', { type: 1, value: 1 }],
    ['type 10', { type: 10, value: 1 }],
    ['a quiz score of 11', { type: 2, value: 11 }],
    ['a negative quiz score', { type: 2, value: -1 }],
    ['a fractional quiz score', { type: 2, value: 2.5 }],
    ['a quiz score of "11"', { type: 2, value: '11' }],
    ['a quiz score of "abc"', { type: 2, value: 'abc' }],
    ['decision making 61', { type: 3, value: 61 }],
    ['awareness 41', { type: 5, value: 41 }],
    ['two relationship scores', { type: 6, value: [5, 5] }],
    ['a relationship score of 11', { type: 6, value: [5, 5, 11] }],
    ['confidence 11', { type: 7, value: 11 }],
    ['an HR commitment of 6', { type: 8, value: 6 }],
    ['an infinite HR commitment', { type: 8, value: Number.POSITIVE_INFINITY }],
    ['one descriptive guess', { type: 9, value: [43] }],
    ['a guess of 101', { type: 9, value: [101, 34] }],
    ['an oversized string', { type: 9, value: `[${'1,'.repeat(100)}1]` }],
    ['no value', { type: 2 }],
  ])('rejects %s', (_, body) => {
    expect(CommitScoreRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('CommitDastResponsesRequestSchema', () => {
  it.each([[[0, 1, 0, 0, 0, 0, 0, 0, 0]], ['[1,1,1,1,1,1,1,1,1]']])('accepts %j', (answers) => {
    expect(
      CommitDastResponsesRequestSchema.parse({ dast_answers: answers }).dast_answers,
    ).toHaveLength(9);
  });

  it.each<[string, unknown]>([
    ['eight answers', [0, 1, 0, 0, 0, 0, 0, 0]],
    ['ten answers', [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['a 2', [0, 1, 0, 0, 0, 0, 0, 0, 2]],
    ['yes/no words', ['yes', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no']],
    ['broken JSON', '[0,1'],
    ['an oversized string', ' '.repeat(101)],
    ['nothing', undefined],
  ])('rejects %s', (_, answers) => {
    expect(CommitDastResponsesRequestSchema.safeParse({ dast_answers: answers }).success).toBe(
      false,
    );
  });
});

describe('CommitDastResponsesResponseSchema', () => {
  it.each([
    [{ user_type: 2, score: 4 }, true],
    [{ user_type: 1, score: 0 }, true],
    [{ user_type: 4, score: 4 }, false],
    [{ user_type: 2, score: 11 }, false],
    [{ user_type: 2 }, false],
  ])('accepts %j: %s', (body, ok) => {
    expect(CommitDastResponsesResponseSchema.safeParse(body).success).toBe(ok);
  });
});

describe('CommitUserTypeRequestSchema', () => {
  it.each([
    [{ user_type: 3 }, true],
    [{ user_type: 0 }, false],
    [{ user_type: '1' }, false],
    [{}, false],
  ])('accepts %j: %s', (body, ok) => {
    expect(CommitUserTypeRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('CommitSelectedDrugsRequestSchema', () => {
  it.each<[unknown, unknown]>([
    [
      { selection: '0,2', primary_drug: 2 },
      { selection: [0, 2], primary_drug: 2 },
    ],
    [
      { selection: '7', primary_drug: '7' },
      { selection: [7], primary_drug: 7 },
    ],
    [
      { selection: '', primary_drug: null },
      { selection: [], primary_drug: null },
    ],
    [{ selection: '' }, { selection: [], primary_drug: null }],
    [
      { selection: '', primary_drug: '' },
      { selection: [], primary_drug: null },
    ],
    [
      { selection: '0,1,2,3,4,5,6,7', primary_drug: 0 },
      { selection: [0, 1, 2, 3, 4, 5, 6, 7], primary_drug: 0 },
    ],
  ])('parses %j as %j', (body, parsed) => {
    expect(CommitSelectedDrugsRequestSchema.parse(body)).toEqual(parsed);
  });

  it.each<[string, unknown]>([
    ['a primary drug not selected', { selection: '0,2', primary_drug: 1 }],
    ['no primary drug for a selection', { selection: '0,2' }],
    ['a primary drug with no selection', { selection: '', primary_drug: 3 }],
    ['drug 8', { selection: '8', primary_drug: 8 }],
    ['a repeated drug', { selection: '2,2', primary_drug: 2 }],
    ['spaces', { selection: '0, 2', primary_drug: 0 }],
    ['a trailing comma', { selection: '0,', primary_drug: 0 }],
    ['an array selection', { selection: [0, 2], primary_drug: 0 }],
    ['an oversized selection', { selection: '0,1,2,3,4,5,6,7,0', primary_drug: 0 }],
    ['a primary drug of "x"', { selection: '0', primary_drug: 'x' }],
    ['no selection', { primary_drug: 0 }],
  ])('rejects %s', (_, body) => {
    expect(CommitSelectedDrugsRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('CommitNavigationHistoryRequestSchema', () => {
  const history = {
    '1-0': {},
    '1-3': { 'drug-select': ['0', '2'], note: 'hi', done: true, n: null },
  };

  it.each([[history], [JSON.stringify(history)]])('accepts %j', (navigationHistory) => {
    expect(
      CommitNavigationHistoryRequestSchema.parse({
        navigation_history: navigationHistory,
        last_page: '1-3',
      }),
    ).toEqual({ navigation_history: history, last_page: '1-3' });
  });

  it.each<[string, unknown]>([
    ['an unknown page', { navigation_history: { '8-0': {} }, last_page: '1-0' }],
    ['a bad last page', { navigation_history: {}, last_page: 'home' }],
    ['no last page', { navigation_history: {} }],
    ['answers that are not an object', { navigation_history: { '1-0': [1] }, last_page: '1-0' }],
    ['a nested answer', { navigation_history: { '1-0': { q: { deep: 1 } } }, last_page: '1-0' }],
    [
      'an oversized answer',
      { navigation_history: { '1-0': { q: 'x'.repeat(1001) } }, last_page: '1-0' },
    ],
    [
      'too many answers on a page',
      {
        navigation_history: {
          '1-0': Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`q${i}`, 1])),
        },
        last_page: '1-0',
      },
    ],
    [
      'too many pages',
      {
        navigation_history: Object.fromEntries(
          Array.from({ length: 501 }, (_, i) => [`1-${i}`, {}]),
        ),
        last_page: '1-0',
      },
    ],
    [
      'an oversized JSON string',
      { navigation_history: `{"1-0":{"q":"${'x'.repeat(200_000)}"}}`, last_page: '1-0' },
    ],
    ['broken JSON', { navigation_history: '{"1-0":', last_page: '1-0' }],
  ])('rejects %s', (_, body) => {
    expect(CommitNavigationHistoryRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('CommitOptionalHistoryRequestSchema', () => {
  it.each<[unknown, unknown]>([
    [
      { history: { '3': 2 }, completed: [], available: ['3', '4'] },
      { history: { '3': 2 }, completed: [], available: ['3', '4'] },
    ],
    [
      { history: '{"4A":7}', completed: '["4A"]', available: '[]' },
      { history: { '4A': 7 }, completed: ['4A'], available: [] },
    ],
  ])('parses %j as %j', (body, parsed) => {
    expect(CommitOptionalHistoryRequestSchema.parse(body)).toEqual(parsed);
  });

  it.each<[string, unknown]>([
    ['a module both completed and available', { history: {}, completed: ['3'], available: ['3'] }],
    ['an unknown module', { history: {}, completed: ['9'], available: [] }],
    ['a repeated module', { history: {}, completed: [], available: ['4', '4'] }],
    ['a negative step', { history: { '3': -1 }, completed: [], available: [] }],
    ['a step that is not a number', { history: { '3': 'two' }, completed: [], available: [] }],
    ['no history', { completed: [], available: [] }],
    [
      'an oversized JSON string',
      { history: {}, completed: `[${'"3",'.repeat(200)}"3"]`, available: [] },
    ],
  ])('rejects %s', (_, body) => {
    expect(CommitOptionalHistoryRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('SetCookieSettingsRequestSchema', () => {
  it.each<[unknown, unknown]>([
    [
      { enable_ga: 1, remember_me: 0 },
      { enable_ga: 1, remember_me: 0 },
    ],
    [
      { enable_ga: false, remember_me: true },
      { enable_ga: 0, remember_me: 1 },
    ],
    [
      { enable_ga: '1', remember_me: '1' },
      { enable_ga: 1, remember_me: 1 },
    ],
  ])('parses %j as %j', (body, parsed) => {
    expect(SetCookieSettingsRequestSchema.parse(body)).toEqual(parsed);
  });

  it.each([
    [{ enable_ga: 1 }],
    [{ enable_ga: 2, remember_me: 0 }],
    [{ enable_ga: 'true', remember_me: 0 }],
    [{}],
  ])('rejects %j', (body) => {
    expect(SetCookieSettingsRequestSchema.safeParse(body).success).toBe(false);
  });
});
