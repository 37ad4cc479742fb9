import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { EMPTY_PROFILE, ScaleFileSchema, type ScaleFile } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import {
  gateMessageId,
  runBeforeNext,
  type GateMessage,
} from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { jsonResponse, signIn, stubFetch } from '../../test/auth-fixtures';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import { LOADING_MESSAGE, OFFLINE_MESSAGE, widget } from './index';
import { scaleQueryKey } from './use-scale';
import { scaleColumns } from './scale-item';
import { unansweredMessage } from './scale-answers';

const { Component } = widget;

const LIFE_VALUES: ScaleFile = ScaleFileSchema.parse({
  schemaVersion: 1,
  id: 'life-values',
  score: 'lifeValues',
  question: 'How true is each of these for you at the moment?',
  source: 'Test scale.',
  answers: {
    min: 0,
    max: 4,
    labels: ['Not at all', 'A little', 'Somewhat', 'Mostly', 'Completely'],
  },
  items: [
    { data_id: 'lv-know', text: 'I know what matters most to me.' },
    { data_id: 'lv-act', text: 'The way I spend my days fits with what matters to me.' },
    { data_id: 'lv-drift', text: 'I drift from day to day.', reverse: true },
  ],
});

const RELATIONSHIPS: ScaleFile = ScaleFileSchema.parse({
  schemaVersion: 1,
  id: 'relationships',
  score: 'relationships',
  question: 'How close do you feel to each of these groups?',
  source: 'Test scale.',
  answers: { min: 0, max: 10, min_label: 'Not close at all', max_label: 'Very close' },
  items: [
    { data_id: 'rel-friends', text: 'My friends' },
    { data_id: 'rel-family', text: 'My family' },
    { data_id: 'rel-college', text: 'People at college' },
  ],
});

const sent = recordProfileCommits();

function renderScale(scale: ScaleFile, pageId = '2-4', label?: string) {
  const attributes = label === undefined ? { scale: scale.id } : { scale: scale.id, label };
  return renderWidget(<Component pageId={pageId} attributes={attributes} />, {}, (client) =>
    client.setQueryData(scaleQueryKey(scale.id), scale),
  );
}

function item(name: string) {
  return within(screen.getByRole('radiogroup', { name }));
}

async function pressNext(pageId: string): Promise<GateMessage | null> {
  let message: GateMessage | null = 'not run';
  await act(async () => {
    message = await runBeforeNext(pageId);
  });
  return message;
}

describe('rating-scale with labels', () => {
  it('shows the question as the legend and each item as a radio group of the labels', () => {
    renderScale(LIFE_VALUES);
    const group = screen.getByRole('group', { name: LIFE_VALUES.question });
    expect(within(group).getAllByRole('radiogroup')).toHaveLength(3);
    expect(
      item('I drift from day to day.')
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3', '4']);
    expect(
      item('I know what matters most to me.').getByRole('radio', { name: 'Mostly' }),
    ).not.toBeChecked();
  });

  it('uses the label attribute as the legend when given', () => {
    renderScale(LIFE_VALUES, '2-4', 'Your values right now');
    expect(screen.getByRole('group', { name: 'Your values right now' })).toBeInTheDocument();
  });

  it('saves each answer the moment it is given, under <scale>-<item>', async () => {
    const { user } = renderScale(LIFE_VALUES);
    await user.click(
      item('I know what matters most to me.').getByRole('radio', { name: 'Mostly' }),
    );
    expect(useNavigationStore.getState().navigation_history['2-4']).toEqual({
      'life-values-lv-know': 3,
    });
    await user.click(item('I drift from day to day.').getByRole('radio', { name: 'Not at all' }));
    expect(useNavigationStore.getState().navigation_history['2-4']).toEqual({
      'life-values-lv-know': 3,
      'life-values-lv-drift': 0,
    });
    expect(
      item('I know what matters most to me.').getByRole('radio', { name: 'Mostly' }),
    ).toBeChecked();
    expect(sent).toEqual([]);
  });

  it('keeps the student on the page with a kind message naming how many are left', async () => {
    const { user } = renderScale(LIFE_VALUES);
    expect(await pressNext('2-4')).toBe(
      'Nothing answered yet. Pick the answer that fits you best for each one, then press Next.',
    );
    await user.click(
      item('I know what matters most to me.').getByRole('radio', { name: 'Somewhat' }),
    );
    await user.click(item('I drift from day to day.').getByRole('radio', { name: 'Somewhat' }));
    expect(await pressNext('2-4')).toBe(
      'Just 1 left to answer. Pick the answer that fits you best, then press Next.',
    );
    // The one it asks for says so, beside it and to a screen reader; the others do not.
    const left = screen.getByRole('radiogroup', {
      name: 'The way I spend my days fits with what matters to me.',
    });
    expect(left).toHaveAttribute('aria-invalid', 'true');
    expect(left).toHaveAttribute('aria-describedby', gateMessageId('2-4'));
    expect(screen.getAllByText('(not answered yet)')).toHaveLength(1);
    expect(
      screen.getByRole('radiogroup', { name: 'I drift from day to day.' }),
    ).not.toHaveAttribute('aria-invalid');
    await user.click(within(left).getByRole('radio', { name: 'Somewhat' }));
    expect(left).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
    expect(useProfileStore.getState().profile.life_values_score).toBeNull();
  });

  it('saves the total once on Next, with reverse items flipped, and lets the student on', async () => {
    const { user } = renderScale(LIFE_VALUES);
    await user.click(
      item('I know what matters most to me.').getByRole('radio', { name: 'Completely' }),
    );
    await user.click(
      item('The way I spend my days fits with what matters to me.').getByRole('radio', {
        name: 'A little',
      }),
    );
    await user.click(item('I drift from day to day.').getByRole('radio', { name: 'Mostly' }));
    expect(await pressNext('2-4')).toBeNull();
    // 4 + 1 + (4 - 3) = 6
    expect(sent).toEqual([{ path: '/activity/commit_score', body: { type: 4, value: 6 } }]);
    expect(useProfileStore.getState().profile.life_values_score).toBe(6);
    expect(screen.getByText('Your answers are saved.')).toBeInTheDocument();
    expect(item('I drift from day to day.').getByRole('radio', { name: 'Mostly' })).toBeDisabled();
    expect(await pressNext('2-4')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('saves nothing in review mode and shows the saved answers read-only', async () => {
    useNavigationStore.setState({
      review_mode: true,
      navigation_history: {
        '2-4': { 'life-values-lv-know': 2, 'life-values-lv-act': 4, 'life-values-lv-drift': 1 },
      },
    });
    renderScale(LIFE_VALUES);
    expect(
      item('I know what matters most to me.').getByRole('radio', { name: 'Somewhat' }),
    ).toBeChecked();
    expect(item('I drift from day to day.').getByRole('radio', { name: 'A little' })).toBeChecked();
    expect(item('I drift from day to day.').getByRole('radio', { name: 'Mostly' })).toBeDisabled();
    expect(await pressNext('2-4')).toBeNull();
    expect(sent).toEqual([]);
    expect(useProfileStore.getState().profile.life_values_score).toBeNull();
  });

  it('does not hold up Next once the profile holds the score, and shows the answers given on another page', async () => {
    useProfileStore.setState({ profile: { ...EMPTY_PROFILE, life_values_score: 9 } });
    useNavigationStore.setState({
      navigation_history: {
        '2-4': { 'life-values-lv-know': 1, 'life-values-lv-act': 2, 'life-values-lv-drift': 0 },
      },
    });
    renderScale(LIFE_VALUES, '2C-5');
    expect(
      item('The way I spend my days fits with what matters to me.').getByRole('radio', {
        name: 'Somewhat',
      }),
    ).toBeChecked();
    expect(screen.getByText('Your answers are saved.')).toBeInTheDocument();
    expect(await pressNext('2C-5')).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('rating-scale without labels (sliders)', () => {
  it('shows a slider per item with the end labels, each "Not answered yet" until moved', () => {
    renderScale(RELATIONSHIPS, '2-1');
    expect(screen.getAllByRole('slider')).toHaveLength(3);
    expect(screen.getAllByText('Not answered yet')).toHaveLength(3);
    expect(screen.getAllByText('0 = Not close at all')).toHaveLength(3);
    expect(screen.getByRole('slider', { name: 'My family' })).toHaveAttribute(
      'aria-valuetext',
      'Not answered yet',
    );
  });

  it('saves each slider as it is answered and commits the three ratings on Next', async () => {
    renderScale(RELATIONSHIPS, '2-1');
    const friends = screen.getByRole('slider', { name: 'My friends' });
    // Enter answers an untouched slider where it rests (the middle), the arrows move it.
    fireEvent.keyDown(friends, { key: 'Enter' });
    fireEvent.keyDown(friends, { key: 'ArrowRight' });
    fireEvent.keyDown(friends, { key: 'ArrowRight' });
    expect(useNavigationStore.getState().navigation_history['2-1']).toEqual({
      'relationships-rel-friends': 7,
    });
    expect(await pressNext('2-1')).toBe(
      'Just 2 left to answer. Pick the answer that fits you best for each, then press Next.',
    );
    const family = screen.getByRole('slider', { name: 'My family' });
    expect(family).toHaveAttribute('aria-invalid', 'true');
    expect(family.getAttribute('aria-describedby')).toContain(gateMessageId('2-1'));
    expect(friends).not.toHaveAttribute('aria-invalid');
    fireEvent.keyDown(family, { key: 'Enter' });
    fireEvent.keyDown(family, { key: 'Home' });
    const college = screen.getByRole('slider', { name: 'People at college' });
    fireEvent.keyDown(college, { key: 'Enter' });
    fireEvent.keyDown(college, { key: 'End' });
    expect(college).toHaveAttribute('aria-valuetext', '10, Very close');
    expect(await pressNext('2-1')).toBeNull();
    expect(sent).toEqual([
      { path: '/activity/commit_score', body: { type: 6, value: [7, 0, 10] } },
    ]);
    expect(useProfileStore.getState().profile.relationship_scores).toEqual([7, 0, 10]);
  });
});

/** The life-values scale as the server answers it: the store's fields beside the file's. */
function lifeValuesDocument(): Response {
  const { schemaVersion: _version, ...fields } = LIFE_VALUES;
  return jsonResponse({
    ...fields,
    path: '/scales/life-values',
    slug: 'life-values',
    kind: 'scale',
    extension: '.yaml',
  });
}

describe('rating-scale loading its scale', () => {
  it('fetches the scale from the content API and holds Next until it has loaded', async () => {
    signIn();
    let serve: (response: Response) => void = () => undefined;
    stubFetch({
      '/pages/scales/life-values': () => new Promise<Response>((resolve) => (serve = resolve)),
    });
    renderWidget(<Component pageId="2-4" attributes={{ scale: 'life-values' }} />);
    expect(screen.getByRole('status', { name: 'Loading the questions' })).toBeInTheDocument();
    expect(await pressNext('2-4')).toBe(LOADING_MESSAGE);
    serve(lifeValuesDocument());
    expect(await screen.findAllByRole('radiogroup')).toHaveLength(3);
    expect(await pressNext('2-4')).toBe(
      'Nothing answered yet. Pick the answer that fits you best for each one, then press Next.',
    );
  });

  it('opened offline without the scale, says so in its place and at Next, and shows it once back online', async () => {
    signIn();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let online = false;
    stubFetch({
      '/pages/scales/life-values': () =>
        online
          ? Promise.resolve(lifeValuesDocument())
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    try {
      renderWidget(<Component pageId="2-4" attributes={{ scale: 'life-values' }} />);
      expect(await screen.findByText(OFFLINE_MESSAGE, {}, { timeout: 3000 })).toHaveAttribute(
        'role',
        'status',
      );
      expect(await pressNext('2-4')).toBe(OFFLINE_MESSAGE);
      online = true;
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(await screen.findAllByRole('radiogroup')).toHaveLength(3);
    } finally {
      onLine.mockRestore();
      onlineManager.setOnline(true);
    }
  });

  it('says kindly when the scale cannot be loaded and offers to try again', async () => {
    signIn();
    stubFetch({});
    renderWidget(<Component pageId="2-4" attributes={{ scale: 'life-values' }} />);
    expect(await screen.findByText(/We couldn.t load these questions/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('scaleColumns', () => {
  it.each([
    [2, 2],
    [5, 5],
    [6, 3],
    [7, 4],
    [10, 5],
    [11, 4],
  ])('lays %i answers out %i to a row on a wide screen', (answers, columns) => {
    expect(scaleColumns(answers)).toBe(columns);
  });
});

describe('unansweredMessage', () => {
  it('says nothing is answered yet rather than "just all of them left"', () => {
    expect(unansweredMessage(1, 1)).toBe(
      'Nothing answered yet. Pick the answer that fits you best, then press Next.',
    );
    expect(unansweredMessage(2, 2)).toMatch(/^Nothing answered yet\. .* for each one,/);
    expect(unansweredMessage(2, 5)).toMatch(/^Just 2 left to answer\./);
  });
});
