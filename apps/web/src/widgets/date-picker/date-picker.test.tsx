import { act, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { renderWidget } from '../shared/test-utils';
import { DatePickerField, dateLimits, errorMessage } from './date-picker-field';
import { widget } from './index';

const TODAY = dayjs('2026-11-22');
const history = () => useNavigationStore.getState().navigation_history;

function renderPicker() {
  return renderWidget(
    <DatePickerField
      pageId="4-6"
      today={TODAY}
      attributes={{
        data_id: 'plan-date',
        label: 'When will you start?',
        min_days: 0,
        max_days: 30,
      }}
    />,
  );
}

describe('date-picker', () => {
  it('shows a field named by the label, with day, month and year', () => {
    renderPicker();
    const field = screen.getByRole('group', { name: 'When will you start?' });
    expect(within(field).getByRole('spinbutton', { name: 'Day' })).toBeInTheDocument();
    expect(within(field).getByRole('spinbutton', { name: 'Month' })).toBeInTheDocument();
    expect(within(field).getByRole('spinbutton', { name: 'Year' })).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Day, month and year, e.g. 05/03/2027');
  });

  it('saves a typed date as YYYY-MM-DD', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05122026');
    expect(history()).toEqual({ '4-6': { 'plan-date': '2026-12-05' } });
  });

  it('changes the date with the arrow keys', async () => {
    useNavigationStore.getState().setAnswer('4-6', 'plan-date', '2026-12-05');
    const { user } = renderPicker();
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{ArrowUp}');
    expect(history()['4-6']).toEqual({ 'plan-date': '2026-12-06' });
  });

  it('opens the calendar with Enter and picks a date there', async () => {
    const { user } = renderPicker();
    const open = screen.getByRole('button', { name: 'Choose date' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // Its heading says in words that no date is chosen yet.
    expect(within(dialog).getByText('No date yet')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('––');
    await user.click(within(dialog).getByRole('gridcell', { name: '25' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(history()).toEqual({ '4-6': { 'plan-date': '2026-11-25' } });
  });

  it('restores a saved date', () => {
    useNavigationStore.getState().setAnswer('4-6', 'plan-date', '2026-12-05');
    renderPicker();
    expect(screen.getByRole('spinbutton', { name: 'Day' })).toHaveTextContent('05');
    expect(screen.getByRole('spinbutton', { name: 'Month' })).toHaveTextContent('12');
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toHaveTextContent('2026');
  });

  it('shows a date restored after it mounted', () => {
    renderPicker();
    act(() => useNavigationStore.getState().setAnswer('4-6', 'plan-date', '2026-12-01'));
    expect(screen.getByRole('spinbutton', { name: 'Day' })).toHaveTextContent('01');
    expect(screen.getByRole('spinbutton', { name: 'Month' })).toHaveTextContent('12');
  });

  it('explains a date outside the limits and does not save it', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('01012027');
    const field = screen.getByRole('group', { name: 'When will you start?' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Please choose a date between 22 November 2026 and 22 December 2026.',
    );
    expect(history()).toEqual({});
  });

  it('keeps no earlier date once the field shows one it cannot save', async () => {
    useNavigationStore.getState().setAnswer('4-6', 'plan-date', '2026-12-05');
    const { user } = renderPicker();
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    // Day and month typed over the saved date make 01/01/2026, before the first date allowed.
    await user.keyboard('01012020');
    const field = screen.getByRole('group', { name: 'When will you start?' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(history()['4-6']).toEqual({ 'plan-date': null });
    // A date it can save is saved again.
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('10122026');
    expect(history()['4-6']).toEqual({ 'plan-date': '2026-12-10' });
  });

  it('words every limit and an unfinished date kindly', () => {
    const limits = dateLimits(TODAY, -7, undefined);
    expect(errorMessage('minDate', limits)).toBe(
      'Please choose a date on or after 15 November 2026.',
    );
    expect(errorMessage('maxDate', dateLimits(TODAY, undefined, 1))).toBe(
      'Please choose a date on or before 23 November 2026.',
    );
    expect(errorMessage('invalidDate', limits)).toMatch(/doesn't look like a full date/);
  });

  it('is the registered widget, loaded when needed and using the real today', async () => {
    renderWidget(<widget.Component pageId="4-6" attributes={{ data_id: 'plan-date' }} />);
    expect(await screen.findByRole('group', { name: 'Choose a date' })).toBeInTheDocument();
  });
});
