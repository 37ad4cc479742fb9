import { describe, expect, it } from 'vitest';
import { figuresAnswer } from './admin-fixtures';
import { figuresFrom, pageLabel, shortPageLabel } from './figures-model';

describe('pageLabel', () => {
  it.each([
    ['4A-4', 'My Surroundings, page 4 (4A-4)'],
    ['2-0', 'Myself and Others, first page (2-0)'],
    ['1-10', 'My Profile, page 10 (1-10)'],
    ['Review', 'Review'],
    ['not a page', 'not a page'],
  ])('names %s as staff read it: %s', (id, label) => {
    expect(pageLabel(id)).toBe(label);
  });
});

describe('"Where students stopped"', () => {
  it('names each page by its module and says what it counts', () => {
    const data = {
      ...figuresAnswer(),
      drop_off: [
        { page: '1-3', count: { count: 10, label: '10' } },
        { page: '4A-4', count: { count: null, label: '<5' } },
      ],
    };
    const figure = figuresFrom(data).find((one) => one.title === 'Where students stopped');
    expect(figure?.description).toBe(
      'The page each student was on when they last used Clearpath, in the order of the programme.',
    );
    expect(figure?.categories).toEqual([
      'My Profile, page 3 (1-3)',
      'My Surroundings, page 4 (4A-4)',
    ]);
    // The chart's axis has room for the ids only, which tell every page apart.
    expect(figure?.axisLabels).toEqual(['1-3', '4A-4']);
  });
});

describe('short names on the charts', () => {
  it('names pages on an axis by id, Review and the menu by name', () => {
    expect(['2-0A', 'Review', 'dashboard', 'not a page'].map(shortPageLabel)).toEqual([
      '2-0A',
      'Review',
      'Menu',
      'not a page',
    ]);
  });

  it('gives user types and the two guesses short names that differ from each other', () => {
    const answer = figuresAnswer();
    const norm = answer.descriptive_norms[0]!;
    const data = {
      ...answer,
      descriptive_norms: [norm, { ...norm, item: 1 }],
      user_types: [
        { user_type: 1 as const, count: { count: 10, label: '10' } },
        { user_type: 2 as const, count: { count: 10, label: '10' } },
        { user_type: null, count: { count: null, label: '<5' } },
      ],
    };
    const figures = figuresFrom(data);
    const types = figures.find((one) => one.title === 'User types');
    expect(types?.categories).toEqual([
      'No drug use (type 1)',
      'Moderate risk or higher (type 2)',
      'Not screened yet',
    ]);
    expect(types?.axisLabels).toEqual(['Type 1', 'Type 2', 'Not screened yet']);
    const guesses = figures.find((one) => one.title === 'Guesses about other students');
    expect(guesses?.axisLabels).toEqual(['Never used', 'Past 12 months']);
  });
});
