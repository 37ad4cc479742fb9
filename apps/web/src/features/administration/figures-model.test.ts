import { describe, expect, it } from 'vitest';
import { figuresAnswer } from './admin-fixtures';
import { figuresFrom, pageLabel } from './figures-model';

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
  });
});
