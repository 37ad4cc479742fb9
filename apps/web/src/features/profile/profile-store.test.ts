import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type DastAnswer } from '@clearpath/core';
import { ApiError } from '../../lib/api-client';
import { loginAnswer, USER } from '../../test/auth-fixtures';
import { recordProfileCommits } from '../../test/profile-effects';
import { setNavigationEffects, useNavigationStore } from '../navigation/navigation-store';
import { useProfileStore } from './profile-store';

let answer: (path: string) => unknown;
const sent = recordProfileCommits((path) => answer(path));
let historySaves: number;

beforeEach(() => {
  historySaves = 0;
  answer = () => ({ status: true });
  setNavigationEffects({
    historyChanged: () => undefined,
    saveHistoryNow: () => {
      historySaves += 1;
    },
    saveOptional: () => undefined,
  });
  // A visited page besides 1-0, so the history is worth saving (docs/product.md §4).
  useNavigationStore.getState().visitPage('1-2');
});

const profile = () => useProfileStore.getState();
const SOME_YES: DastAnswer[] = [1, 1, 1, 0, 0, 0, 0, 0, 0];

describe('the profile store', () => {
  it('saves "no drugs" as an empty selection and makes the student user type 1 at once', async () => {
    await profile().saveSelectedDrugs([], null);
    expect(sent).toEqual([
      { path: '/activity/commit_selected_drugs', body: { selection: '', primary_drug: '' } },
    ]);
    expect(profile().selected_drugs).toEqual([]);
    expect(profile().profile.user_type).toBe(1);
    expect(useNavigationStore.getState()).toMatchObject({
      user_type: 1,
      menu_items: ['1', '2', '3', '4', '5A', 'Review', '4A'],
    });
  });

  it('saves a drug selection with its primary drug once; the first answer stands', async () => {
    await profile().saveSelectedDrugs([0, 2], 2);
    await profile().saveSelectedDrugs([5], 5);
    expect(sent).toEqual([
      { path: '/activity/commit_selected_drugs', body: { selection: '0,2', primary_drug: 2 } },
    ]);
    expect(profile().profile).toMatchObject({ primary_drug: 2, user_type: null });
  });

  it('scores the DAST with core at once, saves the history, then takes the server answer', async () => {
    await profile().saveSelectedDrugs([2], 2);
    answer = (path) =>
      path.endsWith('commit_dast_responses') ? { user_type: 2, score: 4 } : { status: true };
    const pending = profile().saveDast(SOME_YES);
    // Item 1 (a drug used) + "yes" to items 2 and 4 + "yes" to the reverse-scored item 3 = 3.
    expect(profile().profile).toMatchObject({ dast_score: 3, user_type: 2, dastList: SOME_YES });
    expect(useNavigationStore.getState().user_type).toBe(2);
    expect(historySaves).toBe(1);
    await expect(pending).resolves.toEqual({ user_type: 2, score: 4 });
    expect(profile().profile.dast_score).toBe(4);
    expect(sent.at(-1)).toEqual({
      path: '/activity/commit_dast_responses',
      body: { dast_answers: SOME_YES },
    });
  });

  it('sends the DAST only once', async () => {
    await profile().saveSelectedDrugs([0], 0);
    answer = (path) =>
      path.endsWith('commit_dast_responses') ? { user_type: 3, score: 1 } : { status: true };
    await profile().saveDast([0, 1, 0, 0, 0, 0, 0, 0, 0]);
    answer = () => {
      throw new Error('not sent again');
    };
    await expect(profile().saveDast(SOME_YES)).resolves.toEqual({ user_type: 3, score: 1 });
    expect(sent.filter((entry) => entry.path.endsWith('dast_responses'))).toHaveLength(1);
  });

  it('sends an activity or score only the first time it is given', async () => {
    await profile().saveActivity({ type: 0, value: [{ data_id: 'pos-fun' }] });
    await profile().saveActivity({ type: 0, value: [{ data_id: 'pos-relaxed' }] });
    await profile().saveScore({ type: 2, value: 7 });
    await profile().saveScore({ type: 2, value: 9 });
    expect(sent).toEqual([
      { path: '/activity/commit_activity', body: { type: 0, value: [{ data_id: 'pos-fun' }] } },
      { path: '/activity/commit_score', body: { type: 2, value: 7 } },
    ]);
    expect(profile().profile).toMatchObject({
      positivesList: [{ data_id: 'pos-fun' }],
      quiz_score: 7,
    });
  });

  it('keeps the willingness at once and sends it once, by process_confidence', async () => {
    answer = (path) => (path.startsWith('/processing/') ? { content_no: 2 } : { status: true });
    await profile().saveScore({ type: 7, value: 6 });
    await profile().saveWillingness(8);
    await profile().saveWillingness(3);
    expect(sent).toEqual([
      { path: '/activity/commit_score', body: { type: 7, value: 6 } },
      { path: '/processing/process_confidence?willingness=8', body: undefined },
    ]);
    expect(profile().profile).toMatchObject({ confidence_score: 6, willingness_score: 8 });
  });

  it('never rejects when the server refuses a commit: the answer on this device stands', async () => {
    answer = () => {
      throw new ApiError(409, 'conflict', 'Save the drug selection first');
    };
    await expect(profile().saveScore({ type: 2, value: 6 })).resolves.toBeUndefined();
    await expect(profile().saveSelectedDrugs([3], 3)).resolves.toBeUndefined();
    await expect(profile().saveDast(SOME_YES)).resolves.toEqual({ user_type: 2, score: 3 });
    expect(profile().profile).toMatchObject({ quiz_score: 6, primary_drug: 3, dast_score: 3 });
    expect(sent).toHaveLength(3);
  });

  it('saves nothing in review mode (docs/product.md §5)', async () => {
    useNavigationStore.getState().enterReview();
    await profile().saveSelectedDrugs([0], 0);
    await profile().saveScore({ type: 2, value: 7 });
    await profile().saveWillingness(7);
    expect(sent).toEqual([]);
    expect(profile().profile).toEqual(EMPTY_PROFILE);
  });

  it('restores the saved profile and selection at login', () => {
    profile().hydrate(
      loginAnswer({
        profile: { ...EMPTY_PROFILE, primary_drug: 2, quiz_score: 6 },
        selected_drugs: [2, 3],
      }),
    );
    expect(profile()).toMatchObject({
      selected_drugs: [2, 3],
      profile: { primary_drug: 2, quiz_score: 6 },
    });
  });

  it('reads an empty selection from the server as "not given" until a user type settles it', () => {
    profile().hydrate(loginAnswer({ profile: EMPTY_PROFILE, selected_drugs: [] }));
    expect(profile().selected_drugs).toBeNull();
    profile().hydrate(
      loginAnswer({ profile: { ...EMPTY_PROFILE, user_type: 1 }, selected_drugs: [] }),
    );
    expect(profile().selected_drugs).toEqual([]);
  });

  it('keeps answers not yet sent when the same student logs in again', async () => {
    profile().hydrate(loginAnswer({ profile: EMPTY_PROFILE, selected_drugs: [] }));
    await profile().saveScore({ type: 2, value: 8 });
    profile().hydrate(loginAnswer({ profile: { ...EMPTY_PROFILE, dast_score: 0 } }));
    expect(profile().profile.quiz_score).toBe(8);
    profile().hydrate(
      loginAnswer({ user: { ...USER, user_uuid: '00000000-0000-4000-8000-000000000999' } }),
    );
    expect(profile().profile.quiz_score).toBeNull();
  });
});
