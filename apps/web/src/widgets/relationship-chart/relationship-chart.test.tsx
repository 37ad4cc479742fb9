import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type RelationshipFeedbackSource } from '@clearpath/core';
import { useProfileStore } from '../../features/profile/profile-store';
import { widget as feedback } from '../feedback';
import { renderWidget } from '../shared/test-utils';
import { CHART_LABEL, NO_SCORES_MESSAGE, widget } from './index';

const { Component } = widget;
const Feedback = feedback.Component;

function withScores(scores: [number, number, number] | null) {
  useProfileStore.setState({ profile: { ...EMPTY_PROFILE, relationship_scores: scores } });
}

describe('relationship-chart', () => {
  it('draws the three scores with the numbers in words for screen readers', () => {
    withScores([7, 3, 10]);
    renderWidget(<Component pageId="2-2" attributes={{}} />);
    const figure = screen.getByRole('figure', { name: CHART_LABEL });
    const alternative = within(figure).getByTestId('chart-text-alternative');
    expect(
      within(alternative)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Friends: 7.', 'Family: 3.', 'People at college: 10.']);
  });

  it('says kindly where the chart will be when there are no scores yet', () => {
    withScores(null);
    renderWidget(<Component pageId="2-2" attributes={{}} />);
    expect(screen.getByText(NO_SCORES_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('relationship feedback blocks', () => {
  function blocks(source: RelationshipFeedbackSource) {
    return renderWidget(
      <>
        {[0, 1].map((item) => (
          <Feedback key={item} pageId="2-2" attributes={{ source, item }}>
            <p>
              {source} item {item}
            </p>
          </Feedback>
        ))}
      </>,
    );
  }

  it('show nothing until the relationship scores are saved', () => {
    withScores(null);
    blocks('relationship_friends');
    expect(screen.queryByRole('region', { name: 'Your feedback' })).not.toBeInTheDocument();
  });

  it.each<[RelationshipFeedbackSource, [number, number, number], number]>([
    ['relationship_friends', [4, 10, 10], 0],
    ['relationship_friends', [5, 0, 0], 1],
    ['relationship_family', [0, 4, 0], 0],
    ['relationship_college', [0, 0, 5], 1],
    ['relationship_total', [2, 2, 1], 0],
    ['relationship_total', [2, 2, 2], 1],
  ])('%s for %j shows item %d', (source, scores, item) => {
    withScores(scores);
    blocks(source);
    const shown = screen.getByRole('region', { name: 'Your feedback' });
    expect(shown).toHaveTextContent(`${source} item ${item}`);
  });
});
