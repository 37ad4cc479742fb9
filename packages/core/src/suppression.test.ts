import { describe, expect, it } from 'vitest';
import {
  addToCell,
  CELL_KEY_MODULUS,
  DEFAULT_SUPPRESSION_THRESHOLD,
  emptyCell,
  median,
  perturbationFor,
  publishCount,
  publishMedian,
  COMPLEMENT_LABEL,
  publishPartition,
  ROUNDING_BASE,
  suppressedLabel,
  type CountCell,
} from './suppression';

const cell = (count: number, key = 2): CountCell => ({ count, key });

describe('small-cell suppression', () => {
  it('shows every count below the threshold, zero included, as "<5"', () => {
    expect(DEFAULT_SUPPRESSION_THRESHOLD).toBe(5);
    for (const count of [0, 1, 4]) {
      expect(publishCount(cell(count), 5)).toEqual({ count: null, label: '<5' });
    }
    expect(suppressedLabel(10)).toBe('<10');
    expect(publishCount(cell(9), 10).label).toBe('<10');
  });

  it('adds the noise of the cell key to a shown count and rounds it to 5, never below the threshold', () => {
    expect(ROUNDING_BASE).toBe(5);
    expect(publishCount(cell(20, 2), 5)).toEqual({ count: 20, label: '20' });
    expect(publishCount(cell(20, 4), 5)).toEqual({ count: 20, label: '20' });
    expect(publishCount(cell(21, 4), 5)).toEqual({ count: 25, label: '25' });
    expect(publishCount(cell(23, 0), 5)).toEqual({ count: 20, label: '20' });
    expect(publishCount(cell(5, 0), 5)).toEqual({ count: 5, label: '5' });
    expect(publishCount(cell(12, 2), 10)).toEqual({ count: 10, label: '10' });
  });

  it('draws the noise evenly from -2…+2, the same for the same students', () => {
    const noise = Array.from({ length: CELL_KEY_MODULUS }, (_, key) => perturbationFor(key));
    const mean = noise.reduce((sum, value) => sum + value, 0) / noise.length;
    expect(new Set(noise)).toEqual(new Set([-2, -1, 0, 1, 2]));
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(perturbationFor(-3)).toBe(perturbationFor(2));
  });

  it('keys a cell by the sum of its record keys, whatever the order students are added', () => {
    const a = emptyCell();
    const b = emptyCell();
    for (const key of [200, 100, 7]) addToCell(a, key);
    for (const key of [7, 200, 100]) addToCell(b, key);
    expect(a).toEqual({ count: 3, key: 51 });
    expect(b).toEqual(a);
  });

  it('suppresses a second cell when a figure would hide only one (no subtraction from the total)', () => {
    const shown = publishPartition([cell(30), cell(3), cell(12), cell(9)], 5);
    // The second is hidden, not "<5": it is the smallest count of 5 or more.
    expect(shown.map((value) => value.label)).toEqual(['30', '<5', '10', COMPLEMENT_LABEL]);
    const hiddenCount = shown.filter((value) => value.count === null).length;
    expect(hiddenCount).toBe(2);
  });

  it('leaves figures with none or several small cells as they are', () => {
    expect(publishPartition([cell(30), cell(12)], 5).map((value) => value.label)).toEqual([
      '30',
      '10',
    ]);
    expect(publishPartition([cell(1), cell(2), cell(40)], 5).map((value) => value.label)).toEqual([
      '<5',
      '<5',
      '40',
    ]);
    expect(publishPartition([cell(3)], 5).map((value) => value.label)).toEqual(['<5']);
  });

  it('gives medians only over enough students, to one decimal', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(publishMedian([1, 2, 3, 4], 5)).toBeNull();
    expect(publishMedian([1, 2, 3, 4, 5.55], 5)).toBe(3);
    expect(publishMedian([1.04, 1.26, 2, 9, 9, 9], 5)).toBe(5.5);
  });

  it('leaves a small group unknown when two overlapping filters are subtracted', () => {
    // Filter A shows a students, filter A∪B shows a+b: is the naive difference b?
    let seed = 42;
    const random = (limit: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((seed / 2 ** 31) * limit);
    };
    const differences = new Map<number, Set<number>>();
    for (let trial = 0; trial < 4000; trial += 1) {
      const a = emptyCell();
      for (let i = 5 + random(40); i > 0; i -= 1) addToCell(a, random(CELL_KEY_MODULUS));
      const both = { ...a };
      const b = 1 + random(4);
      for (let i = 0; i < b; i += 1) addToCell(both, random(CELL_KEY_MODULUS));
      const naive = (publishCount(both, 5).count ?? 0) - (publishCount(a, 5).count ?? 0);
      const seen = differences.get(naive) ?? new Set<number>();
      seen.add(b);
      differences.set(naive, seen);
    }
    // Every difference an attacker can see fits several true sizes of the small group…
    for (const sizes of differences.values()) expect(sizes.size).toBeGreaterThanOrEqual(2);
    // …and it is always a multiple of 5, never the group's size itself.
    expect([...differences.keys()].sort((x, y) => x - y)).toEqual([-5, 0, 5, 10]);
  });
});
