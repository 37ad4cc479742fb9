import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPES,
  CommitActivityRequestSchema,
  CommitSelectedDrugsRequestSchema,
  INPUT_LIMITS,
  SCORE_TYPES,
  type DastAnswer,
} from '@clearpath/core';
import { AppError } from '../../errors';
import { EMPTY_SAVED_STATE, type SavedState } from '../progress/state';
import {
  decideActivity,
  decideDast,
  decideNavigationHistory,
  decideOptionalHistory,
  decideScore,
  decideSelectedDrugs,
  decideUserType,
  decideWillingness,
} from './decisions';

const drugs = (selection: string, primary: number | '') =>
  CommitSelectedDrugsRequestSchema.parse({ selection, primary_drug: primary });
const withDrugs = (selection: string, primary: number | ''): SavedState =>
  decideSelectedDrugs(EMPTY_SAVED_STATE, drugs(selection, primary)).state;
const ALL_NO: DastAnswer[] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
const SOME_YES: DastAnswer[] = [1, 1, 1, 0, 0, 0, 0, 0, 0];
/** The pages of the content, for the completions a history may mark. */
const isModulePage = (page: string) =>
  /^(1-([0-9]|1[0-5])|2-[0-9]|2C-([0-9]|10)|5A-[0-4]|Review)$/.test(page);

describe('decideActivity', () => {
  const positives = CommitActivityRequestSchema.parse({
    type: ACTIVITY_TYPES.positives,
    value: [{ data_id: 'fun' }],
  });

  it('saves a first answer in the profile field of its type', () => {
    const decision = decideActivity(EMPTY_SAVED_STATE, positives);
    expect(decision.applied).toBe(true);
    expect(decision.state.profile.positivesList).toEqual([{ data_id: 'fun' }]);
    expect(decision.response).toEqual({ status: true });
  });

  it('keeps the first answer when the same type comes again', () => {
    const first = decideActivity(EMPTY_SAVED_STATE, positives).state;
    const again = CommitActivityRequestSchema.parse({
      type: ACTIVITY_TYPES.positives,
      value: [{ data_id: 'calm' }],
    });
    const decision = decideActivity(first, again);
    expect(decision.applied).toBe(false);
    expect(decision.state.profile.positivesList).toEqual([{ data_id: 'fun' }]);
  });

  it('fills helps or harm-reduction practices as the value names', () => {
    const helps = CommitActivityRequestSchema.parse({
      type: ACTIVITY_TYPES.helpsAndHrPractices,
      value: { list: 'helps', items: [{ data_id: 'gp' }] },
    });
    const practices = CommitActivityRequestSchema.parse({
      type: ACTIVITY_TYPES.helpsAndHrPractices,
      value: { list: 'hr_practices', items: [{ data_id: 'water' }] },
    });
    const state = decideActivity(decideActivity(EMPTY_SAVED_STATE, helps).state, practices).state;
    expect(state.profile.helps).toEqual([{ data_id: 'gp' }]);
    expect(state.profile.hr_practices).toEqual([{ data_id: 'water' }]);
  });
});

describe('decideScore', () => {
  it('saves the first score and keeps it', () => {
    const first = decideScore(EMPTY_SAVED_STATE, { type: SCORE_TYPES.quiz, value: 7 });
    expect(first.state.profile.quiz_score).toBe(7);
    const again = decideScore(first.state, { type: SCORE_TYPES.quiz, value: 2 });
    expect(again).toMatchObject({ applied: false, state: first.state });
  });

  it('saves a score of 0 as an answer', () => {
    const decision = decideScore(EMPTY_SAVED_STATE, { type: SCORE_TYPES.hrCommitment, value: 0 });
    expect(decision).toMatchObject({ applied: true, state: { profile: { hr_commitment: 0 } } });
  });
});

describe('decideDast', () => {
  it('refuses to score before the drug selection is saved', () => {
    expect(() => decideDast(EMPTY_SAVED_STATE, ALL_NO)).toThrow(AppError);
  });

  it('scores 0 and gives user type 1 when no drug was selected', () => {
    const decision = decideDast(withDrugs('', ''), SOME_YES);
    expect(decision.response).toEqual({ user_type: 1, score: 0 });
    expect(decision.state.profile).toMatchObject({ dast_score: 0, dastList: SOME_YES });
  });

  it.each<[DastAnswer[], number, 1 | 2 | 3]>([
    [[0, 1, 0, 0, 0, 0, 0, 0, 0], 1, 3],
    [ALL_NO, 2, 3],
    [SOME_YES, 3, 2],
  ])('scores %j with drug use as %i, user type %i', (answers, score, userType) => {
    const decision = decideDast(withDrugs('0,2', 2), answers);
    expect(decision.response).toEqual({ user_type: userType, score });
    expect(decision.state.profile).toMatchObject({ dast_score: score, user_type: userType });
  });

  it('keeps the first DAST and answers it again', () => {
    const first = decideDast(withDrugs('1', 1), SOME_YES).state;
    const again = decideDast(first, ALL_NO);
    expect(again).toMatchObject({ applied: false, response: { user_type: 2, score: 3 } });
  });

  it('takes no user type before the DAST: the screen sets it, and keeps it after', () => {
    expect(() => decideUserType(withDrugs('1', 1), 3)).toThrow(
      expect.objectContaining({ code: 'conflict' }),
    );
    const screened = decideDast(withDrugs('1', 1), SOME_YES).state;
    const decision = decideUserType(screened, 3);
    expect(decision.applied).toBe(false);
    expect(decision.state.profile.user_type).toBe(2);
  });
});

describe('decideSelectedDrugs', () => {
  it('saves the selection and primary drug once', () => {
    const first = withDrugs('0,3', 3);
    expect(first.selected_drugs).toEqual([0, 3]);
    expect(first.profile.primary_drug).toBe(3);
    const again = decideSelectedDrugs(first, drugs('5', 5));
    expect(again).toMatchObject({ applied: false, state: first });
  });

  it('saves "none" as an answer, which makes the student user type 1', () => {
    expect(withDrugs('', '')).toMatchObject({
      selected_drugs: [],
      profile: { primary_drug: null, user_type: 1, dastList: [] },
    });
  });

  it('gives no user type for a selection of drugs: the DAST decides it', () => {
    expect(withDrugs('2', 2).profile.user_type).toBeNull();
  });
});

describe('decideNavigationHistory and decideOptionalHistory', () => {
  it('add each commit to what is saved: a stale tab or second device wipes nothing out', () => {
    const first = decideNavigationHistory(
      EMPTY_SAVED_STATE,
      {
        navigation_history: { '1-0': {}, '1-1': { a: 1, b: 'kept' } },
        last_page: '1-1',
      },
      isModulePage,
    ).state;
    const second = decideNavigationHistory(
      first,
      {
        navigation_history: { '1-1': { a: 2 }, '1-2': {} },
        last_page: '1-2',
      },
      isModulePage,
    );
    expect(second.applied).toBe(true);
    expect(second.state.navigation_history).toEqual({
      '1-0': {},
      '1-1': { a: 2, b: 'kept' },
      '1-2': {},
    });
    expect(second.state.last_page).toBe('1-2');
    const typed = { ...second.state, profile: { ...second.state.profile, user_type: 2 as const } };
    const unlocked = decideOptionalHistory(typed, {
      history: {},
      completed: [],
      available: ['3', '4'],
    });
    const optional = decideOptionalHistory(unlocked.state, {
      history: { '3': 2 },
      completed: ['4'],
      available: ['3'],
    });
    expect(optional.state.optional_history).toEqual({
      history: { '3': 2 },
      completed: ['4'],
      available: ['3'],
    });
    // A tab left open from before 4 was completed and 3 was reached sends its older state.
    const stale = decideOptionalHistory(optional.state, {
      history: { '3': 1 },
      completed: [],
      available: ['3', '4'],
    });
    expect(stale.state.optional_history).toEqual(optional.state.optional_history);
  });

  it('refuse a commit that would grow the history past its limit (400, nothing stored)', () => {
    const pages = (from: number) =>
      Object.fromEntries(
        Array.from({ length: INPUT_LIMITS.historyPages }, (_, i) => [`1-${from + i}`, {}]),
      );
    const full = decideNavigationHistory(
      EMPTY_SAVED_STATE,
      {
        navigation_history: pages(0),
        last_page: '1-0',
      },
      isModulePage,
    ).state;
    expect(() =>
      decideNavigationHistory(
        full,
        { navigation_history: { '2-0': {} }, last_page: '2-0' },
        isModulePage,
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'bad_request',
        message: expect.stringMatching(/nothing was changed/),
      }),
    );
    expect(Object.keys(full.navigation_history)).toHaveLength(INPUT_LIMITS.historyPages);
  });

  it('refuse completions the participant could not have reached (400, nothing stored)', () => {
    const typeTwo = {
      ...EMPTY_SAVED_STATE,
      profile: { ...EMPTY_SAVED_STATE.profile, user_type: 2 as const },
    };
    const refusal = expect.objectContaining({ code: 'bad_request', fields: { modules: ['5A'] } });
    expect(() =>
      decideNavigationHistory(
        typeTwo,
        {
          navigation_history: {
            '1-15': { 'module-complete': true },
            '5A-4': { 'module-complete': true },
          },
          last_page: '5A-4',
        },
        isModulePage,
      ),
    ).toThrow(refusal);
    expect(() =>
      decideOptionalHistory(typeTwo, { history: {}, completed: ['4'], available: [] }),
    ).toThrow(expect.objectContaining({ code: 'bad_request', fields: { modules: ['4'] } }));
    const typeThree = { ...typeTwo, profile: { ...typeTwo.profile, user_type: 3 as const } };
    expect(() =>
      decideOptionalHistory(typeThree, { history: {}, completed: [], available: ['3'] }),
    ).toThrow(/My Values/);
    expect(() =>
      decideNavigationHistory(
        EMPTY_SAVED_STATE,
        {
          navigation_history: { '1-15': { 'module-complete': true } },
          last_page: '1-15',
        },
        isModulePage,
      ),
    ).toThrow(/My Profile/);
  });

  it('refuse a completion on a page the content does not have (400), and keep one stored before', () => {
    const typeOne = {
      ...EMPTY_SAVED_STATE,
      profile: { ...EMPTY_SAVED_STATE.profile, user_type: 1 as const },
    };
    for (const page of ['1-99', '2-9A', 'dashboard']) {
      expect(() =>
        decideNavigationHistory(
          typeOne,
          { navigation_history: { [page]: { 'module-complete': true } }, last_page: page },
          isModulePage,
        ),
      ).toThrow(
        expect.objectContaining({
          code: 'bad_request',
          message: `These pages are not in the programme, so they cannot complete a module: ${page}.`,
          fields: { pages: [page] },
        }),
      );
    }
    const stale = decideNavigationHistory(
      typeOne,
      { navigation_history: { '1-14': { 'module-complete': true } }, last_page: '1-14' },
      isModulePage,
    );
    expect(stale.applied).toBe(true);
    const marked = { ...typeOne, navigation_history: { '1-99': { 'module-complete': true } } };
    const later = decideNavigationHistory(
      marked,
      { navigation_history: { '1-5': { a: 1 } }, last_page: '1-5' },
      isModulePage,
    );
    expect(later.state.navigation_history).toEqual({
      '1-99': { 'module-complete': true },
      '1-5': { a: 1 },
    });
  });
});

describe('decideWillingness', () => {
  it('keeps the first willingness rating', () => {
    const first = decideWillingness(EMPTY_SAVED_STATE, 6);
    expect(first).toMatchObject({ applied: true, response: null });
    expect(decideWillingness(first.state, 2)).toMatchObject({ applied: false });
    expect(first.state.profile.willingness_score).toBe(6);
  });
});
