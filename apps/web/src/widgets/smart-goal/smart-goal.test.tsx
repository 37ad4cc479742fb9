import { act, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { gateMessageId, runBeforeNext } from '../../features/navigation/page-gate';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import { missingGoalMessage } from './fields';
import { widget } from './index';
import { SmartGoalForm } from './smart-goal-form';

const TODAY = dayjs('2026-11-22');
const sent = recordProfileCommits();
const answers = () => useNavigationStore.getState().navigation_history['5-2'];

const INTRO = 'Now fill in each part for your own goal.';

function show() {
  return renderWidget(
    <SmartGoalForm pageId="5-2" today={TODAY} attributes={{ data_id: 'goal', intro: INTRO }} />,
  );
}

describe('smart-goal', () => {
  it('shows the five labelled fields, each with its hint, and the check-in date', () => {
    show();
    expect(screen.getByRole('group', { name: 'My SMART goal' })).toBeInTheDocument();
    for (const name of ['Specific', 'Measurable', 'Achievable', 'Relevant', 'Time-bound']) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(/\w/);
    }
    expect(screen.getByRole('textbox', { name: 'Specific' })).toHaveAccessibleDescription(
      /What exactly will you do\?/,
    );
    expect(screen.getByRole('group', { name: 'My check-in date' })).toBeInTheDocument();
    expect(screen.getByText(INTRO)).toBeVisible();
  });

  it('saves each field as typed and the date as an ISO date', async () => {
    const { user } = show();
    await user.type(screen.getByRole('textbox', { name: 'Specific' }), 'No using before class');
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05122026');
    expect(answers()).toEqual({
      'goal-specific': 'No using before class',
      'goal-checkin': '2026-12-05',
    });
  });

  it('refuses a check-in date today or more than a year away', async () => {
    const { user } = show();
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('22112026');
    expect(answers()?.['goal-checkin']).toBeUndefined();
    expect(
      screen.getByText(/Please choose a date between 23 November 2026 and 22 November 2027/),
    ).toBeInTheDocument();
  });

  it('asks kindly for the goal and the date, then saves the goal once as activity 4', async () => {
    const { user } = show();
    await act(async () => {
      await expect(runBeforeNext('5-2')).resolves.toBe(missingGoalMessage('', null));
    });
    // The field it asks for is marked, and described by the message.
    const specific = screen.getByRole('textbox', { name: 'Specific' });
    expect(specific).toHaveAttribute('aria-invalid', 'true');
    expect(specific.getAttribute('aria-describedby')).toContain(gateMessageId('5-2'));
    expect(screen.getByRole('textbox', { name: 'Measurable' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await user.type(specific, ' No using before class ');
    expect(specific).toHaveAttribute('aria-invalid', 'false');
    await expect(runBeforeNext('5-2')).resolves.toMatch(/Choose a date to check in/);
    await user.type(screen.getByRole('textbox', { name: 'Time-bound' }), 'For four weeks');
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05122026');
    await expect(runBeforeNext('5-2')).resolves.toBeNull();
    await expect(runBeforeNext('5-2')).resolves.toBeNull();
    expect(sent).toEqual([
      {
        path: '/activity/commit_activity',
        body: {
          type: 4,
          value: {
            specific: 'No using before class',
            measurable: '',
            achievable: '',
            relevant: '',
            time_bound: 'For four weeks (check-in 2026-12-05)',
          },
        },
      },
    ]);
  });

  it('shows the goal once saved as it stands on the plan, not as fields that would change nothing', async () => {
    const { user } = show();
    await user.type(screen.getByRole('textbox', { name: 'Specific' }), 'No using before class');
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05122026');
    await expect(runBeforeNext('5-2')).resolves.toBeNull();
    expect(useProfileStore.getState().profile.smart?.specific).toBe('No using before class');
    expect(screen.queryByRole('textbox')).toBeNull();
    const goal = screen.getByRole('region', { name: 'My SMART goal' });
    expect(within(goal).getByRole('heading', { level: 2, name: 'My SMART goal' })).toBeVisible();
    expect(goal).toHaveTextContent('SpecificNo using before class');
    expect(goal).toHaveTextContent('Check-in date: 5 December 2026');
    expect(goal).toHaveTextContent(
      'Your SMART goal is saved as you wrote it, and you will find it on your plan.',
    );
    // What to do goes with the fields: there is nothing left to fill in.
    expect(screen.queryByText(INTRO)).toBeNull();
    await expect(runBeforeNext('5-2')).resolves.toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('in review mode shows what was written on the page, read-only, and saves nothing', async () => {
    useNavigationStore.setState({
      review_mode: true,
      navigation_history: {
        '5-2': { 'goal-specific': 'Walk every day', 'goal-checkin': '2026-12-24' },
      },
    });
    show();
    expect(screen.queryByRole('textbox')).toBeNull();
    const goal = screen.getByRole('region', { name: 'My SMART goal' });
    expect(goal).toHaveTextContent('SpecificWalk every day');
    expect(goal).toHaveTextContent('Check-in date: 24 December 2026');
    expect(goal).not.toHaveTextContent(/is saved/);
    expect(screen.queryByText(INTRO)).toBeNull();
    await expect(runBeforeNext('5-2')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('has a message for each thing missing', () => {
    expect(missingGoalMessage('Goal', '2026-12-05')).toBeNull();
    expect(missingGoalMessage('  ', '2026-12-05')).toMatch(/under Specific before/);
    expect(missingGoalMessage('', null)).toMatch(/Specific and choose a check-in date/);
  });

  it('is the registered widget, loaded when needed', async () => {
    const { Component } = widget;
    renderWidget(<Component pageId="5-2" attributes={{ data_id: 'goal', label: 'Your goal' }} />);
    expect(await screen.findByRole('group', { name: 'Your goal' })).toBeInTheDocument();
  });
});
