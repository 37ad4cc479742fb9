import { MemoryRouter } from 'react-router';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentOption } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { renderWidget } from '../shared/test-utils';
import { chosenOptions, widget } from './index';

const { Component } = widget;

const NEEDS: ContentOption[] = [
  { data_id: 'need-sleep', text: 'Better sleep', feedback: 'Sleep resets your mood and focus.' },
  { data_id: 'need-calm', text: 'Feeling calmer', feedback: 'Slow breathing can help.' },
  { data_id: 'need-mood', text: 'A lift in my mood' },
  { data_id: 'need-company', text: 'Feeling less alone', feedback: 'Clubs are a good start.' },
];

function show(label?: string) {
  return renderWidget(
    <MemoryRouter>
      <Component
        pageId="2C-2"
        attributes={{
          from: '2C-1',
          data_id: 'needs',
          options: 'needs',
          ...(label ? { label } : {}),
        }}
      />
    </MemoryRouter>,
    { needs: NEEDS },
  );
}

describe('choice-feedback', () => {
  it("shows the chosen options' feedback only, in option order", () => {
    useNavigationStore.getState().setAnswer('2C-1', 'needs', ['need-company', 'need-sleep']);
    show('What might help');
    const section = screen.getByRole('region', { name: 'What might help' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('What might help');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Better sleep', 'Feeling less alone']);
    expect(within(section).getByText('Sleep resets your mood and focus.')).toBeVisible();
    expect(within(section).getByText('Clubs are a good start.')).toBeVisible();
    expect(screen.queryByText('Slow breathing can help.')).not.toBeInTheDocument();
    expect(screen.queryByText('Feeling calmer')).not.toBeInTheDocument();
  });

  it('shows just the text of an option without feedback, and the student’s own words', () => {
    useNavigationStore.getState().setAnswer('2C-1', 'needs', ['need-mood']);
    useNavigationStore.getState().setAnswer('2C-1', 'needs-other', ' Time outdoors ');
    show();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['A lift in my mood', 'Time outdoors']);
  });

  it('says kindly that nothing was chosen, with a link back to the page', () => {
    useNavigationStore.getState().setAnswer('2C-1', 'needs', []);
    show();
    expect(screen.getByRole('region', { name: 'About what you chose' })).toHaveTextContent(
      /You didn't choose anything on that page, and that's completely fine/,
    );
    expect(screen.getByRole('link', { name: 'go back to that page' })).toHaveAttribute(
      'href',
      '/page/2C-1',
    );
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('keeps the option order and ignores ids that are not in the set', () => {
    expect(chosenOptions(NEEDS, ['need-mood', 'gone', 'need-sleep']).map((o) => o.data_id)).toEqual(
      ['need-sleep', 'need-mood'],
    );
    expect(chosenOptions(NEEDS, 'need-sleep')).toEqual([]);
    expect(chosenOptions(NEEDS, undefined)).toEqual([]);
  });
});
