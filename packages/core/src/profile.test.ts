import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE,
  ProfileSchema,
  applyProfileUpdate,
  dastResultOfProfile,
  isProfileValueSet,
  knownDastScore,
  needsCommit,
  profileAfterDast,
  profileAfterDrugSelection,
  scoreValuesOfProfile,
  type Profile,
  type ProfileField,
} from './profile';

const live = { reviewMode: false };
const review = { reviewMode: true };
const options = [{ data_id: 'pos-1' }, { data_id: 'pos-other', other: 'Feeling brave' }];

describe('EMPTY_PROFILE', () => {
  it('is a valid profile with dast_score 0', () => {
    expect(ProfileSchema.parse(EMPTY_PROFILE)).toEqual(EMPTY_PROFILE);
    expect(EMPTY_PROFILE.dast_score).toBe(0);
  });
});

describe('applyProfileUpdate', () => {
  it.each<[ProfileField, unknown]>([
    ['positivesList', options],
    ['negativesList', [{ data_id: 'neg-2' }]],
    ['hr_practices', [{ data_id: 'hr-1' }]],
    ['influences', []],
    ['hr_commitment', 0],
    ['hr_commitment', 5],
    ['quiz_score', 10],
    ['user_type', 1],
    ['primary_drug', 7],
    ['descriptiveNorms', [43, 34]],
    ['relationship_scores', [5, 5, 5]],
    ['smart', { specific: 'a', measurable: '', achievable: '', relevant: '', time_bound: '' }],
    ['other_influences', 'My flatmates'],
    ['injunctiveNorms', [0, 4, 7]],
    ['values_scores', [{ data_id: 'family', score: 8 }]],
    ['dastList', [0, 1, 0, 0, 0, 0, 0, 0, 0]],
  ])('sets %s to %j', (field, value) => {
    expect(applyProfileUpdate(EMPTY_PROFILE, field, value, live)[field]).toEqual(value);
  });

  it.each<[ProfileField, unknown, string]>([
    ['positivesList', [], 'an empty positives list'],
    ['positivesList', 'pos-1', 'a non-array positives list'],
    ['negativesList', [], 'an empty negatives list'],
    ['negativesList', { data_id: 'neg-1' }, 'a non-array negatives list'],
    ['hr_practices', [], 'an empty harm-reduction list'],
    ['hr_practices', null, 'a null harm-reduction list'],
    ['hr_commitment', Number.NaN, 'a NaN commitment'],
    ['hr_commitment', Number.POSITIVE_INFINITY, 'an infinite commitment'],
    ['hr_commitment', '3', 'a string commitment'],
    ['hr_commitment', 6, 'a commitment above 5'],
    ['personalGoals', 'be well', 'non-array goals'],
    ['quiz_score', 11, 'a quiz score above 10'],
    ['user_type', 4, 'user type 4'],
    ['primary_drug', 8, 'drug 8'],
    ['positivesList', [{ data_id: 'a' }, { data_id: 'a' }], 'a repeated option'],
    ['dastList', [0, 1], 'two DAST answers'],
    ['other_influences', '   ', 'blank text'],
  ])('ignores %s = %j (%s)', (field, value) => {
    expect(applyProfileUpdate(EMPTY_PROFILE, field, value, live)).toBe(EMPTY_PROFILE);
  });

  it('changes nothing in review mode', () => {
    expect(applyProfileUpdate(EMPTY_PROFILE, 'positivesList', options, review)).toBe(EMPTY_PROFILE);
    expect(applyProfileUpdate(EMPTY_PROFILE, 'quiz_score', 3, review)).toBe(EMPTY_PROFILE);
  });

  it.each([
    [
      ['Sleep more', '', ['nested'], 'Study', '  '],
      ['Sleep more', 'Study'],
    ],
    [[], []],
    [[42, 'Run'], ['Run']],
  ])('keeps only non-empty string goals from %j', (goals, kept) => {
    expect(applyProfileUpdate(EMPTY_PROFILE, 'personalGoals', goals, live).personalGoals).toEqual(
      kept,
    );
  });

  it('leaves the other fields and the given profile as they were', () => {
    const before = ProfileSchema.parse(EMPTY_PROFILE);
    const after = applyProfileUpdate(EMPTY_PROFILE, 'quiz_score', 7, live);
    expect(after).toEqual({ ...before, quiz_score: 7 });
    expect(EMPTY_PROFILE).toEqual(before);
  });
});

describe('needsCommit', () => {
  const answered: Profile = {
    ...EMPTY_PROFILE,
    positivesList: [{ data_id: 'pos-1' }],
    quiz_score: 0,
    smart: { specific: 'a', measurable: '', achievable: '', relevant: '', time_bound: '' },
    dastList: [0, 1, 0, 0, 0, 0, 0, 0, 0],
    hr_commitment: 0,
  };

  it.each<[ProfileField, boolean]>([
    ['positivesList', false],
    ['negativesList', true],
    ['quiz_score', false],
    ['life_values_score', true],
    ['smart', false],
    ['dast_score', false],
    ['hr_commitment', false],
    ['other_influences', true],
  ])('for %s of an answered profile: %s', (field, expected) => {
    expect(needsCommit(answered, field)).toBe(expected);
    expect(isProfileValueSet(answered, field)).toBe(!expected);
  });

  it('sends dast_score while no DAST answers exist, although it defaults to 0', () => {
    expect(needsCommit(EMPTY_PROFILE, 'dast_score')).toBe(true);
  });
});

describe('ProfileSchema', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a missing field', { quiz_score: undefined }],
    ['a string score', { quiz_score: '3' }],
    ['an oversized list', { hooks: Array.from({ length: 51 }, (_, i) => ({ data_id: `h${i}` })) }],
    ['an oversized goal', { personalGoals: ['x'.repeat(1001)] }],
    ['an out-of-range DAST score', { dast_score: 11 }],
    ['an empty option id', { needs: [{ data_id: '' }] }],
  ])('rejects %s', (_, change) => {
    expect(ProfileSchema.safeParse({ ...EMPTY_PROFILE, ...change }).success).toBe(false);
  });
});

describe('scoreValuesOfProfile', () => {
  it('gives nothing for an empty profile: the default DAST score of 0 is not an answer', () => {
    expect(scoreValuesOfProfile(EMPTY_PROFILE)).toEqual({});
  });

  it('gives the values that are set, the DAST score once answered', () => {
    const profile = {
      ...EMPTY_PROFILE,
      dastList: [1, 0, 1, 0, 0, 0, 0, 0, 0] as Profile['dastList'],
      dast_score: 4,
      quiz_score: 7,
      user_type: 2 as const,
      hr_commitment: 0,
    };
    expect(scoreValuesOfProfile(profile)).toEqual({
      dast_score: 4,
      quiz_score: 7,
      user_type: 2,
      hr_commitment: 0,
    });
  });
});

describe('profileAfterDrugSelection', () => {
  it('keeps the primary drug and leaves the user type to the DAST when drugs were used', () => {
    const profile = profileAfterDrugSelection(EMPTY_PROFILE, [0, 2], 2);
    expect(profile).toMatchObject({ primary_drug: 2, user_type: null });
  });

  it('makes a student who used no drug user type 1, the type of a DAST score of 0', () => {
    expect(profileAfterDrugSelection(EMPTY_PROFILE, [], null)).toMatchObject({
      primary_drug: null,
      user_type: 1,
    });
  });

  it('keeps a user type already given', () => {
    const typed: Profile = { ...EMPTY_PROFILE, user_type: 3 };
    expect(profileAfterDrugSelection(typed, [], null).user_type).toBe(3);
  });
});

describe('profileAfterDast', () => {
  const answers = [1, 0, 1, 0, 0, 0, 0, 0, 0] as const;

  it('stores the answers, their score and the user type of the score', () => {
    const profile = profileAfterDast(EMPTY_PROFILE, true, answers);
    // 1 for using drugs, 1 each for the first and third answers, 1 for "no" to the second: 4.
    expect(profile).toMatchObject({ dastList: [...answers], dast_score: 4, user_type: 2 });
    expect(dastResultOfProfile(profile)).toEqual({ user_type: 2, score: 4 });
  });

  it('scores 0 when no drug was used, and keeps a user type already given', () => {
    const typed: Profile = { ...EMPTY_PROFILE, user_type: 1 };
    const profile = profileAfterDast(typed, false, answers);
    expect(profile).toMatchObject({ dast_score: 0, user_type: 1 });
    expect(dastResultOfProfile(profile)).toEqual({ user_type: 1, score: 0 });
  });

  it('throws a RangeError for answers that are not nine 0/1 values', () => {
    expect(() => profileAfterDast(EMPTY_PROFILE, true, [1, 0])).toThrow(RangeError);
  });
});

describe('dastResultOfProfile', () => {
  it('takes the user type from the score while none is saved', () => {
    expect(dastResultOfProfile({ ...EMPTY_PROFILE, dast_score: 7 })).toEqual({
      user_type: 2,
      score: 7,
    });
  });
});

describe('knownDastScore', () => {
  const answered = profileAfterDast(EMPTY_PROFILE, true, [1, 1, 1, 0, 0, 0, 0, 0, 0]);

  it('is the saved score once the answers are in, whatever the selection says', () => {
    expect(knownDastScore(answered, [0])).toBe(3);
    expect(knownDastScore(answered, null)).toBe(3);
  });

  it('is 0 for a student who selected no drug, and unknown before either', () => {
    expect(knownDastScore(EMPTY_PROFILE, [])).toBe(0);
    expect(knownDastScore(EMPTY_PROFILE, [2])).toBeNull();
    expect(knownDastScore(EMPTY_PROFILE, null)).toBeNull();
  });
});
