import { INJUNCTIVE_PATTERNS, type InjunctiveOverall } from './norms';

/**
 * What one injunctive-norms option says most students think (docs/product.md §9's patterns read per
 * option): 0 disapprove (ids 0, 4, 7), 1 don't mind (1, 3, 6), 2 approve (2, 5, 8). Null for an
 * id outside the nine options.
 */
export function injunctiveStance(optionId: number): InjunctiveOverall | null {
  const pattern = INJUNCTIVE_PATTERNS.find((entry) =>
    (entry.ids as readonly number[]).includes(optionId),
  );
  return pattern ? pattern.overall : null;
}

/**
 * One question's option ids in a steady reading order, disapprove → don't mind → approve, so
 * every question lists its answers the same way whatever their order in the option set.
 */
export function injunctiveOptionsInStanceOrder(optionIds: readonly number[]): number[] {
  const rank = (id: number) => injunctiveStance(id) ?? Number.POSITIVE_INFINITY;
  return [...optionIds].sort((a, b) => rank(a) - rank(b) || a - b);
}
