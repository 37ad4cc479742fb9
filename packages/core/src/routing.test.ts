import { describe, expect, it } from 'vitest';
import {
  nextAfterInjunctiveFeedback,
  routeAfterFullyPresent,
  routeAfterInfluences,
  routeAfterValuesFeedback,
  type Route,
} from './routing';
import type { UserType } from './user-type';

describe('routeAfterFullyPresent', () => {
  it.each<[number, number, number, UserType, Route]>([
    // Life values at or below 10 go to My Values whatever else holds.
    [10, 40, 60, 2, { next: '3-0', unlock: [] }],
    [10, 40, 60, 1, { next: '3-0', unlock: [] }],
    [0, 0, 0, 3, { next: '3-0', unlock: [] }],
    // 11: the other rules apply.
    [11, 17, 32, 2, { next: '5-0', unlock: [] }],
    [11, 17, 32, 3, { next: '5-0', unlock: [] }],
    [11, 17, 32, 1, { next: 'Review', unlock: [] }],
    [11, 16, 32, 2, { next: '4-0', unlock: ['3', '4'] }],
    [11, 17, 31, 2, { next: '4-0', unlock: ['3', '4'] }],
    [11, 16, 33, 3, { next: '4-0', unlock: ['3', '4'] }],
    [11, 16, 32, 1, { next: '4A-0', unlock: ['3', '4A'] }],
    [11, 17, 31, 1, { next: '4A-0', unlock: ['3', '4A'] }],
    [50, 18, 33, 1, { next: 'Review', unlock: [] }],
    [50, 18, 33, 2, { next: '5-0', unlock: [] }],
  ])(
    'with life values %i, awareness %i, decision making %i, type %i routes to %j',
    (lifeValues, awareness, decisionMaking, userType, route) => {
      expect(routeAfterFullyPresent({ lifeValues, awareness, decisionMaking }, userType)).toEqual(
        route,
      );
    },
  );

  it('throws a RangeError for a score that is not a finite number', () => {
    expect(() =>
      routeAfterFullyPresent({ lifeValues: Number.NaN, awareness: 0, decisionMaking: 0 }, 2),
    ).toThrow(RangeError);
  });
});

describe('routeAfterValuesFeedback', () => {
  it.each<[number, number, UserType, Route]>([
    [33, 0, 2, { next: '4-0', unlock: [] }],
    [33, 0, 1, { next: '4A-0', unlock: [] }],
    [32, 0, 2, { next: '5-0', unlock: ['4'] }],
    [32, 0, 1, { next: '5A-0', unlock: ['4A'] }],
    [31, 16, 3, { next: '5-0', unlock: ['4'] }],
    [0, 17, 2, { next: '4-0', unlock: [] }],
    [0, 17, 1, { next: '4A-0', unlock: [] }],
    [0, 16, 1, { next: '5A-0', unlock: ['4A'] }],
    [32, 16, 2, { next: '5-0', unlock: ['4'] }],
  ])(
    'with decision making %i and awareness %i, type %i routes to %j',
    (decisionMaking, awareness, userType, route) => {
      expect(routeAfterValuesFeedback({ decisionMaking, awareness }, userType)).toEqual(route);
    },
  );

  it('throws a RangeError for a score that is not a finite number', () => {
    expect(() =>
      routeAfterValuesFeedback({ decisionMaking: Number.POSITIVE_INFINITY, awareness: 0 }, 1),
    ).toThrow(RangeError);
  });
});

describe('routeAfterInfluences', () => {
  it.each([
    [true, 'dashboard'],
    [false, '5-0'],
  ])('with an optional module in progress %s goes to %s', (inProgress, next) => {
    expect(routeAfterInfluences(inProgress)).toBe(next);
  });
});

describe('nextAfterInjunctiveFeedback', () => {
  it.each<[UserType, string]>([
    [1, '2-0A'],
    [2, '2-0'],
    [3, '2-0'],
  ])('sends type %i to %s', (userType, next) => {
    expect(nextAfterInjunctiveFeedback(userType)).toBe(next);
  });
});
