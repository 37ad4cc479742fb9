import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type ContentOption } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext, savedNote, type GateMessage } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { useCommitQueueState } from '../../features/profile/profile-sync';
import { renderWidget } from '../shared/test-utils';
import { SAVED_ON_NEXT_MESSAGE, widget } from './index';
import { recordProfileCommits } from '../../test/profile-effects';

const { Component } = widget;

const OPTIONS: ContentOption[] = [
  ['disapprove', 'once'],
  ['mind', 'once'],
  ['approve', 'once'],
  ['mind', 'now and then'],
  ['disapprove', 'now and then'],
  ['approve', 'now and then'],
  ['mind', 'weekly'],
  ['disapprove', 'weekly'],
  ['approve', 'weekly'],
].map(([attitude, when], index) => ({
  data_id: `injunctive-${index}`,
  text: `Most would ${attitude} (${when})`,
}));

const sent = recordProfileCommits();

function renderNorms() {
  return renderWidget(<Component pageId="1-15" attributes={{}} />, { injunctiveNorms: OPTIONS });
}

describe('injunctive-norms', () => {
  it('shows three questions, each with its three options', () => {
    renderNorms();
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(3);
    expect(
      screen.getByRole('radiogroup', { name: /trying a drug once or twice/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(9);
    expect(
      screen.getByRole('radio', { name: 'Most would mind (now and then)' }),
    ).toBeInTheDocument();
  });

  it('keeps choices in the navigation history and stops Next until all three are answered', async () => {
    const { user } = renderNorms();
    await user.click(screen.getByRole('radio', { name: 'Most would approve (once)' }));
    expect(useNavigationStore.getState().navigation_history['1-15']).toEqual({
      'injunctive-a': 'injunctive-2',
    });
    expect(await runBeforeNext('1-15')).toBe('Answer all three questions first.');
    expect(screen.queryByRole('button', { name: 'Save my answers' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves the answers as their positions 0–8 with "Save my answers", then locks them', async () => {
    const { user } = renderNorms();
    await user.click(screen.getByRole('radio', { name: 'Most would disapprove (once)' }));
    await user.click(screen.getByRole('radio', { name: 'Most would disapprove (now and then)' }));
    await user.click(screen.getByRole('radio', { name: 'Most would disapprove (weekly)' }));
    await user.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(sent).toEqual([
      { path: '/activity/commit_activity', body: { type: 6, value: [0, 4, 7] } },
    ]);
    expect(useProfileStore.getState().profile.injunctiveNorms).toEqual([0, 4, 7]);
    expect(screen.getByRole('radio', { name: 'Most would approve (once)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Most would disapprove (weekly)' })).toBeChecked();
    expect(screen.getByText(/Your answers are saved/)).toBeInTheDocument();
    // The button is gone: focus is on the note that says so, not lost to the page.
    expect(screen.getByText(/Your answers are saved/).closest('[tabindex="-1"]')).toHaveFocus();
    expect(await runBeforeNext('1-15')).toBeNull();
    expect(sent).toHaveLength(1);
    // Not "saved" while they wait on the phone to reach Clearpath (offline).
    act(() => useCommitQueueState.setState({ waiting: 1, held: 0, blocked: 'offline' }));
    expect(screen.queryByText(/Your answers are saved/)).toBeNull();
    expect(screen.getByText(/Your answers are kept on this device for now/)).toBeInTheDocument();
    act(() => useCommitQueueState.setState({ waiting: 0, held: 0, blocked: null }));
  });

  it('saves in the gate when Next is pressed with all three answered', async () => {
    const { user } = renderNorms();
    await user.click(screen.getByRole('radio', { name: 'Most would mind (once)' }));
    await user.click(screen.getByRole('radio', { name: 'Most would approve (now and then)' }));
    await user.click(screen.getByRole('radio', { name: 'Most would mind (weekly)' }));
    let message: GateMessage | null = 'not run';
    await act(async () => {
      message = await runBeforeNext('1-15');
    });
    expect(message).toEqual(savedNote(SAVED_ON_NEXT_MESSAGE));
    expect(sent).toEqual([
      { path: '/activity/commit_activity', body: { type: 6, value: [1, 5, 6] } },
    ]);
    expect(useProfileStore.getState().profile.injunctiveNorms).toEqual([1, 5, 6]);
    await act(async () => {
      message = await runBeforeNext('1-15');
    });
    expect(message).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('lists every question’s answers in the same order: disapprove, don’t mind, approve', () => {
    renderNorms();
    const orders = screen
      .getAllByRole('radiogroup')
      .map((group) =>
        Array.from(group.querySelectorAll('input[type="radio"]')).map((radio) =>
          radio.getAttribute('value'),
        ),
      );
    expect(orders).toEqual([
      ['injunctive-0', 'injunctive-1', 'injunctive-2'],
      ['injunctive-4', 'injunctive-3', 'injunctive-5'],
      ['injunctive-7', 'injunctive-6', 'injunctive-8'],
    ]);
  });

  it('shows saved answers from the profile read-only (another device)', () => {
    useProfileStore.setState({ profile: { ...EMPTY_PROFILE, injunctiveNorms: [2, 5, 8] } });
    renderNorms();
    expect(screen.getByRole('radio', { name: 'Most would approve (once)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Most would approve (now and then)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Most would approve (weekly)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Most would mind (weekly)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save my answers' })).not.toBeInTheDocument();
  });
});
