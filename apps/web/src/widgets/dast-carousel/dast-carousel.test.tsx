import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DAST_ANSWER_IDS, EMPTY_PROFILE } from '@clearpath/core';
import { dastQuery } from '../../features/content/content-api';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { useCommitQueueState } from '../../features/profile/profile-sync';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import { answersOf, widget } from './index';

const { Component } = widget;
const sent = recordProfileCommits();

const DAST = {
  schemaVersion: 1 as const,
  intro: 'Nine quick questions about the last 12 months.',
  feedback_intro: 'Here is what your answers show.',
  attribution: 'DAST-10 © 1982 Harvey A. Skinner, PhD.',
  questions: DAST_ANSWER_IDS.map((id, index) => ({
    data_id: id,
    item: index + 2,
    text: `Question number ${index + 1}?`,
    protective: 'Good sign.',
    watch: 'Worth watching.',
    ...(index === 0 ? { hint: 'Think of one night.' } : {}),
  })),
};

function show() {
  useProfileStore.setState({ selected_drugs: [2] });
  return renderWidget(<Component pageId="1-2" attributes={{}} />, {}, (client) =>
    client.setQueryData(dastQuery().queryKey, DAST),
  );
}

const history = () => useNavigationStore.getState().navigation_history['1-2'];

describe('dast-carousel', () => {
  it('shows one question at a time with its progress, hint and the attribution', () => {
    show();
    expect(screen.getByText('Question 1 of 9')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Question number 1?' })).toBeVisible();
    expect(screen.getByText('Think of one night.')).toBeVisible();
    expect(screen.getByText(/Harvey A. Skinner/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeDisabled();
  });

  it('keeps each answer as it is given and goes back and forth', async () => {
    const { user } = show();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(history()).toEqual({ 'dast-answer-0': 1 });
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Question 2 of 9')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Question number 2?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(history()).toEqual({ 'dast-answer-0': 1, 'dast-answer-1': 0 });
  });

  it('sends the student to the first open question when Next comes too early', async () => {
    const { user } = show();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await expect(runBeforeNext('1-2')).resolves.toBe(
      'Answer all nine questions first. Question 2 still needs an answer.',
    );
    expect(await screen.findByText('Question 2 of 9')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('is answered by keyboard alone, and Next saves the nine answers once', async () => {
    const { user } = show();
    const answers = [1, 0, 1, 0, 0, 0, 0, 0, 0];
    for (const [index, answer] of answers.entries()) {
      // Focus is on the question (after the first); Tab reaches the radios.
      if (index === 0) await user.tab();
      else {
        expect(screen.getByText(`Question number ${index + 1}?`)).toHaveFocus();
        await user.tab();
      }
      await user.keyboard(answer === 1 ? ' ' : '{ArrowRight}');
      if (index < 8) {
        await user.tab();
        if (index > 0) await user.tab();
        await user.keyboard('{Enter}');
      }
    }
    expect(answersOf(history())).toEqual(answers);
    expect(screen.getByRole('status')).toHaveTextContent('All nine answered.');
    await expect(runBeforeNext('1-2')).resolves.toBeNull();
    await expect(runBeforeNext('1-2')).resolves.toBeNull();
    expect(sent.filter((entry) => entry.path.endsWith('commit_dast_responses'))).toEqual([
      { path: '/activity/commit_dast_responses', body: { dast_answers: answers } },
    ]);
    expect(useProfileStore.getState().profile.dastList).toEqual(answers);
  });

  it('shows saved answers read-only', () => {
    useProfileStore.setState({
      profile: { ...EMPTY_PROFILE, dastList: [1, 1, 0, 0, 0, 0, 0, 0, 0], dast_score: 2 },
    });
    renderWidget(<Component pageId="1-2" attributes={{}} />, {}, (client) =>
      client.setQueryData(dastQuery().queryKey, DAST),
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/Your answers are saved/)).toBeVisible();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Question number 1? Yes');
    // Not "saved" while they wait on the phone to reach Clearpath (offline).
    act(() => useCommitQueueState.setState({ waiting: 1, held: 0, blocked: 'offline' }));
    expect(screen.queryByText(/Your answers are saved/)).toBeNull();
    expect(screen.getByText(/Your answers are kept on this device for now/)).toHaveTextContent(
      /so they stay as they are\.$/,
    );
    act(() => useCommitQueueState.setState({ waiting: 0, held: 0, blocked: null }));
  });
});
