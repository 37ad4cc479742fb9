/** Descriptive norms targets of page 1-14 (docs/architecture.md §5): never used, used in the past 12 months. */
export const DESCRIPTIVE_NORM_TARGETS = [43, 34] as const;
/** A guess within this many points of the target (inclusive) is accurate. */
export const DESCRIPTIVE_NORM_TOLERANCE = 5;

function assertPercent(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a percentage 0–100, got ${value}`);
  }
}

/**
 * Descriptive norm status (docs/product.md §9): 1 when the guess is within 5 of the
 * target (inclusive), else 0. Throws a RangeError for a guess or target that
 * is not a percentage.
 */
export function descriptiveNormStatus(guess: number, target: number): 0 | 1 {
  assertPercent('Guess', guess);
  assertPercent('Target', target);
  return Math.abs(guess - target) <= DESCRIPTIVE_NORM_TOLERANCE ? 1 : 0;
}

/** Injunctive norm option patterns and their overall result (docs/product.md §9). */
export const INJUNCTIVE_PATTERNS = [
  { ids: [0, 4, 7], overall: 0 },
  { ids: [1, 3, 6], overall: 1 },
  { ids: [2, 5, 8], overall: 2 },
] as const;
export const INJUNCTIVE_DEFAULT_OVERALL = 2;
export type InjunctiveOverall = 0 | 1 | 2;

/**
 * The overall injunctive-norm result (docs/product.md §9): 0 for ids {0,4,7}, 1 for
 * {1,3,6}, 2 for {2,5,8} and for anything else. Order does not matter;
 * repeated or extra ids match no pattern.
 */
export function injunctiveOverall(selectedIds: readonly number[]): InjunctiveOverall {
  const sorted = [...selectedIds].sort((a, b) => a - b);
  const match = INJUNCTIVE_PATTERNS.find(
    (pattern) =>
      pattern.ids.length === sorted.length && pattern.ids.every((id, i) => id === sorted[i]),
  );
  return match ? match.overall : INJUNCTIVE_DEFAULT_OVERALL;
}
