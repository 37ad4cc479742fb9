import { describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_AGE,
  COOKIE_NAMES,
  DIALOG_TIMEOUT_MS,
  FETCH_DELAY_MS,
  MOBILE_BREAKPOINT,
  NAVIGATION_SETTLE_MS,
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_THROTTLE_MS,
  THEME_PRIMARY,
} from './constants';

const DAY = 24 * 60 * 60;

describe('business constants of docs/product.md §9', () => {
  it.each([
    ['dialog timeout', DIALOG_TIMEOUT_MS, 4000],
    ['mobile breakpoint', MOBILE_BREAKPOINT, 800],
    ['progress bar throttle', PROGRESS_BAR_THROTTLE_MS, 200],
    ['progress bar duration', PROGRESS_BAR_DURATION_MS, 5000],
    ['fetch delay', FETCH_DELAY_MS, 200],
    ['navigation settle (docs/product.md §4)', NAVIGATION_SETTLE_MS, 100],
    ['product cookie lifetime', COOKIE_MAX_AGE.product, 180 * DAY],
    ['remember-me lifetime', COOKIE_MAX_AGE.rememberMe, 30 * DAY],
    ['allow-analytics lifetime', COOKIE_MAX_AGE.allowAnalytics, 30 * DAY],
  ])('has %s %i', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the cookies and the theme colour', () => {
    expect(COOKIE_NAMES).toEqual({
      product: 'clearpath',
      rememberMe: 'remember-me',
      allowAnalytics: 'allow-analytics',
    });
    expect(THEME_PRIMARY).toBe('#1976D2');
  });
});
