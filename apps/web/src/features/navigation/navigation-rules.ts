import {
  DASHBOARD_MODULES,
  comparePageIds,
  moduleOfPage,
  type ModuleId,
  type NavigationMode,
} from '@clearpath/core';

/** The navigation mode of docs/product.md §4 from the store's flags: hydrating wins, then review, then optional. */
export function modeOf(state: {
  hydrating: boolean;
  review_mode: boolean;
  optional_mode: boolean;
}): NavigationMode {
  if (state.hydrating) return 'hydrating';
  if (state.review_mode) return 'review';
  return state.optional_mode ? 'optional' : 'standard';
}

/** Whether a module is one of the optional ones (3, 4, 4A). */
export function isOptionalModule(id: ModuleId): boolean {
  return DASHBOARD_MODULES.some((module) => module.id === id && module.optional);
}

/**
 * Whether opening `page` is returning to a page already done (the revisit dialog): it was visited,
 * the student has been further on since, and they did not get here with the arrows or in review.
 * "Further on" is within the page's own module, or past the module's end: a page of a module
 * left unfinished (5A opened once, then the path led straight to Review) is not done because a
 * later module was reached, and the student carries on in it.
 */
export function isRevisit(input: {
  page: string;
  furthest: string | null;
  visited: boolean;
  reviewMode: boolean;
  viaArrows: boolean;
  completed: readonly ModuleId[];
}): boolean {
  const { page, furthest, visited, reviewMode, viaArrows, completed } = input;
  if (!visited || reviewMode || viaArrows || furthest === null || furthest === page) return false;
  if (comparePageIds(page, furthest) >= 0) return false;
  const module = moduleOfPage(page);
  return module !== null && (completed.includes(module) || module === moduleOfPage(furthest));
}

/**
 * Whether a look back (review mode) has come back to where the student was: the furthest page
 * reached, in a module not yet completed. From there on they answer again, as before looking
 * back; review mode would show the page's answers read-only, with nothing to answer it by.
 */
export function isCaughtUp(input: {
  page: string;
  furthest: string | null;
  completed: readonly ModuleId[];
}): boolean {
  const module = moduleOfPage(input.page);
  return input.page === input.furthest && module !== null && !input.completed.includes(module);
}

/** The later of two pages in natural order (the furthest page reached). */
export function laterPage(a: string | null, b: string): string {
  return a === null || comparePageIds(b, a) > 0 ? b : a;
}

/** Where "Next" leads: a page, or the module's "Section complete!" screen. */
export type NextStep = { kind: 'page'; id: string } | { kind: 'complete' } | null;

/**
 * The next step after `pageId`: the module is complete on its last page or a page the tree (or
 * the page) marks final; otherwise the tree's next page, the page's own `next`, then the arrow
 * default. In review mode the pages already visited lead (docs/product.md §2: next comes from the
 * navigation history), so a student looking back follows the path they took, not a page their
 * answers skipped.
 */
export function resolveNextStep(input: {
  pageId: string;
  treeNext: string | null;
  final: boolean;
  pageNext: string | null;
  moduleLast: string | null;
  arrowNext: string | null;
  reviewMode?: boolean;
}): NextStep {
  if (input.final || input.pageId === input.moduleLast) return { kind: 'complete' };
  const id = input.reviewMode
    ? (input.treeNext ?? input.arrowNext ?? input.pageNext)
    : (input.treeNext ?? input.pageNext ?? input.arrowNext);
  return id === null ? null : { kind: 'page', id };
}

/** Whether an arrow target lies before the page (an entry page has none: the menu instead). */
export function isBefore(target: string | null, page: string): target is string {
  return target !== null && comparePageIds(target, page) < 0;
}
