import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../profile';
import { feedbackContentNo, feedbackInputsFromProfile, posnegsBalance, posnegsCounts } from './feedback';
import { FeedbackBandsFileSchema, type FeedbackBandsFile } from './feedback-bands';

const quiz = {
  schemaVersion: 1,
  call: 'process_quiz_score',
  description: 'Quiz feedback',
  bands: [
    { when: { quiz_score: { min: 0, max: 4 } }, content_no: 0 },
    { when: { quiz_score: { min: 5, max: 10 } }, content_no: 1, note: 'Well done' },
  ],
};

const confidence = {
  schemaVersion: 1,
  call: 'process_confidence',
  description: 'Confidence and willingness',
  bands: [
    {
      when: { confidence_score: { min: 6, max: 10 }, willingness_score: { min: 0, max: 5 } },
      content_no: 1,
    },
    {
      when: { confidence_score: { min: 6, max: 10 }, willingness_score: { min: 6, max: 10 } },
      content_no: 2,
    },
    { when: { confidence_score: { min: 0, max: 10 } }, content_no: 0 },
  ],
};

function parse(file: unknown): FeedbackBandsFile {
  return FeedbackBandsFileSchema.parse(file);
}

function messages(file: unknown): string[] {
  const result = FeedbackBandsFileSchema.safeParse(file);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('FeedbackBandsFileSchema', () => {
  it('accepts bands that cover every score exactly once', () => {
    expect(parse(quiz).bands).toHaveLength(2);
  });

  it('rejects a gap and names the uncovered value', () => {
    const gap = { ...quiz, bands: [quiz.bands[0]] };
    expect(messages(gap)).toContain('No band covers quiz_score=5');
  });

  it('rejects a band that is never the first match', () => {
    const shadowed = {
      ...quiz,
      bands: [...quiz.bands, { when: { quiz_score: { min: 4, max: 4 } }, content_no: 2 }],
    };
    expect(messages(shadowed)).toEqual([
      'Never used: the bands before it cover all of its values',
    ]);
  });

  it('reports at most five coverage problems', () => {
    const none = { ...quiz, bands: [{ when: { quiz_score: { min: 0, max: 0 } }, content_no: 0 }] };
    expect(messages(none)).toHaveLength(5);
  });

  it('rejects an input the call does not use', () => {
    const wrong = {
      ...quiz,
      bands: [{ when: { dast_score: { min: 0, max: 10 } }, content_no: 0 }],
    };
    expect(messages(wrong)).toEqual(['process_quiz_score does not use dast_score']);
  });

  it('rejects a range outside the input range', () => {
    const wide = { ...quiz, bands: [{ when: { quiz_score: { min: 0, max: 11 } }, content_no: 0 }] };
    expect(messages(wide)).toEqual(['Must lie within 0–10']);
  });

  it('rejects a reversed range', () => {
    const reversed = {
      ...quiz,
      bands: [{ when: { quiz_score: { min: 5, max: 4 } }, content_no: 0 }],
    };
    expect(messages(reversed)).toContain('min must not exceed max');
  });

  it.each([
    ['another schema version', { ...quiz, schemaVersion: 2 }],
    ['an unknown call', { ...quiz, call: 'process_everything' }],
    ['no bands', { ...quiz, bands: [] }],
    ['an unknown input name', { ...quiz, bands: [{ when: { mood: {} }, content_no: 0 }] }],
  ])('rejects %s', (_name, file) => {
    expect(FeedbackBandsFileSchema.safeParse(file).success).toBe(false);
  });

  it('requires coverage both without and with an optional input', () => {
    expect(parse(confidence).bands).toHaveLength(3);
    const onlyWithWillingness = { ...confidence, bands: confidence.bands.slice(0, 2) };
    expect(messages(onlyWithWillingness)).toContain('No band covers confidence_score=0');
  });
});

describe('feedbackContentNo', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [10, 1],
  ])('gives quiz score %i the item %i', (score, contentNo) => {
    expect(feedbackContentNo(parse(quiz), { quiz_score: score })).toEqual({
      ok: true,
      content_no: contentNo,
    });
  });

  it('reports the missing required input', () => {
    expect(feedbackContentNo(parse(quiz), { dast_score: 3 })).toEqual({
      ok: false,
      missing: ['quiz_score'],
    });
  });

  it.each<[number | undefined, number]>([
    [undefined, 0],
    [3, 1],
    [8, 2],
  ])('uses the optional willingness %s when known', (willingness, contentNo) => {
    const inputs = willingness === undefined ? {} : { willingness_score: willingness };
    expect(feedbackContentNo(parse(confidence), { confidence_score: 7, ...inputs })).toEqual({
      ok: true,
      content_no: contentNo,
    });
  });

  it('ignores inputs the call does not use', () => {
    expect(feedbackContentNo(parse(quiz), { quiz_score: 9, dast_score: 99 })).toEqual({
      ok: true,
      content_no: 1,
    });
  });

  it.each([-1, 11, 2.5])('throws a RangeError for the out-of-range input %s', (score) => {
    expect(() => feedbackContentNo(parse(quiz), { quiz_score: score })).toThrow(RangeError);
  });

  it('throws a RangeError for a file that does not cover the input', () => {
    const unchecked = { ...parse(quiz), bands: [] };
    expect(() => feedbackContentNo(unchecked, { quiz_score: 3 })).toThrow(
      'No band of process_quiz_score covers quiz_score=3',
    );
  });
});

describe('feedbackInputsFromProfile', () => {
  it('knows nothing of an empty profile (dast_score 0 is not an answer)', () => {
    expect(feedbackInputsFromProfile(EMPTY_PROFILE)).toEqual({});
    expect(feedbackInputsFromProfile(EMPTY_PROFILE, null)).toEqual({});
  });

  it('knows a DAST score of 0 once the student saved that they used no drug', () => {
    expect(feedbackInputsFromProfile(EMPTY_PROFILE, [])).toEqual({ dast_score: 0 });
    expect(feedbackInputsFromProfile(EMPTY_PROFILE, [0, 2])).toEqual({});
  });

  it('gives every saved score, and the DAST score once the DAST was answered', () => {
    const profile = {
      ...EMPTY_PROFILE,
      dast_score: 4,
      dastList: [1, 1, 1, 0, 0, 0, 0, 0, 0] as (0 | 1)[],
      quiz_score: 7,
      decision_making_score: 30,
      behavioural_score: 17,
      confidence_score: 6,
      willingness_score: 9,
    };
    expect(feedbackInputsFromProfile(profile)).toEqual({
      dast_score: 4,
      quiz_score: 7,
      decision_making_score: 30,
      behavioural_score: 17,
      confidence_score: 6,
      willingness_score: 9,
    });
  });
});

describe('posnegsBalance', () => {
  it.each([
    [3, 1, 2],
    [0, 4, -4],
    [2, 2, 0],
  ])('gives %i positives and %i negatives a balance of %i', (positives, negatives, balance) => {
    expect(posnegsBalance({ positives, negatives })).toBe(balance);
  });
});

describe('posnegsCounts', () => {
  it('counts the effects chosen, "something else" included', () => {
    const counts = posnegsCounts({
      positivesList: [{ data_id: 'pos-fun' }, { data_id: 'other', other: 'Felt free' }],
      negativesList: [{ data_id: 'neg-sleep' }],
    });
    expect(counts).toEqual({ positives: 2, negatives: 1 });
  });

  it('leaves out "nothing comes to mind" on either side', () => {
    const counts = posnegsCounts({
      positivesList: [{ data_id: 'pos-none' }],
      negativesList: [{ data_id: 'neg-sleep' }, { data_id: 'neg-money' }],
    });
    expect(counts).toEqual({ positives: 0, negatives: 2 });
    expect(posnegsCounts({ positivesList: [{ data_id: 'pos-fun' }], negativesList: [{ data_id: 'neg-none' }] })).toEqual({
      positives: 1,
      negatives: 0,
    });
  });
});
