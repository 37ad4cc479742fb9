import { describe, expect, it } from 'vitest';
import {
  analyticsAllowed,
  guardAuthenticated,
  shouldAutoLogin,
  shouldPersistState,
  shouldPrefetch,
  type GuardDecision,
} from './session';

describe('shouldPersistState', () => {
  it.each<[string | undefined, boolean]>([
    ['1', true],
    ['0', false],
    ['true', false],
    [undefined, false],
  ])('with remember-me %j persists: %s', (rememberMe, expected) => {
    expect(shouldPersistState(rememberMe)).toBe(expected);
  });
});

describe('shouldAutoLogin', () => {
  it.each<[string | undefined, boolean, boolean]>([
    ['1', false, true],
    ['1', true, false],
    ['0', false, false],
    [undefined, false, false],
  ])(
    'with remember-me %j and a password in memory %s: %s',
    (rememberMe, passwordInMemory, expected) => {
      expect(shouldAutoLogin({ rememberMe, passwordInMemory })).toBe(expected);
    },
  );
});

describe('guardAuthenticated', () => {
  it('tries to log in again from a tab that kept its session, whatever remember-me says', () => {
    const state = { authToken: null, rememberMe: '0', autoLoginTried: false, tabSession: true };
    expect(guardAuthenticated(state)).toBe('try-auto-login');
    expect(guardAuthenticated({ ...state, autoLoginTried: true })).toBe('redirect');
    expect(guardAuthenticated({ ...state, tabSession: false })).toBe('redirect');
  });

  it.each<[string | null, string | undefined, boolean, GuardDecision]>([
    ['token', undefined, false, 'allow'],
    ['token', '1', true, 'allow'],
    [null, '1', false, 'try-auto-login'],
    [null, '1', true, 'redirect'],
    [null, '0', false, 'redirect'],
    [null, undefined, false, 'redirect'],
    ['', '0', false, 'redirect'],
  ])(
    'with token %j, remember-me %j, auto-login tried %s: %s',
    (authToken, rememberMe, autoLoginTried, decision) => {
      expect(guardAuthenticated({ authToken, rememberMe, autoLoginTried })).toBe(decision);
    },
  );
});

describe('analyticsAllowed', () => {
  it.each<[string | undefined, boolean, string | undefined, boolean]>([
    ['1', true, 'G-123', true],
    ['0', true, 'G-123', false],
    [undefined, true, 'G-123', false],
    ['1', false, 'G-123', false],
    ['1', true, undefined, false],
    ['1', true, '', false],
  ])(
    'with allow-analytics %j, production %s, id %j: %s',
    (allowAnalytics, production, measurementId, expected) => {
      expect(analyticsAllowed({ allowAnalytics, production, measurementId })).toBe(expected);
    },
  );
});

describe('shouldPrefetch', () => {
  it.each<[string | undefined, boolean, boolean, boolean]>([
    ['4g', false, true, true],
    ['3g', false, true, true],
    [undefined, false, true, true],
    ['2g', false, true, false],
    ['slow-2g', false, true, false],
    ['4g', true, true, false],
    ['4g', false, false, false],
  ])('on %j with save-data %s, online %s: %s', (effectiveType, saveData, online, expected) => {
    expect(shouldPrefetch({ effectiveType, saveData, online })).toBe(expected);
  });
});
