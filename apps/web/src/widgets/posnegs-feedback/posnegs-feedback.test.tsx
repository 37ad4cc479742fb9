import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '@clearpath/core';
import { useProfileStore } from '../../features/profile/profile-store';
import { renderWidget } from '../shared/test-utils';
import { widget } from './index';

const { Component } = widget;
const MESSAGE = 'Choose the upsides and downsides on the previous page to see them side by side.';

function choose(positives: number, negatives: number) {
  const list = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({ data_id: `${prefix}-${index}` }));
  useProfileStore.setState({
    profile: {
      ...EMPTY_PROFILE,
      positivesList: list('pos', positives),
      negativesList: list('neg', negatives),
    },
  });
}

describe('posnegs-feedback', () => {
  it('asks for the choices when nothing was chosen', () => {
    renderWidget(<Component pageId="1-7" attributes={{}} />);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('asks for the choices when only the upsides were chosen', () => {
    choose(3, 0);
    renderWidget(<Component pageId="1-7" attributes={{}} />);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  });

  it('asks for the choices when only the downsides were chosen', () => {
    choose(0, 2);
    renderWidget(<Component pageId="1-7" attributes={{}} />);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  });

  it('charts "nothing comes to mind" as no upside', () => {
    useProfileStore.setState({
      profile: {
        ...EMPTY_PROFILE,
        positivesList: [{ data_id: 'pos-none' }],
        negativesList: [{ data_id: 'neg-sleep' }, { data_id: 'neg-money' }],
      },
    });
    renderWidget(<Component pageId="1-7" attributes={{}} />);
    const figure = screen.getByRole('figure', { name: 'Upsides and downsides you chose' });
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Upsides: 0.', 'Downsides: 2.']);
  });

  it('says so, without a chart, when nothing came to mind on either side', () => {
    useProfileStore.setState({
      profile: {
        ...EMPTY_PROFILE,
        positivesList: [{ data_id: 'pos-none' }],
        negativesList: [{ data_id: 'neg-none' }],
      },
    });
    renderWidget(<Component pageId="1-7" attributes={{}} />);
    expect(screen.getByText(/Nothing came to mind on either side/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('charts the two counts and gives them in words', () => {
    choose(4, 2);
    renderWidget(<Component pageId="1-7" attributes={{}} />);
    const figure = screen.getByRole('figure', { name: 'Upsides and downsides you chose' });
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Upsides: 4.', 'Downsides: 2.']);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });
});
