import { describe, expect, it } from 'vitest';
import {
  arrowTargets,
  canSaveInMode,
  isNavigationReady,
  navigationWaitMs,
  leaveToMenu,
  moduleChangeTarget,
  shouldSaveNavigationHistory,
  type NavigationMode,
} from './navigation';

describe('arrowTargets', () => {
  const visited = ['1-0', '1-1', '1-2', '1-10', '1-2', '2-0', '2-1', 'dashboard', 'junk'];

  it.each([
    ['1-1', false, '1-0', '1-2'],
    ['1-2', false, '1-1', '1-10'],
    ['1-10', false, '1-2', '2-0'],
    ['2-0', false, '1-10', '2-1'],
    ['2-0', true, '2-1', '2-1'],
    ['2-1', true, '2-0', '2-2'],
    ['1-10', true, '1-2', '1-11'],
    ['1-0', true, '1-1', '1-1'],
    // Not visited yet: placed among the visited pages in natural order.
    ['1-5', false, '1-2', '1-10'],
    ['2-5', false, '2-1', '2-6'],
    ['2C-3', true, '2C-2', '2C-4'],
    ['2C-1', true, '2C-1', '2C-2'],
    ['2-0A', false, '2-0', '2-1'],
    ['2-0A', true, '2-0', '2-1'],
  ])(
    'from %s (review mode %s) goes back to %s and on to %s',
    (current, reviewMode, previous, next) => {
      expect(arrowTargets({ current, visited, reviewMode })).toEqual({ previous, next });
    },
  );

  it('limits targets to the current module in review mode', () => {
    const history = ['1-0', '1-1', '3-0', '3-1', '3-2', '4-0'];
    expect(arrowTargets({ current: '3-2', visited: history, reviewMode: true })).toEqual({
      previous: '3-1',
      next: '3-3',
    });
    expect(arrowTargets({ current: '3-2', visited: history, reviewMode: false })).toEqual({
      previous: '3-1',
      next: '4-0',
    });
  });

  it('falls back to step ± 1 with no history, previous at least 1', () => {
    expect(arrowTargets({ current: '4A-0', visited: [], reviewMode: false })).toEqual({
      previous: '4A-1',
      next: '4A-1',
    });
    expect(arrowTargets({ current: '4A-2', visited: [], reviewMode: false })).toEqual({
      previous: '4A-1',
      next: '4A-3',
    });
  });

  it('gives no next page past the last possible step', () => {
    expect(arrowTargets({ current: '1-999', visited: [], reviewMode: false })).toEqual({
      previous: '1-998',
      next: null,
    });
  });

  it('gives Review only visited neighbours', () => {
    expect(arrowTargets({ current: 'Review', visited: [], reviewMode: true })).toEqual({
      previous: null,
      next: null,
    });
    expect(arrowTargets({ current: 'Review', visited: ['5A-3'], reviewMode: false })).toEqual({
      previous: '5A-3',
      next: null,
    });
  });

  it.each(['dashboard', 'nonsense', ''])('gives no targets from %j', (current) => {
    expect(arrowTargets({ current, visited, reviewMode: false })).toEqual({
      previous: null,
      next: null,
    });
  });
});

describe('shouldSaveNavigationHistory', () => {
  it.each([
    [{}, false],
    [{ '1-0': {} }, false],
    [{ '1-1': {} }, true],
    [{ '1-0': {}, '1-1': {} }, true],
  ])('saves %j: %s', (history, expected) => {
    expect(shouldSaveNavigationHistory(history)).toBe(expected);
  });
});

describe('canSaveInMode', () => {
  it.each<[NavigationMode, boolean]>([
    ['standard', true],
    ['optional', true],
    ['review', true],
    ['hydrating', false],
  ])('saves in %s mode: %s', (mode, expected) => {
    expect(canSaveInMode(mode)).toBe(expected);
  });
});

describe('leaveToMenu', () => {
  it.each<[NavigationMode, NavigationMode]>([
    ['review', 'standard'],
    ['optional', 'standard'],
    ['standard', 'standard'],
    ['hydrating', 'hydrating'],
  ])('turns %s mode into %s and restores standard progress', (mode, after) => {
    expect(leaveToMenu({ mode, stdProgress: 42 })).toEqual({ mode: after, progress: 42 });
  });
});

describe('isNavigationReady', () => {
  it.each([
    [0, true],
    [1, false],
    [3, false],
  ])('with %i pending requests: %s', (pending, ready) => {
    expect(isNavigationReady(pending)).toBe(ready);
  });
});

describe('navigationWaitMs', () => {
  it.each([
    // pending, ms since the last request ended, wait
    [1, 5_000, null],
    [2, 0, null],
    [0, 0, 100],
    [0, 40, 60],
    [0, 100, 0],
    [0, 5_000, 0],
    [0, Number.POSITIVE_INFINITY, 0],
    // A clock that went back never makes the wait longer than the settle time.
    [0, -50, 100],
  ])('with %i pending and %d ms of quiet: waits %s ms', (pending, quiet, wait) => {
    expect(navigationWaitMs(pending, quiet)).toBe(wait);
  });

  it('takes another settle time', () => {
    expect(navigationWaitMs(0, 10, 30)).toBe(20);
  });
});

describe('moduleChangeTarget', () => {
  const pages = new Set(['3-0', '4-0']);
  it.each([
    ['3-0', '3-0'],
    ['5-0', null],
  ])('goes to %s: %s', (target, expected) => {
    expect(moduleChangeTarget(target, pages)).toBe(expected);
  });
});
