import { describe, expect, it } from 'vitest';
import { PageIdSchema } from './page-id-schema';
import { comparePageIds, formatPageId, isPageId, moduleOfPage, parsePageId } from './page-id';

describe('parsePageId', () => {
  it.each([
    ['1-0', { module: '1', step: 0 }],
    ['1-15', { module: '1', step: 15 }],
    ['2C-2', { module: '2C', step: 2 }],
    ['4A-3', { module: '4A', step: 3 }],
    ['5A-0', { module: '5A', step: 0 }],
    ['2-0A', { module: '2', step: 0, variant: 'A' }],
    ['3-999', { module: '3', step: 999 }],
    ['Review', { special: 'Review' }],
    ['dashboard', { special: 'dashboard' }],
  ])('parses %j', (id, parsed) => {
    expect(parsePageId(id)).toEqual(parsed);
  });

  it.each([
    '',
    '1',
    '1-',
    '-1',
    '1-01',
    '1-1000',
    '2c-2',
    '6-0',
    '2D-0',
    '12-0',
    'Review-1',
    'review',
    'Dashboard',
    '1-0a',
    '1-0AB',
    ' 1-0',
    '1-0/',
    '1--1',
    '1-1.5',
  ])('returns null for %j', (id) => {
    expect(parsePageId(id)).toBeNull();
    expect(isPageId(id)).toBe(false);
  });
});

describe('formatPageId', () => {
  it.each([
    [{ module: '1', step: 0 }, '1-0'],
    [{ module: '2', step: 0, variant: 'A' }, '2-0A'],
    [{ module: '4A', step: 7 }, '4A-7'],
  ] as const)('formats %j as %s', (page, id) => {
    expect(formatPageId(page)).toBe(id);
  });

  it.each([-1, 1000, 1.5])('throws a RangeError for step %s', (step) => {
    expect(() => formatPageId({ module: '1', step })).toThrow(RangeError);
  });
});

describe('moduleOfPage', () => {
  it.each([
    ['1-3', '1'],
    ['2-0A', '2'],
    ['4A-1', '4A'],
    ['Review', 'Review'],
    ['dashboard', null],
    ['nonsense', null],
  ])('puts %j in module %j', (id, module) => {
    expect(moduleOfPage(id)).toBe(module);
  });
});

describe('comparePageIds', () => {
  it.each([
    ['1-2', '1-10'],
    ['1-9', '1-10'],
    ['1-0', '1-1'],
    ['2-0', '2-0A'],
    ['2-0A', '2-1'],
    ['2-5', '2C-0'],
    ['4-9', '4A-0'],
    ['5A-3', 'Review'],
    ['1-01', '1-1'],
  ])('sorts %j before %j', (a, b) => {
    expect(comparePageIds(a, b)).toBeLessThan(0);
    expect(comparePageIds(b, a)).toBeGreaterThan(0);
  });

  it('gives 0 for the same id', () => {
    expect(comparePageIds('2C-3', '2C-3')).toBe(0);
    expect(comparePageIds('', '')).toBe(0);
  });

  it('sorts a list naturally', () => {
    const ids = ['1-10', '2-0', '1-2', '1-1', '2C-1', '2-0A', '1-0'];
    expect([...ids].sort(comparePageIds)).toEqual([
      '1-0',
      '1-1',
      '1-2',
      '1-10',
      '2-0',
      '2-0A',
      '2C-1',
    ]);
  });
});

describe('PageIdSchema', () => {
  it.each([
    ['1-0', true],
    ['Review', true],
    ['dashboard', true],
    ['7-0', false],
    [1, false],
    ['1-0'.repeat(10), false],
  ])('accepts %j: %s', (value, ok) => {
    expect(PageIdSchema.safeParse(value).success).toBe(ok);
  });
});
