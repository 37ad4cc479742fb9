import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { renderWidget, TEST_OPTIONS } from '../shared/test-utils';
import { describeSelection, widget } from './index';

const { Component } = widget;
const history = () => useNavigationStore.getState().navigation_history;

describe('grid-selection', () => {
  it('shows a card per option as a checkbox, in a group named by the label', () => {
    renderWidget(
      <Component
        pageId="2C-3"
        attributes={{ data_id: 'needs', options: 'needs', label: 'What would help?' }}
      />,
      { needs: TEST_OPTIONS },
    );
    expect(screen.getByRole('group', { name: 'What would help?' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('0 chosen.');
  });

  it('saves the chosen data_ids in option order and counts them in the status', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', max: 3 }} />,
      { needs: TEST_OPTIONS },
    );
    await user.click(screen.getByRole('checkbox', { name: 'A lift in my mood' }));
    await user.click(screen.getByText('Better sleep'));
    expect(history()['2C-3']).toEqual({ needs: ['need-sleep', 'need-mood'] });
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 chosen.');
  });

  it('is operated with Tab and Space', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs' }} />,
      { needs: TEST_OPTIONS },
    );
    await user.tab();
    await user.tab();
    expect(
      screen.getByRole('checkbox', { name: 'Feeling calmer and less stressed' }),
    ).toHaveFocus();
    await user.keyboard(' ');
    expect(history()['2C-3']).toEqual({ needs: ['need-calm'] });
    await user.keyboard(' ');
    expect(history()['2C-3']).toEqual({ needs: [] });
  });

  it('stops at max and says why, until one is unticked', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', max: 2 }} />,
      { needs: TEST_OPTIONS },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    await user.click(screen.getByRole('checkbox', { name: 'A lift in my mood' }));
    await user.click(screen.getByRole('checkbox', { name: 'Feeling less alone' }));
    expect(screen.getByRole('checkbox', { name: 'Feeling less alone' })).not.toBeChecked();
    expect(history()['2C-3']).toEqual({ needs: ['need-sleep', 'need-mood'] });
    expect(screen.getByRole('status')).toHaveTextContent('2 of 2 chosen. You can choose up to 2.');
    await user.click(screen.getByRole('checkbox', { name: 'Better sleep' }));
    await user.click(screen.getByRole('checkbox', { name: 'Feeling less alone' }));
    expect(history()['2C-3']).toEqual({ needs: ['need-mood', 'need-company'] });
  });

  it('asks for at least min', () => {
    expect(describeSelection(1, 2, 5)).toBe('1 of 5 chosen. Choose at least 2.');
    expect(describeSelection(2, 2)).toBe('2 chosen.');
  });

  it('restores saved cards and the saved free text', () => {
    useNavigationStore.getState().setAnswer('2C-3', 'needs', ['need-calm']);
    useNavigationStore.getState().setAnswer('2C-3', 'needs-other', 'More time outdoors');
    renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', other: true }} />,
      { needs: TEST_OPTIONS },
    );
    expect(
      screen.getByRole('checkbox', { name: 'Feeling calmer and less stressed' }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Something else (optional)' })).toHaveValue(
      'More time outdoors',
    );
  });

  it('saves "Something else" under <data_id>-other after a pause in typing', () => {
    vi.useFakeTimers();
    renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', other: true }} />,
      { needs: TEST_OPTIONS },
    );
    const field = screen.getByRole('textbox', { name: 'Something else (optional)' });
    fireEvent.change(field, { target: { value: 'Getting outside more' } });
    expect(history()['2C-3']).toBeUndefined();
    act(() => vi.advanceTimersByTime(700));
    expect(history()['2C-3']).toEqual({ 'needs-other': 'Getting outside more' });
  });

  it('shows "Something else" restored after it mounted, and never blanks it', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', other: true }} />,
      { needs: TEST_OPTIONS },
    );
    const field = screen.getByRole('textbox', { name: 'Something else (optional)' });
    act(() => useNavigationStore.getState().setAnswer('2C-3', 'needs-other', 'Sport'));
    expect(field).toHaveValue('Sport');
    await user.click(field);
    await user.tab();
    expect(history()['2C-3']).toEqual({ 'needs-other': 'Sport' });
  });

  it('saves "Something else" at once when the field is left', async () => {
    const { user } = renderWidget(
      <Component pageId="2C-3" attributes={{ data_id: 'needs', options: 'needs', other: true }} />,
      { needs: TEST_OPTIONS },
    );
    await user.type(screen.getByRole('textbox', { name: 'Something else (optional)' }), 'Sport');
    await user.tab();
    expect(history()['2C-3']).toEqual({ 'needs-other': 'Sport' });
  });
});
