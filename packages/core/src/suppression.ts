import type { SuppressedCount } from './api/admin';

/**
 * Small-cell protection of the administration figures (docs/decisions/0007). Pure: the server
 * counts, these functions decide what may be shown.
 */

/** Counts below this are shown as "<5" unless a tenant sets its own threshold. */
export const DEFAULT_SUPPRESSION_THRESHOLD = 5;

/** Record keys and cell keys range over 0…CELL_KEY_MODULUS-1. */
export const CELL_KEY_MODULUS = 256;

/**
 * The noise added to a shown count, looked up by its cell key: -2…+2, each equally often, so
 * counts stay right on average and a count shown twice for the same students is the same.
 */
const PERTURBATION = [-2, -1, 0, 1, 2] as const;

/** A count and the key of the students behind it (the sum of their record keys, modulo 256). */
export interface CountCell {
  count: number;
  key: number;
}

/** An empty cell, to add students to with `addToCell`. */
export function emptyCell(): CountCell {
  return { count: 0, key: 0 };
}

/** Adds one student (by their record key) to a cell. */
export function addToCell(cell: CountCell, recordKey: number): void {
  cell.count += 1;
  cell.key = (cell.key + recordKey) % CELL_KEY_MODULUS;
}

/** The text shown for a suppressed count. */
export function suppressedLabel(threshold: number): string {
  return `<${threshold}`;
}

/** The noise for a cell key: the same students always get the same noise. */
export function perturbationFor(cellKey: number): number {
  const index = ((cellKey % PERTURBATION.length) + PERTURBATION.length) % PERTURBATION.length;
  return PERTURBATION[index] ?? 0;
}

/**
 * The text shown for a count of `threshold` or more hidden only so that a small count beside it
 * cannot be worked out from the total (`publishPartition`): "<5" would say it is small.
 */
export const COMPLEMENT_LABEL = 'hidden';

function hidden(threshold: number): SuppressedCount {
  return { count: null, label: suppressedLabel(threshold) };
}

/** Shown counts are multiples of this. */
export const ROUNDING_BASE = 5;

/**
 * One count as shown: below the threshold (zero too) it is suppressed; otherwise it carries the
 * noise of its cell key, is rounded to a multiple of 5 and never shows below the threshold. Noise
 * and rounding together leave every difference of two shown counts open to several true sizes
 * of the students between them.
 */
export function publishCount(cell: CountCell, threshold: number): SuppressedCount {
  if (cell.count < threshold) return hidden(threshold);
  const noisy = cell.count + perturbationFor(cell.key);
  const count = Math.max(threshold, Math.round(noisy / ROUNDING_BASE) * ROUNDING_BASE);
  return { count, label: String(count) };
}

/**
 * The cells of one figure that split a shown total (bands, types, drugs…). Cells below the
 * threshold are suppressed; when that leaves exactly one suppressed cell, the smallest shown cell
 * is hidden as well (`COMPLEMENT_LABEL`), so the small one cannot be found by subtracting the rest
 * from the total.
 */
export function publishPartition(
  cells: readonly CountCell[],
  threshold: number,
): SuppressedCount[] {
  const small = cells.map((cell) => cell.count < threshold);
  let partner = -1;
  if (small.filter(Boolean).length === 1) {
    cells.forEach((cell, index) => {
      if (small[index]) return;
      const current = cells[partner];
      if (current === undefined || cell.count < current.count) partner = index;
    });
  }
  return cells.map((cell, index) => {
    if (index === partner) return { count: null, label: COMPLEMENT_LABEL };
    return small[index] ? hidden(threshold) : publishCount(cell, threshold);
  });
}

/** The median of numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** A median shown only when at least `threshold` students are behind it. */
export function publishMedian(values: readonly number[], threshold: number): number | null {
  if (values.length < threshold) return null;
  const value = median(values);
  return value === null ? null : Math.round(value * 10) / 10;
}
