import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentOption } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { renderWidget } from '../shared/test-utils';
import { choicesFor, widget } from './index';

const { Component } = widget;
const history = () => useNavigationStore.getState().navigation_history;

const OPTIONS: ContentOption[] = [
  { data_id: 'skill-sleep', text: 'How well do you sleep?', match: { min: 0, max: 3 } },
  { data_id: 'skill-plan', text: 'How often do you plan your week?' },
];

function renderGroup() {
  return renderWidget(
    <Component
      pageId="4-2"
      attributes={{ data_id: 'skills', options: 'skills', label: 'About your week' }}
    />,
    { skills: OPTIONS },
  );
}

describe('select-group', () => {
  it('shows one labelled drop-down per option inside a named group', () => {
    renderGroup();
    expect(screen.getByRole('group', { name: 'About your week' })).toBeInTheDocument();
    const sleep = screen.getByRole('combobox', { name: 'How well do you sleep?' });
    expect(sleep).toHaveValue('');
    expect(
      screen.getByRole('combobox', { name: 'How often do you plan your week?' }),
    ).toBeInTheDocument();
  });

  it('offers the match range, or the five-point scale without one', () => {
    expect(choicesFor(OPTIONS[0]!).map((choice) => choice.value)).toEqual([0, 1, 2, 3]);
    expect(choicesFor(OPTIONS[1]!).map((choice) => choice.text)).toEqual([
      'Not at all',
      'A little',
      'Somewhat',
      'Quite a lot',
      'A lot',
    ]);
  });

  it('saves each answer at once, and the list in option order once all are answered', async () => {
    const { user } = renderGroup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'How often do you plan your week?' }),
      'Quite a lot',
    );
    expect(history()['4-2']).toEqual({ 'skills-skill-plan': 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'How well do you sleep?' }), '1');
    expect(history()['4-2']).toEqual({
      'skills-skill-plan': 3,
      'skills-skill-sleep': 1,
      skills: [1, 3],
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'How well do you sleep?' }), '2');
    expect(history()['4-2']?.skills).toEqual([2, 3]);
  });

  it('is reached with Tab, each drop-down in turn', async () => {
    const { user } = renderGroup();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'How well do you sleep?' })).toHaveFocus();
    await user.tab();
    expect(
      screen.getByRole('combobox', { name: 'How often do you plan your week?' }),
    ).toHaveFocus();
  });

  it('restores saved answers, from each key or from the list', () => {
    useNavigationStore.getState().setAnswer('4-2', 'skills', [3, 4]);
    useNavigationStore.getState().setAnswer('4-2', 'skills-skill-sleep', 2);
    renderGroup();
    expect(screen.getByRole('combobox', { name: 'How well do you sleep?' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'How often do you plan your week?' })).toHaveValue(
      '4',
    );
  });
});
