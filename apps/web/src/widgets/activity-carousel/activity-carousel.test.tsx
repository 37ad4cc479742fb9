import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PROFILE } from '@clearpath/core';
import { runBeforeNext } from '../../features/navigation/page-gate';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { jsonResponse, signIn, stubFetch } from '../../test/auth-fixtures';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import { selectionOf } from '../shared/selection-of';
import { widget } from './index';

const { Component } = widget;
const sent = recordProfileCommits();

const SETS = {
  positives: [
    { data_id: 'pos-fun', text: 'Having fun' },
    { data_id: 'pos-relaxed', text: 'Feeling relaxed' },
    { data_id: 'pos-none', text: "I haven't noticed anything good from using" },
  ],
  negatives: [
    { data_id: 'neg-money', text: 'Spending too much' },
    { data_id: 'neg-sleep', text: 'Poor sleep' },
  ],
};

const show = () => renderWidget(<Component pageId="1-5" attributes={{}} />, SETS);

describe('activity-carousel', () => {
  it('shows the good things first, then the not-so-good things', async () => {
    const { user } = show();
    expect(screen.getByText('Part 1 of 2')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Having fun' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'On to the not-so-good things' }));
    expect(screen.getByRole('heading', { name: 'The not-so-good things' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Poor sleep' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the good things' }));
    expect(screen.getByRole('heading', { name: 'The good things' })).toHaveFocus();
  });

  it("loads the second slide's choices with the page, before it is shown", async () => {
    signIn();
    const fetch = stubFetch({
      '/pages/options/negatives': () =>
        jsonResponse({
          path: '/options/negatives',
          slug: 'negatives',
          id: 'negatives',
          options: SETS.negatives,
        }),
    });
    renderWidget(<Component pageId="1-5" attributes={{}} />, { positives: SETS.positives });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/pages/options/negatives');
  });

  it('asks for at least one of each and shows the slide that is missing', async () => {
    const { user } = show();
    await expect(runBeforeNext('1-5')).resolves.toMatch(/at least one good thing/);
    await user.click(screen.getByRole('checkbox', { name: 'Feeling relaxed' }));
    await expect(runBeforeNext('1-5')).resolves.toMatch(/at least one not-so-good thing/);
    expect(await screen.findByRole('heading', { name: 'The not-so-good things' })).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("saves both lists, with the student's own words, as activity types 0 and 3", async () => {
    const { user } = show();
    await user.click(screen.getByRole('checkbox', { name: 'Having fun' }));
    await user.click(screen.getByRole('button', { name: 'On to the not-so-good things' }));
    await user.click(screen.getByRole('checkbox', { name: 'Spending too much' }));
    const other = screen.getByRole('textbox', { name: 'Something else (optional)' });
    await user.type(other, 'Missing lectures');
    fireEvent.blur(other);
    await expect(runBeforeNext('1-5')).resolves.toBeNull();
    expect(sent).toEqual([
      { path: '/activity/commit_activity', body: { type: 0, value: [{ data_id: 'pos-fun' }] } },
      {
        path: '/activity/commit_activity',
        body: {
          type: 3,
          value: [{ data_id: 'neg-money' }, { data_id: 'other', other: 'Missing lectures' }],
        },
      },
    ]);
    expect(
      await screen.findByText('Your choices are saved. Here is what you picked.'),
    ).toBeVisible();
    expect(screen.getByText('Missing lectures')).toBeVisible();
  });

  it('takes "nothing comes to mind" as an answer to a slide, and saves it', async () => {
    const { user } = show();
    await user.click(
      screen.getByRole('checkbox', { name: "I haven't noticed anything good from using" }),
    );
    await user.click(screen.getByRole('button', { name: 'On to the not-so-good things' }));
    await user.click(screen.getByRole('checkbox', { name: 'Poor sleep' }));
    await expect(runBeforeNext('1-5')).resolves.toBeNull();
    expect(sent.map((commit) => commit.body)).toEqual([
      { type: 0, value: [{ data_id: 'pos-none' }] },
      { type: 3, value: [{ data_id: 'neg-sleep' }] },
    ]);
    expect(await screen.findByText("I haven't noticed anything good from using")).toBeVisible();
  });

  it('shows saved lists as a summary', () => {
    useProfileStore.setState({
      profile: {
        ...EMPTY_PROFILE,
        positivesList: [{ data_id: 'pos-relaxed' }],
        negativesList: [{ data_id: 'neg-sleep' }],
      },
    });
    show();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Feeling relaxed')).toBeVisible();
    expect(screen.getByText('Poor sleep')).toBeVisible();
  });
});

describe('selectionOf', () => {
  it('reads the chosen ids and a non-blank own text', () => {
    useNavigationStore.setState({
      navigation_history: { '1-5': { positives: ['pos-fun'], 'positives-other': '  ' } },
    });
    expect(
      selectionOf(useNavigationStore.getState().navigation_history, '1-5', 'positives'),
    ).toEqual([{ data_id: 'pos-fun' }]);
    expect(selectionOf({}, '1-5', 'negatives')).toEqual([]);
  });
});
