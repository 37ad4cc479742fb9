import { describe, expect, it } from 'vitest';
import { DATES_OUT_OF_ORDER } from '@clearpath/core';
import { dateFilterHelp } from './figure-filters';

describe('dateFilterHelp', () => {
  it('says nothing of a date the filters can take', () => {
    expect(dateFilterHelp('from', null, false)).toBeNull();
  });

  it('asks for a whole date when one is half typed', () => {
    expect(dateFilterHelp('to', 'invalidDate', true)).toBe('Enter a whole date, as DD/MM/YYYY.');
  });

  it('names only the range while the other date is empty', () => {
    expect(dateFilterHelp('from', 'disableFuture', false)).toBe(
      'Choose a date from 1 January 2000 to today.',
    );
    expect(dateFilterHelp('to', 'maxDate', false)).toBe('Choose a date up to 31 December 2099.');
  });

  it('names the other date once it is given, and says when the two are out of order', () => {
    expect(dateFilterHelp('from', 'minDate', true)).toBe(
      'Choose a date from 1 January 2000 to today, not after “Registered until”.',
    );
    expect(dateFilterHelp('to', 'maxDate', true)).toBe(
      'Choose a date up to 31 December 2099, not before “Registered from”.',
    );
    expect(dateFilterHelp('from', 'maxDate', true)).toBe(DATES_OUT_OF_ORDER);
    expect(dateFilterHelp('to', 'minDate', true)).toBe(DATES_OUT_OF_ORDER);
  });
});
