import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type Profile } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { OPTION_TEXTS_QUERY_KEY } from '../shared/use-option-set';
import { renderWidget } from '../shared/test-utils';
import { widget } from './index';
import { summarySections } from './sections';

const { Component } = widget;
const TEXTS = new Map([
  ['need-sleep', 'Better sleep'],
  ['help-talk', 'Someone to talk to'],
  ['hr-water', 'Drinking water'],
  ['value-family', 'Family'],
  ['skill-breathe', 'Slow breathing'],
]);
const NINE = [1, 1, 1, 1, 1, 1, 1, 1, 1] as Profile['dastList'];

function show(profile: Partial<Profile>, drugs: number[] | null = null) {
  useProfileStore.setState({
    profile: { ...EMPTY_PROFILE, ...profile },
    selected_drugs: drugs as never,
  });
  return renderWidget(<Component pageId="Review" attributes={{}} />, {}, (client) =>
    client.setQueryData(OPTION_TEXTS_QUERY_KEY, TEXTS),
  );
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('review-summary', () => {
  it('shows a section for each thing a higher-risk student did, and nothing else', () => {
    useNavigationStore.getState().setAnswer('2C-9', 'supporters', ['My sister']);
    show(
      {
        dastList: NINE,
        dast_score: 7,
        user_type: 2,
        needs: [{ data_id: 'need-sleep' }],
        helps: [{ data_id: 'help-talk' }],
        hr_practices: [{ data_id: 'hr-water' }, { data_id: 'other', other: 'Eat first' }],
        smart: {
          specific: 'No using before class',
          measurable: '',
          achievable: '',
          relevant: '',
          time_bound: 'Check-in 2026-12-05',
        },
        hr_commitment: 4,
        skills: [{ data_id: 'skill-breathe' }],
      },
      [0, 2],
    );
    expect(headings()).toEqual([
      'Your drug use',
      'What you need',
      'What would help',
      'How you stay safer',
      'People on your side',
      'Your plan',
      'Your skills',
    ]);
    expect(
      screen.getByText('Drugs you used in the past year: Cannabis, Cocaine.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your screening score: 7 out of 10 (Substantial).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Eat first')).toBeInTheDocument();
    expect(screen.getByText('Your check-in date: 5 December 2026')).toBeInTheDocument();
    expect(screen.getByText('How committed you are: 4 out of 5')).toBeInTheDocument();
    expect(screen.queryByText(/relationships|values|reasons/i)).toBeNull();
  });

  it('shows relationships, the student life and values for module 2, and no DAST for a non-user', () => {
    useNavigationStore.getState().setAnswer('2-3', 'college-life', ['Someone friends count on']);
    show(
      {
        dastList: NINE,
        user_type: 1,
        relationship_scores: [7, 5, 3],
        values: [{ data_id: 'value-family' }],
        values_scores: [{ data_id: 'value-family', score: 9 }],
        personalGoals: ['Sleep more'],
      },
      [],
    );
    expect(headings()).toEqual([
      'Your relationships',
      'The student life you want',
      'Your values',
      'Your plan',
    ]);
    expect(screen.getByText('Friends: 7 out of 10')).toBeInTheDocument();
    expect(screen.getByText('Family: 9 out of 10')).toBeInTheDocument();
    expect(screen.getByText('Personal goal: Sleep more')).toBeInTheDocument();
    expect(screen.queryByText(/screening/)).toBeNull();
  });

  it('says kindly that answers will show, when there are none', () => {
    show({});
    expect(
      screen.getByText('Your answers will show here as you work through the modules.'),
    ).toBeInTheDocument();
  });

  it('shows the safer-use habits chosen in My Plan over those kept from My Support', () => {
    const sections = summarySections({
      profile: { ...EMPTY_PROFILE, hr_practices: [{ data_id: 'other', other: 'Eat first' }] },
      selectedDrugs: null,
      history: { '5-3': { 'hr-keep': ['hr-water'] } },
      texts: TEXTS,
    });
    expect(sections).toEqual([
      { id: 'hr-practices', heading: 'How you stay safer', lines: ['Drinking water'] },
    ]);
  });

  it('lists influences with the student own words last', () => {
    const sections = summarySections({
      profile: {
        ...EMPTY_PROFILE,
        influences: [{ data_id: 'need-sleep' }],
        other_influences: 'Exams',
      },
      selectedDrugs: null,
      history: {},
      texts: TEXTS,
    });
    expect(sections).toEqual([
      { id: 'influences', heading: 'What influences you', lines: ['Better sleep', 'Exams'] },
    ]);
  });
});
