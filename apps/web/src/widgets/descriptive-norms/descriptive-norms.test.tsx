import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { runBeforeNext, savedNote, type GateMessage } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { renderWidget } from '../shared/test-utils';
import { describeGuess, NORM_QUESTIONS } from './guess-feedback';
import { parseGuess } from './guess-field';
import { CHECKED_ON_NEXT_MESSAGE, widget } from './index';
import { recordProfileCommits } from '../../test/profile-effects';

const { Component } = widget;

const sent = recordProfileCommits();

const renderNorms = () => renderWidget(<Component pageId="1-14" attributes={{}} />);
const sliders = () => screen.getAllByRole('slider');
const fields = () => screen.getAllByRole('spinbutton');

async function gate(): Promise<GateMessage | null> {
  let message: GateMessage | null = 'not run';
  await act(async () => {
    message = await runBeforeNext('1-14');
  });
  return message;
}

describe('describeGuess', () => {
  it('says "Close!" within 5 of the real figure (core status 1)', () => {
    expect(describeGuess(0, 40)).toBe(
      'Close! You guessed 40 — the real figure is 43 in every 100.',
    );
    expect(describeGuess(1, 39)).toBe(
      'Close! You guessed 39 — the real figure is 34 in every 100, about one in three.',
    );
  });

  it('says "Spot on!" for the real figure itself', () => {
    expect(describeGuess(0, 43)).toBe(
      'Spot on! You guessed 43 — the real figure is 43 in every 100.',
    );
  });

  it('gives the real figure and a kind word on which way a guess was off', () => {
    expect(describeGuess(1, 70)).toMatch(
      /^You guessed 70 — the real figure is 34 in every 100, about one in three\. Most people overestimate/,
    );
    expect(describeGuess(0, 20)).toMatch(
      /^You guessed 20 — the real figure is 43 in every 100\. Lots of people guess lower/,
    );
    // However far off: 70 is not "a bit" higher than 43.
    expect(describeGuess(0, 70)).toMatch(
      /^You guessed 70 — the real figure is 43 in every 100\. That's higher than the real figure,/,
    );
    expect(describeGuess(1, 10)).toMatch(
      /^You guessed 10 — the real figure is 34 in every 100, about one in three\. That's lower/,
    );
  });
});

describe('parseGuess', () => {
  it('accepts whole numbers 0–100 only', () => {
    expect(parseGuess('0')).toBe(0);
    expect(parseGuess(' 100 ')).toBe(100);
    expect(parseGuess('101')).toBeNull();
    expect(parseGuess('4.5')).toBeNull();
    expect(parseGuess('')).toBeNull();
  });
});

describe('descriptive-norms', () => {
  it('asks two questions, each with a labelled slider and number field', () => {
    renderNorms();
    expect(screen.getByRole('slider', { name: NORM_QUESTIONS[0].question })).toHaveAttribute(
      'aria-valuetext',
      'Not answered yet',
    );
    expect(screen.getByRole('slider', { name: NORM_QUESTIONS[1].question })).toBeInTheDocument();
    expect(
      screen.getByRole('spinbutton', {
        name: `${NORM_QUESTIONS[0].question} Your guess (0 to 100)`,
      }),
    ).toBeInTheDocument();
  });

  it('keeps the slider and number field in sync, by keyboard and by typing', async () => {
    const { user } = renderNorms();
    const [slider] = sliders();
    const [field] = fields();
    slider!.focus();
    await user.keyboard('{ArrowRight}');
    expect(field).toHaveValue(51);
    await user.keyboard('{PageUp}');
    expect(field).toHaveValue(61);
    await user.clear(field!);
    await user.type(field!, '42');
    expect(slider).toHaveAttribute('aria-valuenow', '42');
    expect(slider).toHaveAttribute('aria-valuetext', '42 out of 100');
    expect(useNavigationStore.getState().navigation_history['1-14']).toEqual({
      'guess-never-used': 42,
    });
  });

  it('says when a typed guess is not a whole number 0–100, and shows the saved guess on leaving', async () => {
    const { user } = renderNorms();
    const [field] = fields();
    await user.type(field!, '30');
    await user.clear(field!);
    await user.type(field!, '250');
    expect(screen.getByText('Enter a whole number from 0 to 100.')).toBeInTheDocument();
    await user.tab();
    expect(field).toHaveValue(25);
    expect(sliders()[0]).toHaveAttribute('aria-valuenow', '25');
  });

  it('asks for both guesses before checking or going on', async () => {
    const { user } = renderNorms();
    await user.type(fields()[0]!, '40');
    await user.click(screen.getByRole('button', { name: 'Check my guesses' }));
    expect(screen.getByRole('status')).toHaveTextContent('Make your two guesses first.');
    expect(await gate()).toBe('Make your two guesses first.');
    expect(sent).toEqual([]);
  });

  it('saves the guesses as score 9 and shows how close they were', async () => {
    const { user } = renderNorms();
    await user.type(fields()[0]!, '40');
    await user.type(fields()[1]!, '70');
    await user.click(screen.getByRole('button', { name: 'Check my guesses' }));
    expect(sent).toEqual([{ path: '/activity/commit_score', body: { type: 9, value: [40, 70] } }]);
    expect(useProfileStore.getState().profile.descriptiveNorms).toEqual([40, 70]);
    expect(screen.getByRole('heading', { level: 2, name: 'How close were you?' })).toBeVisible();
    expect(screen.getByText(describeGuess(0, 40))).toBeInTheDocument();
    expect(screen.getByText(describeGuess(1, 70))).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: /Your guesses and the real figures/ });
    expect(chart).toHaveTextContent(
      'Never used an illegal drug. Your guess: 40%. The real figure: 43%.',
    );
    expect(chart).toHaveTextContent(
      'Used an illegal drug in the past 12 months. Your guess: 70%. The real figure: 34%.',
    );
    expect(screen.queryByRole('button', { name: 'Check my guesses' })).not.toBeInTheDocument();
    expect(sliders()[0]).toBeDisabled();
    expect(fields()[0]).toHaveAttribute('readonly');
    expect(await gate()).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('shows no real figure before the guesses are checked', () => {
    renderNorms();
    expect(screen.queryByText(/43|one in three/)).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('saves both guesses when Next is pressed before checking, and stays to show the feedback', async () => {
    renderNorms();
    fireEvent.change(fields()[0]!, { target: { value: '43' } });
    fireEvent.change(fields()[1]!, { target: { value: '30' } });
    expect(await gate()).toEqual(savedNote(CHECKED_ON_NEXT_MESSAGE));
    expect(sent).toEqual([{ path: '/activity/commit_score', body: { type: 9, value: [43, 30] } }]);
    expect(screen.getByText(describeGuess(0, 43))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where these figures come from' })).toBeVisible();
    expect(await gate()).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('shows saved guesses read-only with their feedback (after login elsewhere)', () => {
    useProfileStore.setState({ profile: { ...EMPTY_PROFILE, descriptiveNorms: [60, 35] } });
    renderNorms();
    expect(fields()[0]).toHaveValue(60);
    expect(fields()[1]).toHaveValue(35);
    expect(fields()[1]).toHaveAttribute('readonly');
    expect(screen.getByText(describeGuess(1, 35))).toHaveTextContent('Close! You guessed 35');
    expect(screen.queryByRole('button', { name: 'Check my guesses' })).not.toBeInTheDocument();
  });
});
