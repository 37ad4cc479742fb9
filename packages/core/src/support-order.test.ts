import { describe, expect, it } from 'vitest';
import { DAST_SEVERITIES } from './dast';
import { putsUniversityFirst, showsSupportService, supportSectionOrder } from './support-order';

describe('supportSectionOrder', () => {
  it.each(['Substantial', 'Severe'] as const)(
    'puts university services first and emergency numbers last for a %s result',
    (severity) => {
      expect(supportSectionOrder(severity)).toEqual(['university', 'national', 'emergency']);
    },
  );

  it.each([null, 'Non-User', 'Low', 'Moderate'] as const)(
    'keeps the emergency numbers first for %s',
    (severity) => {
      expect(supportSectionOrder(severity)).toEqual(['emergency', 'university', 'national']);
    },
  );

  it('lists every section exactly once for every result', () => {
    for (const severity of [null, ...DAST_SEVERITIES]) {
      expect([...supportSectionOrder(severity)].sort()).toEqual([
        'emergency',
        'national',
        'university',
      ]);
    }
  });
});

describe('putsUniversityFirst', () => {
  it('is true only for Substantial and Severe', () => {
    expect(DAST_SEVERITIES.filter((severity) => putsUniversityFirst(severity))).toEqual([
      'Substantial',
      'Severe',
    ]);
    expect(putsUniversityFirst(null)).toBe(false);
  });
});

describe('showsSupportService', () => {
  it('shows every kind with the filter all, and only the matching kind otherwise', () => {
    expect(showsSupportService('all', 'crisis', null)).toBe(true);
    expect(showsSupportService('drugs', 'drugs', 'Low')).toBe(true);
    expect(showsSupportService('drugs', 'crisis', 'Low')).toBe(false);
    expect(showsSupportService('drugs', 'university', 'Moderate')).toBe(false);
  });

  it('always shows university services for a Substantial or Severe result', () => {
    expect(showsSupportService('drugs', 'university', 'Severe')).toBe(true);
    expect(showsSupportService('crisis', 'university', 'Substantial')).toBe(true);
    expect(showsSupportService('crisis', 'drugs', 'Severe')).toBe(false);
  });
});
