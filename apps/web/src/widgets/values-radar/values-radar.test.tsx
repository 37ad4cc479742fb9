import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type ContentOption, type Profile } from '@clearpath/core';
import { useProfileStore } from '../../features/profile/profile-store';
import { renderWidget } from '../shared/test-utils';
import { CHART_LABEL, NO_SCORES_MESSAGE, widget } from './index';
import { radarLayout } from './radar-chart';

const { Component } = widget;

const VALUES: ContentOption[] = [
  { data_id: 'val-family', text: 'Family' },
  { data_id: 'val-health', text: 'Health' },
  { data_id: 'val-fun', text: 'Having fun' },
];

function withProfile(profile: Partial<Profile>) {
  useProfileStore.setState({ profile: { ...EMPTY_PROFILE, ...profile } });
}

function alternativeLines() {
  const figure = screen.getByRole('figure', { name: CHART_LABEL });
  return within(within(figure).getByTestId('chart-text-alternative'))
    .getAllByRole('listitem')
    .map((line) => line.textContent);
}

describe('values-radar', () => {
  it('draws a radar of three or more value scores, with the numbers in words', () => {
    withProfile({
      values: [
        { data_id: 'val-health' },
        { data_id: 'val-fun' },
        { data_id: 'other', other: 'Music' },
      ],
      values_scores: [
        { data_id: 'val-health', score: 7 },
        { data_id: 'val-fun', score: 2 },
        { data_id: 'other', score: 10 },
      ],
    });
    const { container } = renderWidget(<Component pageId="3-3" attributes={{}} />, {
      values: VALUES,
    });
    expect(alternativeLines()).toEqual([
      'Health: 7 out of 10.',
      'Having fun: 2 out of 10.',
      'Music: 10 out of 10.',
    ]);
    expect(container.querySelector('.MuiRadarChart-root, [class*="MuiRadar"]')).not.toBeNull();
  });

  it('shows bars instead below three values', () => {
    withProfile({
      values: [{ data_id: 'val-family' }, { data_id: 'val-fun' }],
      values_scores: [
        { data_id: 'val-family', score: 4 },
        { data_id: 'val-fun', score: 6 },
      ],
    });
    const { container } = renderWidget(<Component pageId="3-3" attributes={{}} />, {
      values: VALUES,
    });
    expect(alternativeLines()).toEqual(['Family: 4.', 'Having fun: 6.']);
    expect(container.querySelector('[class*="MuiRadar"]')).toBeNull();
    expect(container.querySelector('[class*="MuiBarChart"], [class*="MuiBar"]')).not.toBeNull();
  });

  it('leaves no blank band under a shape that does not reach the bottom of its circle', () => {
    // A triangle's base is half a radius (65 px at the widest) below the centre.
    expect(radarLayout(3)).toEqual({
      height: 275,
      margin: { top: 40, bottom: -25, left: 64, right: 64 },
    });
    // A pentagon's lower corners are cos 36° of a radius below it.
    expect(radarLayout(5).height).toBe(340 - Math.round((1 - Math.cos(Math.PI / 5)) * 130));
    // An even number of corners reaches the bottom: the full height.
    for (const count of [4, 6]) expect(radarLayout(count).height).toBe(340);
  });

  it('says kindly where the chart will be when no values are rated yet', () => {
    withProfile({});
    renderWidget(<Component pageId="3-3" attributes={{}} />, { values: VALUES });
    expect(screen.getByText(NO_SCORES_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
