import type { NavigationHistory } from './answers';
import {
  DASHBOARD_MODULES,
  PATH_SPINES,
  isModuleId,
  mayHaveModule,
  type ModuleId,
} from './modules';
import type { OptionalState } from './optional';
import { FIRST_PAGE, comparePageIds, moduleOfPage } from './page-id';
import type { UserType } from './user-type';

/*
 * A student's path through the programme (docs/decisions/0006): which modules are open to them,
 * where "Get Started" leads, and which completions the server accepts.
 */

/**
 * The answer written on a module's last page when the student completes the module, so the
 * completion travels with the navigation history to the server and back at login.
 */
export const MODULE_COMPLETE_ANSWER = 'module-complete';
/**
 * The answer written beside it: the page the decision tree sent the student to next (already the
 * page that serves them), so the path can be followed again from the saved history alone.
 */
export const CONTINUE_ANSWER = 'continue-to';
/** The continuation of the 'my influences' rule (docs/product.md §4): back to the menu for an optional module. */
export const MENU_CONTINUATION = 'dashboard';

/**
 * Where the path goes on after a module: the tree's next page (`next`), or the menu when that
 * page is in a module already completed. An optional module taken from the menu after the path
 * went past it (Mindful Decisions after My Plan) would otherwise lead back into finished work.
 */
export function continuationAfterModule(next: string, completed: readonly ModuleId[]): string {
  const module = moduleOfPage(next);
  return module !== null && isModuleId(module) && completed.includes(module)
    ? MENU_CONTINUATION
    : next;
}

/** Whether `page` of the history carries the completion answer. */
export function marksCompletion(history: NavigationHistory, page: string): boolean {
  return history[page]?.[MODULE_COMPLETE_ANSWER] === true;
}

/** The modules whose completion the history records (each once, in dashboard order). */
export function completedModules(history: NavigationHistory): ModuleId[] {
  return modulesCompletedOn(Object.keys(history).filter((page) => marksCompletion(history, page)));
}

/**
 * The modules of pages that carry the completion answer (each once, in dashboard order): what
 * `completedModules` finds in a whole history, for a reader that has only those pages (the
 * administration's figures and export read them out of the stored history).
 */
export function modulesCompletedOn(markedPages: Iterable<string>): ModuleId[] {
  const done = new Set<string>();
  for (const page of markedPages) {
    const module = moduleOfPage(page);
    if (module !== null) done.add(module);
  }
  return DASHBOARD_MODULES.map((module) => module.id).filter((id) => done.has(id));
}

/** What decides whether a module is open to a student. */
export interface PathState {
  userType: UserType | null;
  /** Modules completed, standard and optional (from the navigation history). */
  completed: readonly ModuleId[];
  optionalAvailable: readonly ModuleId[];
  optionalCompleted: readonly ModuleId[];
}

function isOptional(id: ModuleId): boolean {
  return DASHBOARD_MODULES.some((module) => module.id === id && module.optional);
}

/**
 * Whether a module is open to the student (docs/decisions/0006). My Profile always is. An
 * optional module is open once unlocked (available or completed) if their user type may have it.
 * On the spine, the first behaviour-change module (2 or 2C) opens when My Profile is complete, and
 * the rest of the spine when that module is complete, since the routing rules may send a student
 * from it to any of them (e.g. straight to Review).
 */
export function isModuleOpen(id: ModuleId, state: PathState): boolean {
  if (id === '1') return true;
  if (!mayHaveModule(state.userType, id) || state.userType === null) return false;
  if (isOptional(id)) {
    return state.optionalAvailable.includes(id) || state.optionalCompleted.includes(id);
  }
  const spine: readonly ModuleId[] = PATH_SPINES[state.userType];
  const required = spine.indexOf(id) === 1 ? '1' : spine[1];
  return required !== undefined && state.completed.includes(required);
}

/** Whether the student can complete a module: it is open, and My Profile needs the screening done. */
export function canCompleteModule(id: ModuleId, state: PathState): boolean {
  if (id === '1') return state.userType !== null;
  return isModuleOpen(id, state);
}

/**
 * The modules a navigation-history commit marks as completed that the student could not have
 * completed (empty when it may be stored). Completions already stored are not judged again.
 */
export function refusedHistoryCompletions(
  before: NavigationHistory,
  after: NavigationHistory,
  state: Omit<PathState, 'completed'>,
): ModuleId[] {
  const stored = completedModules(before);
  const incoming = completedModules(after);
  const completed = [...new Set([...stored, ...incoming])];
  return incoming
    .filter((id) => !stored.includes(id))
    .filter((id) => !canCompleteModule(id, { ...state, completed }));
}

/**
 * The pages a navigation-history commit newly marks with the completion answer that are not pages
 * of the modules' content (`isModulePage`; empty when it may be stored): an answer made up by
 * hand on a page that does not exist cannot count its module as completed. Any page of the
 * content is taken, not only the module's last: after an update that adds a page to a module, a
 * tab still showing the old content completes it on the page that was last, and refusing that
 * would hold back every later answer of the tab. Pages marked before are not judged again.
 */
export function completionsOnUnknownPages(
  before: NavigationHistory,
  after: NavigationHistory,
  isModulePage: (page: string) => boolean,
): string[] {
  return Object.keys(after).filter(
    (page) =>
      marksCompletion(after, page) &&
      !marksCompletion(before, page) &&
      (moduleOfPage(page) === null || !isModulePage(page)),
  );
}

/**
 * The modules an optional-history commit unlocks or completes that it may not (empty when it may
 * be stored): an unlocked module must be one the user type may have; a completed one must have
 * been unlocked before.
 */
export function refusedOptionalChanges(
  before: OptionalState,
  after: OptionalState,
  userType: UserType | null,
): ModuleId[] {
  const known = [...before.available, ...before.completed];
  const unlocked = after.available.filter(
    (id) => !known.includes(id) && !mayHaveModule(userType, id),
  );
  const completed = after.completed.filter(
    (id) => !before.completed.includes(id) && !(known.includes(id) && mayHaveModule(userType, id)),
  );
  return [...new Set([...unlocked, ...completed])];
}

/**
 * The optional module a student is let into when the path sends them to one of its pages: being
 * sent into a module unlocks it (docs/decisions/0006), if their user type may have it.
 */
export function arrivalUnlocks(page: string, userType: UserType | null): ModuleId[] {
  const module = moduleOfPage(page);
  if (module === null || !isOptional(module) || !mayHaveModule(userType, module)) return [];
  return [module];
}

/** Where "Get Started" leads: a page, or nothing left because the path is finished. */
export type PathPosition = { kind: 'page'; page: string } | { kind: 'finished' };

function furthestVisited(history: NavigationHistory, module: ModuleId): string | null {
  const pages = Object.keys(history).filter((page) => moduleOfPage(page) === module);
  return pages.sort(comparePageIds).at(-1) ?? null;
}

function completionPage(history: NavigationHistory, module: ModuleId): string | null {
  return (
    Object.keys(history).find(
      (page) => moduleOfPage(page) === module && marksCompletion(history, page),
    ) ?? null
  );
}

function entryPageOf(id: ModuleId): string {
  return DASHBOARD_MODULES.find((module) => module.id === id)?.entryPage ?? FIRST_PAGE;
}

/**
 * The next unfinished page of the student's path (docs/product.md §2 "Get Started", docs/decisions/0006),
 * found by following the saved history from 1-0: a module not completed yet resumes at its
 * furthest visited page (or the page the path entered it by); a completed one continues where the
 * tree sent the student after it. A completed module with nowhere to continue ends the path. The
 * menu continuation (docs/product.md §4 'my influences') leads on to an optional module still available.
 */
export function pathPosition(
  history: NavigationHistory,
  optionalAvailable: readonly ModuleId[],
): PathPosition {
  let page = FIRST_PAGE;
  const seen = new Set<ModuleId>();
  for (;;) {
    const module = moduleOfPage(page);
    if (module === null || seen.has(module)) return { kind: 'finished' };
    seen.add(module);
    const done = completionPage(history, module);
    if (done === null) return { kind: 'page', page: furthestVisited(history, module) ?? page };
    const next = history[done]?.[CONTINUE_ANSWER];
    if (next === MENU_CONTINUATION) {
      const open = optionalAvailable.find((id) => !seen.has(id));
      if (open === undefined) return { kind: 'finished' };
      page = entryPageOf(open);
    } else if (typeof next === 'string' && isModuleId(moduleOfPage(next) ?? '')) {
      page = next;
    } else {
      return { kind: 'finished' };
    }
  }
}
