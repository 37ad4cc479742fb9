import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentOption } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext, savedNote } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import { CHOOSE_MESSAGE, SAVED_MESSAGE, widget } from './index';

const { Component } = widget;
const sent = recordProfileCommits();

const COMMITMENT_MESSAGES: ContentOption[] = [
  {
    data_id: 'commit-low',
    text: 'Not feeling ready yet is OK.',
    match: { min: 0, max: 2 },
    feedback: 'Try a smaller first step.',
  },
  { data_id: 'commit-ready', text: 'You are ready to give it a go.', match: { min: 3, max: 5 } },
];

function show() {
  return renderWidget(<Component pageId="5-4" attributes={{}} />, {
    commitmentMessages: COMMITMENT_MESSAGES,
  });
}

describe('commitment-scale', () => {
  it('asks how committed the student is, 0 to 5, as radios', () => {
    show();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      '0 means not at all, 5 means completely.',
    );
    expect(
      screen.getByRole('group', { name: 'How committed am I to my plan?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('asks for a number, then saves the score once as commit_score 8 and shows its message', async () => {
    const { user } = show();
    await expect(runBeforeNext('5-4')).resolves.toBe(CHOOSE_MESSAGE);
    await user.click(screen.getByRole('radio', { name: '2' }));
    expect(useNavigationStore.getState().navigation_history['5-4']).toEqual({ commitment: 2 });
    await expect(runBeforeNext('5-4')).resolves.toEqual(savedNote(SAVED_MESSAGE));
    expect(await screen.findByText('Not feeling ready yet is OK.')).toBeInTheDocument();
    expect(screen.getByText('Try a smaller first step.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2' })).toBeDisabled();
    await expect(runBeforeNext('5-4')).resolves.toBeNull();
    expect(sent).toEqual([{ path: '/activity/commit_score', body: { type: 8, value: 2 } }]);
  });

  it('shows the ready message for a saved 4 and lets the student on', async () => {
    useProfileStore.setState((state) => ({ profile: { ...state.profile, hr_commitment: 4 } }));
    show();
    expect(screen.getByText('You are ready to give it a go.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
    await expect(runBeforeNext('5-4')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });
});
