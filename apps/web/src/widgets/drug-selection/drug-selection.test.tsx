import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import { describeSaved, widget } from './index';

const { Component } = widget;
const sent = recordProfileCommits();
const answers = () => useNavigationStore.getState().navigation_history['1-1'];

function show() {
  return renderWidget(<Component pageId="1-1" attributes={{ label: 'Drugs I have used' }} />);
}

describe('drug-selection', () => {
  it('lists the eight drugs and "None of these" in a named group', () => {
    show();
    expect(screen.getByRole('group', { name: 'Drugs I have used' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    expect(screen.getByRole('checkbox', { name: 'Study Drugs' })).not.toBeChecked();
  });

  it('asks for the drug used most once two are ticked, and saves both on Next', async () => {
    const { user } = show();
    await user.click(screen.getByRole('checkbox', { name: 'Cannabis' }));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Cocaine' }));
    expect(answers()).toEqual({ drugs: ['0', '2'] });
    await expect(runBeforeNext('1-1')).resolves.toBe('Choose the drug you used most.');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Cocaine' }));
    await expect(runBeforeNext('1-1')).resolves.toBeNull();
    expect(sent).toEqual([
      { path: '/activity/commit_selected_drugs', body: { selection: '0,2', primary_drug: 2 } },
    ]);
    expect(useProfileStore.getState().profile.primary_drug).toBe(2);
  });

  it('makes "None of these" and a drug exclusive, and saves none as user type 1', async () => {
    const { user } = show();
    await user.click(screen.getByRole('checkbox', { name: 'Ketamine' }));
    await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
    expect(screen.getByRole('checkbox', { name: 'Ketamine' })).not.toBeChecked();
    expect(answers()).toEqual({ drugs: ['none'] });
    await expect(runBeforeNext('1-1')).resolves.toBeNull();
    expect(sent[0]).toEqual({
      path: '/activity/commit_selected_drugs',
      body: { selection: '', primary_drug: '' },
    });
    expect(useNavigationStore.getState().user_type).toBe(1);
  });

  it('keeps the student on the page until something is ticked', async () => {
    show();
    await expect(runBeforeNext('1-1')).resolves.toMatch(/Tick the drugs you have used/);
  });

  it('is used with the keyboard alone', async () => {
    const { user } = show();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Cannabis' })).toHaveFocus();
    await user.keyboard(' ');
    expect(answers()).toEqual({ drugs: ['0'] });
    await expect(runBeforeNext('1-1')).resolves.toBeNull();
    expect(sent[0]?.body).toEqual({ selection: '0', primary_drug: 0 });
  });

  it('shows a saved answer read-only', () => {
    useProfileStore.setState({
      selected_drugs: [0, 3],
      profile: { ...useProfileStore.getState().profile, primary_drug: 3 },
    });
    show();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/Cannabis, Ketamine. The one you used most: Ketamine./)).toBeVisible();
    // A note read with the page, not an alert that interrupts on every visit.
    expect(screen.getByRole('note')).toHaveTextContent(/Your feedback is based on this answer/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('describeSaved', () => {
  it('words none, one and several drugs', () => {
    expect(describeSaved([], null)).toBe(
      "You told us you haven't used any drugs in the past 12 months.",
    );
    expect(describeSaved([7], 7)).toBe('You told us you have used: Study Drugs.');
  });
});
