import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type DastAnswer, type DastQuestionsFile } from '@clearpath/core';
import { dastQuery } from '../../features/content/content-api';
import { useProfileStore } from '../../features/profile/profile-store';
import { renderWidget } from '../shared/test-utils';
import { NOTHING_PROTECTIVE_NOTE, widget } from './index';

const { Component } = widget;

const DAST: DastQuestionsFile = {
  schemaVersion: 1,
  intro: 'Nine quick questions.',
  feedback_intro: 'Here is what each of your answers suggests.',
  attribution: 'DAST-10 © 1982 Harvey A. Skinner, PhD.',
  questions: Array.from({ length: 9 }, (_, index) => ({
    data_id: `dast-answer-${index}`,
    item: index + 2,
    text: `Question ${index + 1}?`,
    protective: `Going well ${index + 1}.`,
    watch:
      index === 8
        ? 'Keep an eye on 9. The HSE Drugs and Alcohol Helpline on 1800 459 459 can help.'
        : `Keep an eye on ${index + 1}.`,
  })),
};

function answer(dastList: DastAnswer[]) {
  useProfileStore.setState({
    profile: { ...EMPTY_PROFILE, dastList, dast_score: 3, user_type: 2 },
    selected_drugs: [0],
  });
}

function renderFeedback() {
  return renderWidget(<Component pageId="1-5" attributes={{}} />, {}, (client) =>
    client.setQueryData(dastQuery().queryKey, DAST),
  );
}

function listUnder(heading: string) {
  const section = screen.getByRole('heading', { name: heading }).closest('section');
  expect(section).not.toBeNull();
  return within(section!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('dast-feedback', () => {
  it('asks for the answers first when the DAST is not answered', () => {
    renderFeedback();
    expect(
      screen.getByText('Answer the questions on the previous page to see your result.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the intro, the protective texts, then the texts to watch', () => {
    // Yes to question 1, "not always able to stop" (question 2) and question 9.
    answer([1, 0, 0, 0, 0, 0, 0, 0, 1]);
    renderFeedback();
    expect(screen.getByText('Here is what each of your answers suggests.')).toBeInTheDocument();
    expect(listUnder("What's going well")).toEqual([
      'Going well 3.',
      'Going well 4.',
      'Going well 5.',
      'Going well 6.',
      'Going well 7.',
      'Going well 8.',
    ]);
    expect(listUnder('Things to keep an eye on')).toEqual([
      'Keep an eye on 1.',
      'Keep an eye on 2.',
      'Keep an eye on 9. The HSE Drugs and Alcohol Helpline on 1800 459 459 can help.',
    ]);
    // A phone number in a text can be tapped.
    expect(screen.getByRole('link', { name: '1800 459 459' })).toHaveAttribute(
      'href',
      'tel:1800459459',
    );
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(["What's going well", 'Things to keep an eye on']);
  });

  it('leaves out the watch section when every answer is protective', () => {
    answer([0, 1, 0, 0, 0, 0, 0, 0, 0]);
    renderFeedback();
    expect(listUnder("What's going well")).toHaveLength(9);
    expect(
      screen.queryByRole('heading', { name: 'Things to keep an eye on' }),
    ).not.toBeInTheDocument();
  });

  it('leaves out the going-well section when no answer is protective', () => {
    answer([1, 0, 1, 1, 1, 1, 1, 1, 1]);
    renderFeedback();
    expect(screen.queryByRole('heading', { name: "What's going well" })).not.toBeInTheDocument();
    expect(listUnder('Things to keep an eye on')).toHaveLength(9);
  });

  it('says something kind in place of strengths when no answer is protective (DAST 10)', () => {
    answer([1, 0, 1, 1, 1, 1, 1, 1, 1]);
    renderFeedback();
    const intro = screen.getByText('Here is what each of your answers suggests.');
    const note = screen.getByText(NOTHING_PROTECTIVE_NOTE);
    const watch = screen.getByRole('heading', { name: 'Things to keep an eye on' });
    // Intro, then the note, then the things to watch.
    expect(intro.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(watch) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // It promises no strengths.
    expect(note).not.toHaveTextContent(/going well|in your favour|protect/i);
  });

  it('shows no such note when at least one answer is protective', () => {
    // Score 9: every answer a "watch" but "able to stop when you want".
    answer([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    renderFeedback();
    expect(listUnder("What's going well")).toEqual(['Going well 2.']);
    expect(screen.queryByText(NOTHING_PROTECTIVE_NOTE)).not.toBeInTheDocument();
  });

  it('shows a loading status until the questions arrive', () => {
    answer([0, 1, 0, 0, 0, 0, 0, 0, 0]);
    renderWidget(<Component pageId="1-5" attributes={{}} />, {}, (client) =>
      client.setQueryDefaults(dastQuery().queryKey, { queryFn: () => new Promise(() => {}) }),
    );
    expect(screen.getByRole('status', { name: 'Loading your feedback' })).toBeInTheDocument();
  });
});
