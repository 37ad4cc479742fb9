import { NAVIGATION_SETTLE_MS } from './constants';
import { FIRST_PAGE, MAX_STEP, comparePageIds, moduleOfPage, parsePageId } from './page-id';

/** Navigation modes of docs/product.md §4. In `hydrating` saved history is being restored and nothing is saved. */
export const NAVIGATION_MODES = ['standard', 'optional', 'review', 'hydrating'] as const;
export type NavigationMode = (typeof NAVIGATION_MODES)[number];

export type ArrowTargets = { previous: string | null; next: string | null };

/**
 * Previous and next arrow targets (docs/product.md §2): the neighbours of `current` in the
 * naturally sorted, de-duplicated visited pages (only the current module's in
 * review mode). With no neighbour, next is step + 1 and previous is step − 1
 * with a minimum of 1 (so the previous of `x-1` and `x-0` is `x-1`, as the
 * specification says); a variant is dropped. The dashboard is never a target;
 * the Review page has no step defaults. An invalid `current` gives no targets.
 */
export function arrowTargets(input: {
  current: string;
  visited: readonly string[];
  reviewMode: boolean;
}): ArrowTargets {
  const { current, visited, reviewMode } = input;
  const module = moduleOfPage(current);
  if (module === null) return { previous: null, next: null };
  const candidates = visited.filter((id) => {
    const pageModule = moduleOfPage(id);
    return pageModule !== null && (!reviewMode || pageModule === module);
  });
  const pages = [...new Set([...candidates, current])].sort(comparePageIds);
  const index = pages.indexOf(current);
  const fallback = stepDefaults(current);
  return {
    previous: pages[index - 1] ?? fallback.previous,
    next: pages[index + 1] ?? fallback.next,
  };
}

function stepDefaults(current: string): ArrowTargets {
  const parsed = parsePageId(current);
  if (parsed === null || !('module' in parsed)) return { previous: null, next: null };
  const { module, step } = parsed;
  return {
    previous: `${module}-${Math.max(step - 1, 1)}`,
    next: step < MAX_STEP ? `${module}-${step + 1}` : null,
  };
}

/**
 * Whether navigation history is worth saving (docs/product.md §4): not when it is empty
 * or holds only the initial page.
 */
export function shouldSaveNavigationHistory(history: Readonly<Record<string, unknown>>): boolean {
  const pages = Object.keys(history);
  return pages.length > 0 && !(pages.length === 1 && pages[0] === FIRST_PAGE);
}

/** Whether anything may be saved in this mode: nothing while hydrating (docs/product.md §4). */
export function canSaveInMode(mode: NavigationMode): boolean {
  return mode !== 'hydrating';
}

/**
 * Going to the menu leaves review and optional modes and restores standard
 * progress (docs/product.md §4). Hydration is left alone: it ends when restoring ends.
 */
export function leaveToMenu(state: { mode: NavigationMode; stdProgress: number }): {
  mode: NavigationMode;
  progress: number;
} {
  return {
    mode: state.mode === 'hydrating' ? 'hydrating' : 'standard',
    progress: state.stdProgress,
  };
}

/** Page navigation waits until no requests are pending (docs/product.md §4). */
export function isNavigationReady(pendingRequests: number): boolean {
  return pendingRequests <= 0;
}

/**
 * How much longer a page change waits (docs/product.md §4): `null` while a request is pending;
 * once none is, what is left of NAVIGATION_SETTLE_MS since the last one ended. A tap on a page
 * where nothing has been pending for that long goes on at once (0): the settle time runs from
 * the last request, not from the tap (issue #19: the next page shown within 100 ms).
 */
export function navigationWaitMs(
  pendingRequests: number,
  msSinceLastRequest: number,
  settleMs: number = NAVIGATION_SETTLE_MS,
): number | null {
  if (!isNavigationReady(pendingRequests)) return null;
  return Math.max(0, settleMs - Math.max(0, msSinceLastRequest));
}

/** A module change to a page that does not exist is skipped (docs/product.md §4): `null` then. */
export function moduleChangeTarget(
  target: string,
  existingPages: ReadonlySet<string>,
): string | null {
  return existingPages.has(target) ? target : null;
}
