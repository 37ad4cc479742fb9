import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { renderWidget } from '../shared/test-utils';
import { seedQuiz } from '../quiz/test-quiz';
import { QUIZ_NOT_DONE_MESSAGE, widget } from './index';

const { Component } = widget;

function renderOverview() {
  return renderWidget(<Component pageId="1-9" attributes={{}} />, {}, seedQuiz);
}

/** All ten answered on `page`: `right` for the questions listed. */
function answerAll(page: string, right: number[]) {
  for (let index = 1; index <= 10; index += 1) {
    useNavigationStore
      .getState()
      .setAnswer(page, `quiz-q${index}`, right.includes(index) ? 'right' : 'other');
  }
}

describe('points-overview', () => {
  it('asks to finish the quiz first', () => {
    useNavigationStore.getState().setAnswer('1-8', 'quiz-q1', 'right');
    renderOverview();
    expect(screen.getByText(QUIZ_NOT_DONE_MESSAGE)).toBeInTheDocument();
    expect(QUIZ_NOT_DONE_MESSAGE).toBe('Finish the quiz on the previous page to see your points.');
  });

  it('lists each question with its result in words and the correct answer', () => {
    answerAll('1-8', [1, 2, 3, 4, 5, 6, 7]);
    renderOverview();
    expect(screen.getByText('You got 7 out of 10')).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Your quiz points' });
    expect(within(chart).getByText('Correct: 7 (70%).')).toBeInTheDocument();
    expect(within(chart).getByText('Not correct: 3 (30%).')).toBeInTheDocument();
    expect(within(chart).getByText('7/10')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Question text 1?');
    expect(items[0]).toHaveTextContent('Correct');
    expect(items[0]).toHaveTextContent('The answer: Right answer 1');
    expect(items[9]).toHaveTextContent('Incorrect');
    expect(items[9]).toHaveTextContent('The answer: Right answer 10');
  });

  it('finds the answers on whichever page the quiz was', () => {
    answerAll('3-4', [2]);
    renderOverview();
    expect(screen.getByText('You got 1 out of 10')).toBeInTheDocument();
  });

  it('shows the saved score when the profile has one', () => {
    answerAll('1-8', [1, 2]);
    act(() => useProfileStore.setState({ profile: { ...EMPTY_PROFILE, quiz_score: 2 } }));
    renderOverview();
    expect(screen.getByText('You got 2 out of 10')).toBeInTheDocument();
  });
});
