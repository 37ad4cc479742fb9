import { describe, expect, it } from 'vitest';
import { AssetPathSchema, contrastRatio, HttpsUrlSchema, LineTextSchema } from './common';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#ffffff', '#000000', 21],
  ])('gives %s on %s as %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 5);
  });

  it('puts #1565C0 above 4.5:1 on white and #90CAF9 below', () => {
    expect(contrastRatio('#1565C0', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#90CAF9', '#ffffff')).toBeLessThan(4.5);
  });

  it('throws a RangeError for a colour that is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(RangeError);
    expect(() => contrastRatio('#ffffff', '#fff')).toThrow(RangeError);
  });
});

describe('AssetPathSchema', () => {
  it.each([
    ['/images/modules/1.svg', true],
    ['/a', true],
    ['images/1.svg', false],
    ['/images/../secret', false],
    ['/a b.png', false],
  ])('accepts %s: %s', (value, ok) => {
    expect(AssetPathSchema.safeParse(value).success).toBe(ok);
  });
});

describe('HttpsUrlSchema', () => {
  it.each([
    ['https://www.ucc.ie', true],
    ['https://www.ucc.ie/en/studenthealth/', true],
    ['http://www.ucc.ie', false],
    ['https://localhost', false],
    ['javascript:alert(1)', false],
  ])('accepts %s: %s', (value, ok) => {
    expect(HttpsUrlSchema.safeParse(value).success).toBe(ok);
  });
});

describe('LineTextSchema', () => {
  it.each([
    ['My Profile', true],
    ['', false],
    ['two\nlines', false],
    ['a\rb', false],
    ['a\u2028b', false],
    ['a\u2029b', false],
    ['x'.repeat(201), false],
  ])('accepts %j: %s', (value, ok) => {
    expect(LineTextSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['', 'Fill this in.'],
    [7, 'Fill this in.'],
    ['two\nlines', 'Keep this on one line.'],
    ['x'.repeat(201), 'Keep this to 200 characters or fewer.'],
  ])('says what to do with %j', (value, message) => {
    expect(LineTextSchema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
      message,
    ]);
  });

  it('keeps the message of a rule added to it', () => {
    const refined = LineTextSchema.refine((text) => text !== 'x', 'Not x');
    expect(refined.safeParse('x').error?.issues[0]?.message).toBe('Not x');
  });
});
