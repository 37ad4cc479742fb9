import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, MODULE_COMPLETE_ANSWER } from '@clearpath/core';
import { restoreStateOf } from './restore';
import { EMPTY_SAVED_STATE, savedStateFromColumns, type SavedStateColumns } from './state';

const columns = (overrides: Partial<SavedStateColumns> = {}): SavedStateColumns => ({
  profile: EMPTY_PROFILE,
  selectedDrugs: null,
  navigationHistory: {},
  lastPage: null,
  optionalHistory: { available: [], completed: [], history: {} },
  ...overrides,
});

describe('savedStateFromColumns', () => {
  it('reads a valid row as it is', () => {
    const row = columns({
      profile: { ...EMPTY_PROFILE, quiz_score: 4 },
      selectedDrugs: [1],
      navigationHistory: { '1-3': { q: 'yes' } },
      lastPage: '1-3',
    });
    expect(savedStateFromColumns(row)).toEqual({
      ...EMPTY_SAVED_STATE,
      profile: { ...EMPTY_PROFILE, quiz_score: 4 },
      selected_drugs: [1],
      navigation_history: { '1-3': { q: 'yes' } },
      last_page: '1-3',
    });
  });

  it('keeps the parts of an old row that still fit and starts the rest empty', () => {
    const row = columns({
      profile: { ...EMPTY_PROFILE, quiz_score: 99, decision_making_score: 40 },
      selectedDrugs: [9],
      lastPage: 'not a page',
    });
    const state = savedStateFromColumns(row);
    expect(state.profile).toEqual({ ...EMPTY_PROFILE, decision_making_score: 40 });
    expect(state.selected_drugs).toBeNull();
    expect(state.last_page).toBeNull();
  });

  it('starts from an empty profile when the stored one is not an object', () => {
    expect(savedStateFromColumns(columns({ profile: 'broken' })).profile).toEqual(EMPTY_PROFILE);
  });
});

describe('restoreStateOf', () => {
  it('gives an empty state no drugs and no progress', () => {
    expect(restoreStateOf(EMPTY_SAVED_STATE)).toMatchObject({ selected_drugs: [], progress: 0 });
  });

  it('counts the last page towards progress', () => {
    const state = {
      ...EMPTY_SAVED_STATE,
      profile: { ...EMPTY_PROFILE, user_type: 3 as const },
      navigation_history: { '1-4': {} },
      last_page: '2-0',
    };
    // Module 1 of the spine 1, 2, Review is behind the student on 2-0.
    expect(restoreStateOf(state).progress).toBe(33);
  });

  it('gives a student who finished their path 100 %, as the web app showed it before they left', () => {
    const done = { [MODULE_COMPLETE_ANSWER]: true };
    const state = {
      ...EMPTY_SAVED_STATE,
      profile: { ...EMPTY_PROFILE, user_type: 2 as const },
      navigation_history: { '1-14': done, '2C-9': done, '5-9': done, Review: done, end: {} },
      last_page: 'end',
    };
    expect(restoreStateOf(state).progress).toBe(100);
  });
});
