import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type ContentOption } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import { RATING_QUESTION, unratedMessage, widget } from './index';

const { Component } = widget;
const sent = recordProfileCommits();
const history = () => useNavigationStore.getState().navigation_history;

const VALUES: ContentOption[] = [
  { data_id: 'val-family', text: 'Family' },
  { data_id: 'val-health', text: 'Health' },
  { data_id: 'val-fun', text: 'Having fun' },
];

function chooseValues(ids: string[], other?: string) {
  useNavigationStore.getState().setAnswer('3-1', 'values', ids);
  if (other !== undefined) useNavigationStore.getState().setAnswer('3-1', 'values-other', other);
}

function renderRatings() {
  return renderWidget(
    <MemoryRouter>
      <Component pageId="3-2" attributes={{ from: '3-1', data_id: 'values' }} />
    </MemoryRouter>,
    { values: VALUES },
  );
}

function rate(name: string, steps: number) {
  const slider = screen.getByRole('slider', { name });
  fireEvent.keyDown(slider, { key: 'Enter' });
  for (let step = 0; step < Math.abs(steps); step += 1) {
    fireEvent.keyDown(slider, { key: steps > 0 ? 'ArrowRight' : 'ArrowLeft' });
  }
}

describe('value-ratings', () => {
  it('shows a 0–10 slider per chosen value (and their own words), unanswered at first', () => {
    chooseValues(['val-family', 'val-fun'], ' Music ');
    renderRatings();
    expect(screen.getByRole('group', { name: RATING_QUESTION })).toBeInTheDocument();
    const sliders = screen.getAllByRole('slider');
    expect(sliders.map((slider) => slider.getAttribute('aria-valuetext'))).toEqual([
      'Not answered yet',
      'Not answered yet',
      'Not answered yet',
    ]);
    expect(screen.getByRole('slider', { name: 'Having fun' })).toHaveAttribute('max', '10');
    expect(screen.getByRole('slider', { name: 'Music' })).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Health' })).not.toBeInTheDocument();
    expect(screen.getAllByText('10 = Fully')).toHaveLength(3);
    expect(screen.getAllByText('0 = Not at all')).toHaveLength(3);
  });

  it('saves each rating as given and commits the scores once on Next, as activity 17', async () => {
    chooseValues(['val-family', 'val-health'], 'Music');
    renderRatings();
    rate('Family', 3);
    expect(history()['3-2']).toEqual({ 'values-val-family': 8 });
    await expect(runBeforeNext('3-2')).resolves.toBe(unratedMessage(2));
    rate('Health', -5);
    await expect(runBeforeNext('3-2')).resolves.toBe(unratedMessage(1));
    expect(sent).toEqual([]);
    rate('Music', 0);
    await expect(runBeforeNext('3-2')).resolves.toBeNull();
    await expect(runBeforeNext('3-2')).resolves.toBeNull();
    expect(sent).toEqual([
      {
        path: '/activity/commit_activity',
        body: {
          type: 17,
          value: [
            { data_id: 'val-family', score: 8 },
            { data_id: 'val-health', score: 0 },
            { data_id: 'other', score: 5 },
          ],
        },
      },
    ]);
    expect(useProfileStore.getState().profile.values_scores).toHaveLength(3);
    expect(await screen.findByText('Your ratings are saved.')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Family' })).toBeDisabled();
  });

  it('asks kindly for the one rating left', () => {
    expect(unratedMessage(1)).toBe(
      'Please rate one value still to go, then press Next. There are no wrong answers.',
    );
  });

  it('offers a way back and lets the student on when no value was chosen', async () => {
    renderRatings();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'go back and choose the values that matter to you' }),
    ).toHaveAttribute('href', '/page/3-1');
    await expect(runBeforeNext('3-2')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('saves nothing and asks for nothing in review mode, showing the saved scores', async () => {
    chooseValues(['val-family']);
    useProfileStore.setState({
      profile: { ...EMPTY_PROFILE, values_scores: [{ data_id: 'val-family', score: 9 }] },
    });
    useNavigationStore.getState().enterReview();
    renderRatings();
    const family = screen.getByRole('slider', { name: 'Family' });
    expect(family).toHaveAttribute('aria-valuenow', '9');
    expect(family).toBeDisabled();
    await expect(runBeforeNext('3-2')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });
});
