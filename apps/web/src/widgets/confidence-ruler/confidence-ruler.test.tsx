import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import {
  CONFIDENCE_QUESTION,
  EARLIER_MESSAGE,
  WILLINGNESS_QUESTION,
  unansweredRulerMessage,
  widget,
} from './index';

const { Component } = widget;
const sent = recordProfileCommits((path) =>
  path.startsWith('/processing/') ? { content_no: 2 } : { status: true },
);
const history = () => useNavigationStore.getState().navigation_history;

function answer(name: string, key: string) {
  const slider = screen.getByRole('slider', { name });
  fireEvent.keyDown(slider, { key: 'Enter' });
  fireEvent.keyDown(slider, { key });
}

describe('confidence-ruler', () => {
  it('shows the two 0–10 sliders, unanswered, in a group', () => {
    renderWidget(<Component pageId="4-5" attributes={{ label: 'Thinking about a change' }} />);
    expect(screen.getByRole('group', { name: 'Thinking about a change' })).toBeInTheDocument();
    for (const name of [WILLINGNESS_QUESTION, CONFIDENCE_QUESTION]) {
      const slider = screen.getByRole('slider', { name });
      expect(slider).toHaveAttribute('aria-valuetext', 'Not answered yet');
      expect(slider).toHaveAttribute('max', '10');
    }
  });

  it('asks for both, then saves the confidence score and the willingness once, in order', async () => {
    renderWidget(<Component pageId="4-5" attributes={{}} />);
    await expect(runBeforeNext('4-5')).resolves.toBe(unansweredRulerMessage(2));
    answer(WILLINGNESS_QUESTION, 'End');
    await expect(runBeforeNext('4-5')).resolves.toBe(unansweredRulerMessage(1));
    answer(CONFIDENCE_QUESTION, 'ArrowLeft');
    expect(history()['4-5']).toEqual({ willingness: 10, confidence: 4 });
    await expect(runBeforeNext('4-5')).resolves.toBeNull();
    await expect(runBeforeNext('4-5')).resolves.toBeNull();
    expect(sent).toEqual([
      { path: '/activity/commit_score', body: { type: 7, value: 4 } },
      { path: '/processing/process_confidence?willingness=10', body: undefined },
    ]);
    expect(useProfileStore.getState().profile).toMatchObject({
      confidence_score: 4,
      willingness_score: 10,
    });
    expect(await screen.findByText('Your answers are saved.')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: CONFIDENCE_QUESTION })).toBeDisabled();
  });

  it('words the message for one slider left', () => {
    expect(unansweredRulerMessage(1)).toBe(
      'Move the other slider to where you are right now, then press Next. Any answer is fine.',
    );
  });

  it('saves nothing in review mode and shows the saved answers', async () => {
    useProfileStore.setState({
      profile: { ...EMPTY_PROFILE, confidence_score: 3, willingness_score: 6 },
    });
    useNavigationStore.getState().enterReview();
    renderWidget(<Component pageId="4-5" attributes={{}} />);
    expect(screen.getByRole('slider', { name: WILLINGNESS_QUESTION })).toHaveAttribute(
      'aria-valuenow',
      '6',
    );
    await expect(runBeforeNext('4-5')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('says the answers shown were given earlier, on a later page that asks again', () => {
    useProfileStore.setState({
      profile: { ...EMPTY_PROFILE, confidence_score: 3, willingness_score: 6 },
    });
    renderWidget(<Component pageId="5-5" attributes={{}} />);
    expect(screen.getByText(EARLIER_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Your answers are saved.')).toBeNull();
  });

  it('saves nothing in review mode even with both sliders answered', async () => {
    useNavigationStore.getState().enterReview();
    renderWidget(<Component pageId="4-5" attributes={{}} />);
    answer(WILLINGNESS_QUESTION, 'End');
    answer(CONFIDENCE_QUESTION, 'End');
    await expect(runBeforeNext('4-5')).resolves.toBeNull();
    expect(sent).toEqual([]);
    expect(useProfileStore.getState().profile).toEqual(EMPTY_PROFILE);
  });
});
