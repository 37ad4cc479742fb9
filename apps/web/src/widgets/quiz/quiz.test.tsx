import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PROFILE } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext } from '../../features/navigation/page-gate';
import { setProfileEffects, useProfileStore } from '../../features/profile/profile-store';
import type { ProfileEffects } from '../../features/profile/profile-store';
import { renderWidget } from '../shared/test-utils';
import { QUIZ_INCOMPLETE_MESSAGE, widget } from './index';
import { seedQuiz } from './test-quiz';

const { Component } = widget;
const PAGE = '1-8';
const history = () => useNavigationStore.getState().navigation_history;

let sent: { path: string; body: unknown }[] = [];
let previousEffects: ProfileEffects;

beforeEach(() => {
  sent = [];
  previousEffects = setProfileEffects({
    send: (path, body) => {
      sent.push({ path, body });
      return Promise.resolve({ status: true } as never);
    },
  });
});

afterEach(() => {
  setProfileEffects(previousEffects);
});

function renderQuiz() {
  return renderWidget(<Component pageId={PAGE} attributes={{}} />, {}, seedQuiz);
}

/** Answers questions 1…count on the quiz page: `right` for those listed in `right`. */
function seedAnswers(count: number, right: number[] = []) {
  for (let index = 1; index <= count; index += 1) {
    useNavigationStore
      .getState()
      .setAnswer(PAGE, `quiz-q${index}`, right.includes(index) ? 'right' : 'wrong');
  }
}

describe('quiz', () => {
  it('shows one question at a time with its progress, image and choices as radios', () => {
    renderQuiz();
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question text 1?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Question text 1?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('shows "Incorrect", the correct answer and the explanation for a wrong answer, and keeps it', async () => {
    const { user } = renderQuiz();
    await user.click(screen.getByRole('radio', { name: 'Wrong answer 1' }));
    expect(history()[PAGE]).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Incorrect');
    expect(status).toHaveTextContent('The answer is: Right answer 1');
    expect(status).toHaveTextContent('Explanation 1.');
    expect(status).toHaveTextContent('More on 1: call 112 or 999.');
    // Its phone numbers can be tapped.
    expect(within(status).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(history()[PAGE]).toEqual({ 'quiz-q1': 'wrong' });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Wrong answer 1' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();
  });

  it('shows "Correct" without repeating the answer for a right answer', async () => {
    const { user } = renderQuiz();
    await user.click(screen.getByRole('radio', { name: 'Right answer 1' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Correct/);
    expect(status).not.toHaveTextContent('The answer is');
    expect(status).toHaveTextContent('Explanation 1.');
    expect(history()[PAGE]).toEqual({ 'quiz-q1': 'right' });
  });

  it('asks for a choice before checking', async () => {
    const { user } = renderQuiz();
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer first.');
    expect(history()[PAGE]).toBeUndefined();
  });

  it('runs through all ten with the keyboard alone and saves core’s score once', async () => {
    const saveScore = vi.spyOn(useProfileStore.getState(), 'saveScore');
    const { user } = renderQuiz();
    for (let index = 1; index <= 10; index += 1) {
      await user.tab();
      expect(screen.getByRole('radio', { name: `Wrong answer ${index}` })).toHaveFocus();
      // Arrow keys only move the choice; it is kept on "Check answer".
      if (index <= 7) await user.keyboard('{ArrowDown}');
      else await user.keyboard(' ');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Check answer' })).toHaveFocus();
      await user.keyboard('{Enter}');
      const next = screen.getByRole('button', {
        name: index === 10 ? 'See your result' : 'Next question',
      });
      expect(next).toHaveFocus();
      await user.keyboard('{Enter}');
      if (index < 10) {
        expect(screen.getByRole('heading', { name: `Question text ${index + 1}?` })).toHaveFocus();
      }
    }
    expect(screen.getByRole('heading', { name: 'Your result' })).toHaveFocus();
    expect(screen.getByText('You got 7 out of 10')).toBeInTheDocument();
    expect(saveScore).toHaveBeenCalledTimes(1);
    expect(saveScore).toHaveBeenCalledWith({ type: 2, value: 7 });
    expect(sent).toEqual([{ path: '/activity/commit_score', body: { type: 2, value: 7 } }]);
    expect(useProfileStore.getState().profile.quiz_score).toBe(7);
    await expect(runBeforeNext(PAGE)).resolves.toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('keeps the student on the page until all ten are answered', async () => {
    seedAnswers(9);
    renderQuiz();
    await expect(runBeforeNext(PAGE)).resolves.toBe(QUIZ_INCOMPLETE_MESSAGE);
    expect(QUIZ_INCOMPLETE_MESSAGE).toBe('Answer all ten questions to see your result.');
    expect(sent).toEqual([]);
  });

  it('saves the score on Next when all are answered but it was not saved yet', async () => {
    seedAnswers(10, [2, 4, 6]);
    renderQuiz();
    await expect(runBeforeNext(PAGE)).resolves.toBeNull();
    expect(sent).toEqual([{ path: '/activity/commit_score', body: { type: 2, value: 3 } }]);
  });

  it('restores answered questions with their result and opens at the first open one', async () => {
    seedAnswers(2, [2]);
    const { user } = renderQuiz();
    expect(screen.getByText('Question 3 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Question text 2?' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Correct/);
    expect(screen.getByRole('radio', { name: 'Right answer 2' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Right answer 2' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status')).toHaveTextContent('Incorrect');
  });

  it('opens at the summary when every answer was restored', () => {
    seedAnswers(10, [1, 2, 3, 4, 5]);
    renderQuiz();
    expect(screen.getByText('You got 5 out of 10')).toBeInTheDocument();
  });

  it('says how many are left on the summary and leads to the first open question', async () => {
    seedAnswers(3);
    const { user } = renderQuiz();
    for (let index = 3; index < 10; index += 1) {
      await user.click(screen.getByRole('button', { name: /Next question|See your result/ }));
    }
    expect(
      screen.getByText(/You have answered 3 of 10 questions\. Answer all ten questions/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to question 4' }));
    expect(screen.getByRole('heading', { name: 'Question text 4?' })).toHaveFocus();
  });

  it('goes from a question left open back to the next open one, then to the result', async () => {
    // Questions 4 and 9 were skipped.
    for (const index of [1, 2, 3, 5, 6, 7, 8, 10]) {
      useNavigationStore.getState().setAnswer(PAGE, `quiz-q${index}`, 'right');
    }
    const { user } = renderQuiz();
    expect(screen.getByRole('heading', { name: 'Question text 4?' })).toBeInTheDocument();
    // In order, one after another, until sent back from the result.
    expect(screen.getByRole('button', { name: 'Next question' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('heading', { name: 'Question text 5?' })).toHaveFocus();
    for (let index = 4; index < 10; index += 1) {
      await user.click(screen.getByRole('button', { name: /Next question|See your result/ }));
    }
    await user.click(screen.getByRole('button', { name: 'Go to question 4' }));
    await user.click(screen.getByRole('radio', { name: 'Right answer 4' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('heading', { name: 'Question text 9?' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Wrong answer 9' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    await user.click(screen.getByRole('button', { name: 'See your result' }));
    expect(screen.getByText('You got 9 out of 10')).toBeInTheDocument();
    // Looking at them again goes one after another.
    await user.click(screen.getByRole('button', { name: 'Look at the questions again' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByRole('heading', { name: 'Question text 2?' })).toHaveFocus();
  });

  it('only shows the results in review mode (score saved already)', async () => {
    act(() => useProfileStore.setState({ profile: { ...EMPTY_PROFILE, quiz_score: 6 } }));
    const { user } = renderQuiz();
    expect(screen.getByText('You got 6 out of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Look at the questions again' }));
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Not answered');
    expect(screen.getByRole('status')).toHaveTextContent('The answer is: Right answer 1');
    await expect(runBeforeNext(PAGE)).resolves.toBeNull();
    expect(sent).toEqual([]);
  });
});
