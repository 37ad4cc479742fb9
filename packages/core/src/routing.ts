import type { ModuleId } from './modules';
import type { UserType } from './user-type';

/**
 * The thresholds of the routing rules (docs/product.md §4). `lifeValuesLowAtMost` is
 * inclusive; `awarenessFrom` is inclusive; decision making counts from 32
 * inclusive after the Fully Present Metaphor but must exceed 32 after values
 * feedback, as the specification says.
 */
export const ROUTING_THRESHOLDS = {
  lifeValuesLowAtMost: 10,
  awarenessFrom: 17,
  decisionMaking: 32,
} as const;

export type Route = { next: string; unlock: ModuleId[] };

function assertScores(scores: Readonly<Record<string, number>>): void {
  for (const [name, value] of Object.entries(scores)) {
    if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
  }
}

/**
 * Where the Fully Present Metaphor page leads (docs/product.md §4): life values ≤ 10 →
 * `3-0`. Otherwise, with awareness ≥ 17 and decision making ≥ 32 both, `5-0`
 * (type 1: `Review`); without both, `4-0` unlocking 3 and 4 (type 1: `4A-0`
 * unlocking 3 and 4A).
 */
export function routeAfterFullyPresent(
  scores: { lifeValues: number; awareness: number; decisionMaking: number },
  userType: UserType,
): Route {
  assertScores(scores);
  if (scores.lifeValues <= ROUTING_THRESHOLDS.lifeValuesLowAtMost) {
    return { next: '3-0', unlock: [] };
  }
  const both =
    scores.awareness >= ROUTING_THRESHOLDS.awarenessFrom &&
    scores.decisionMaking >= ROUTING_THRESHOLDS.decisionMaking;
  if (userType === 1) {
    return both ? { next: 'Review', unlock: [] } : { next: '4A-0', unlock: ['3', '4A'] };
  }
  return both ? { next: '5-0', unlock: [] } : { next: '4-0', unlock: ['3', '4'] };
}

/**
 * Where values feedback leads (docs/product.md §4): decision making > 32 or awareness ≥ 17
 * → `4-0` (type 1: `4A-0`); otherwise `5-0` unlocking 4 (type 1: `5A-0`
 * unlocking 4A).
 */
export function routeAfterValuesFeedback(
  scores: { decisionMaking: number; awareness: number },
  userType: UserType,
): Route {
  assertScores(scores);
  const either =
    scores.decisionMaking > ROUTING_THRESHOLDS.decisionMaking ||
    scores.awareness >= ROUTING_THRESHOLDS.awarenessFrom;
  if (userType === 1) {
    return either ? { next: '4A-0', unlock: [] } : { next: '5A-0', unlock: ['4A'] };
  }
  return either ? { next: '4-0', unlock: [] } : { next: '5-0', unlock: ['4'] };
}

/** The 'my influences' page (docs/product.md §4): back to the dashboard while an optional module is in progress, else `5-0`. */
export function routeAfterInfluences(optionalInProgress: boolean): 'dashboard' | '5-0' {
  return optionalInProgress ? 'dashboard' : '5-0';
}

/** Injunctive norm feedback (docs/product.md §4): next page `2-0A` for type 1, else `2-0`. */
export function nextAfterInjunctiveFeedback(userType: UserType): '2-0A' | '2-0' {
  return userType === 1 ? '2-0A' : '2-0';
}
