import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type DastAnswer } from '@clearpath/core';
import { useProfileStore } from '../../features/profile/profile-store';
import { renderWidget } from '../shared/test-utils';
import { DAST_BANDS } from './dast-result';
import { GAUGE_LABEL, HELP_HEADING, HELP_LINE, widget } from './index';
import { stubFetch } from '../../test/auth-fixtures';
import { contentHandlers } from '../../test/content-fixtures';

const { Component } = widget;
// Yes to items 2, 4 and 5 and "not always able to stop": score 1 + 4 = 5.
const ANSWERS: DastAnswer[] = [1, 0, 1, 1, 0, 0, 0, 0, 0];

/** The line with the score and its band (the band in a span of its own). */
const scoreLine = () => screen.getByText(/^Your score:/);

describe('dast-results', () => {
  it('asks for the answers first when there is no DAST result', () => {
    renderWidget(<Component pageId="1-4" attributes={{}} />);
    expect(
      screen.getByText('Answer the questions on the previous page to see your result.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows the score, its band, a plain sentence and the gauge in words', () => {
    useProfileStore.setState({
      profile: { ...EMPTY_PROFILE, dastList: ANSWERS, dast_score: 5, user_type: 2 },
      selected_drugs: [0],
    });
    renderWidget(<Component pageId="1-4" attributes={{}} />);
    expect(scoreLine()).toHaveTextContent('Your score: 5 out of 10 — Moderate');
    expect(
      screen.getByText('Drug use may be starting to cause you some problems.'),
    ).toBeInTheDocument();
    // That it is a screening, not a diagnosis, is the page's own box (1-3), said once.
    expect(screen.queryByText(/not a diagnosis/)).toBeNull();
    const figure = screen.getByRole('figure', { name: 'Your screening score' });
    expect(
      within(figure).getByText('Your screening score: 5 out of 10, in the Moderate band.'),
    ).toBeInTheDocument();
    expect(
      within(figure).getByText(
        'Bands: Non-User 0; Low 1 to 2; Moderate 3 to 5; Substantial 6 to 8; Severe 9 to 10.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a score of 0 as Non-User when the student chose no drug', () => {
    useProfileStore.setState({
      profile: { ...EMPTY_PROFILE, dast_score: 0, user_type: 1 },
      selected_drugs: [],
    });
    renderWidget(<Component pageId="1-4" attributes={{}} />);
    expect(scoreLine()).toHaveTextContent('Your score: 0 out of 10 — Non-User');
    // The band never breaks at its hyphen.
    expect(within(scoreLine()).getByText('Non-User')).toHaveStyle({ whiteSpace: 'nowrap' });
    // A non-user never saw the questions or the page naming them: the line says what the score
    // is and why it is 0, and the gauge is named without the questionnaire's initials.
    expect(
      screen.getByText(
        'This quick screening checks how drug use may be affecting you. You haven’t used drugs in the past 12 months, so your score is 0.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: GAUGE_LABEL })).toBeInTheDocument();
    expect(screen.queryByText(/DAST/)).toBeNull();
  });

  it('names the top band for a score of 10', () => {
    useProfileStore.setState({
      profile: { ...EMPTY_PROFILE, dastList: [1, 0, 1, 1, 1, 1, 1, 1, 1], dast_score: 10 },
      selected_drugs: [2],
    });
    stubFetch(contentHandlers());
    renderWidget(<Component pageId="1-4" attributes={{}} />);
    expect(scoreLine()).toHaveTextContent('Your score: 10 out of 10 — Severe');
    expect(
      screen.getByText('Drug use seems to be causing you serious problems right now.'),
    ).toBeInTheDocument();
  });

  it.each([
    [7, 'Substantial'],
    [9, 'Severe'],
  ])(
    'for a score of %i (%s) puts a warm line and the university’s services before the gauge',
    async (score) => {
      useProfileStore.setState({
        profile: { ...EMPTY_PROFILE, dastList: [1, 0, 1, 1, 1, 1, 1, 1, 0], dast_score: score },
        selected_drugs: [2],
      });
      stubFetch(contentHandlers());
      renderWidget(<Component pageId="1-3" attributes={{}} />);
      const help = screen.getByRole('region', { name: HELP_HEADING });
      expect(help).toHaveTextContent(HELP_LINE);
      // Help at any hour, one tap away: the services listed after it are not all open at night.
      expect(within(help).getByRole('link', { name: '116 123' })).toHaveAttribute(
        'href',
        'tel:116123',
      );
      const university = await within(help).findByRole('heading', {
        name: 'UCC Student Counselling',
      });
      const headings = within(help)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(headings[0]).toBe('UCC Student Counselling');
      expect(headings.at(-1)).toBe('Emergency: 112 or 999');
      const gauge = screen.getByRole('figure', { name: GAUGE_LABEL });
      expect(university.compareDocumentPosition(gauge) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    },
  );

  it('shows no support list on the result screen for a Moderate score', () => {
    useProfileStore.setState({
      profile: { ...EMPTY_PROFILE, dastList: ANSWERS, dast_score: 5, user_type: 2 },
      selected_drugs: [0],
    });
    renderWidget(<Component pageId="1-3" attributes={{}} />);
    expect(screen.queryByRole('region', { name: HELP_HEADING })).not.toBeInTheDocument();
  });

  it('takes the band ranges from core', () => {
    expect(DAST_BANDS.map(({ label, from, to }) => `${label} ${from}-${to}`)).toEqual([
      'Non-User 0-0',
      'Low 1-2',
      'Moderate 3-5',
      'Substantial 6-8',
      'Severe 9-10',
    ]);
  });
});
