import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '@clearpath/core';
import { useProfileStore } from '../../features/profile/profile-store';
import { renderWidget } from '../shared/test-utils';
import { widget } from './index';

const { Component } = widget;
const MESSAGE = 'Choose the upsides and downsides on the previous page to see them side by side.';

/** Saves `positives` and `negatives` effects chosen, or the lists of data ids given. */
function choose(positives: number | string[], negatives: number | string[]) {
  const list = (prefix: string, chosen: number | string[]) =>
    (typeof chosen === 'number'
      ? Array.from({ length: chosen }, (_, index) => `${prefix}-${index}`)
      : chosen
    ).map((id) => ({ data_id: id }));
  useProfileStore.setState({
    profile: {
      ...EMPTY_PROFILE,
      positivesList: list('pos', positives),
      negativesList: list('neg', negatives),
    },
  });
}

/** The chart's numbers in words. */
const chartedCounts = () =>
  within(screen.getByRole('figure', { name: 'Upsides and downsides you chose' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

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
    choose(['pos-none'], ['neg-sleep', 'neg-money']);
    renderWidget(<Component pageId="1-7" attributes={{}} />);
    expect(chartedCounts()).toEqual(['Upsides: 0.', 'Downsides: 2.']);
  });

  it('says so, without a chart, when nothing came to mind on either side', () => {
    choose(['pos-none'], ['neg-none']);
    renderWidget(<Component pageId="1-7" attributes={{}} />);
    expect(screen.getByText(/Nothing came to mind on either side/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('charts the two counts and gives them in words', () => {
    choose(4, 2);
    renderWidget(<Component pageId="1-7" attributes={{}} />);
    expect(chartedCounts()).toEqual(['Upsides: 4.', 'Downsides: 2.']);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });
});
