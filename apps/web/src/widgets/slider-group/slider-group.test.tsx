import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { renderWidget, TEST_OPTIONS } from '../shared/test-utils';
import { describeValue, restingValue } from '../shared/rating-slider';
import { widget } from './index';

const { Component } = widget;
const history = () => useNavigationStore.getState().navigation_history;
const OPTIONS = TEST_OPTIONS.slice(0, 2);

function renderGroup() {
  return renderWidget(
    <Component
      pageId="5-3"
      attributes={{
        data_id: 'importance',
        options: 'values',
        label: 'How important is each to you?',
        min: 0,
        max: 10,
        step: 1,
        min_label: 'Not important',
        max_label: 'Very important',
      }}
    />,
    { values: OPTIONS },
  );
}

describe('slider-group', () => {
  it('shows a labelled slider per option, each "not answered yet" until moved', () => {
    renderGroup();
    expect(
      screen.getByRole('group', { name: 'How important is each to you?' }),
    ).toBeInTheDocument();
    const sleep = screen.getByRole('slider', { name: 'Better sleep' });
    expect(sleep).toHaveAttribute('aria-valuetext', 'Not answered yet');
    expect(sleep).toHaveAccessibleDescription('0 = Not important 10 = Very important');
    expect(screen.getAllByText('Not answered yet')).toHaveLength(2);
    expect(history()).toEqual({});
  });

  it('saves each slider with the arrow keys, and the list once all are answered', async () => {
    const { user } = renderGroup();
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Better sleep' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(history()['5-3']).toEqual({ 'importance-need-sleep': 6 });
    expect(screen.getByRole('slider', { name: 'Better sleep' })).toHaveAttribute(
      'aria-valuetext',
      '6 out of 10',
    );
    await user.tab();
    await user.keyboard('{End}');
    expect(history()['5-3']).toEqual({
      'importance-need-sleep': 6,
      'importance-need-calm': 10,
      importance: [6, 10],
    });
    expect(
      screen.getByRole('slider', { name: 'Feeling calmer and less stressed' }),
    ).toHaveAttribute('aria-valuetext', '10, Very important');
  });

  it('answers an untouched slider where it rests with Enter', async () => {
    const { user } = renderGroup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(history()['5-3']).toEqual({ 'importance-need-sleep': 5 });
  });

  it('restores saved answers', () => {
    useNavigationStore.getState().setAnswer('5-3', 'importance', [0, 7]);
    renderGroup();
    expect(screen.getByRole('slider', { name: 'Better sleep' })).toHaveAttribute(
      'aria-valuetext',
      '0, Not important',
    );
    expect(screen.getByRole('slider', { name: 'Feeling calmer and less stressed' })).toHaveValue(
      '7',
    );
  });

  it('keeps to the scale limits', () => {
    renderGroup();
    const slider = screen.getByRole('slider', { name: 'Better sleep' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '10');
    fireEvent.change(slider, { target: { value: 3 } });
    expect(history()['5-3']).toEqual({ 'importance-need-sleep': 3 });
    const scale = { min: 1, max: 6, step: 2, minLabel: undefined, maxLabel: undefined };
    expect(restingValue(scale)).toBe(3);
    expect(describeValue(1, scale)).toBe('1 out of 6');
  });
});
