import type { NavigationHistory } from './answers';
import { PATH_SPINES, type ModuleId } from './modules';
import { stepProgress } from './optional';
import { completedModules } from './path';
import { moduleOfPage, parsePageId } from './page-id';
import type { UserType } from './user-type';

/**
 * The standard (not optional) modules of a user type, in the order the path takes them: its
 * spine (docs/decisions/0006), Review included for everyone, since it closes every path though
 * only user type 1's menu lists it.
 */
export function standardModulesForUserType(userType: UserType): ModuleId[] {
  return [...PATH_SPINES[userType]];
}

/**
 * Standard progress in percent (docs/product.md §3 `std_progress`, restored at login):
 * the share of the student's standard modules that are behind them, rounded.
 * A module is behind the student once it is completed, or once a page of a
 * later standard module of their user type has been visited. Before the DAST
 * (no user type yet) it is 0.
 */
export function standardProgress(
  userType: UserType | null,
  visitedPages: Iterable<string>,
  completed: readonly ModuleId[],
): number {
  if (userType === null) return 0;
  const modules = standardModulesForUserType(userType);
  let furthest = -1;
  for (const page of visitedPages) {
    const module = moduleOfPage(page);
    const index = module === null ? -1 : modules.indexOf(module);
    furthest = Math.max(furthest, index);
  }
  const behind = modules.filter((id, index) => index < furthest || completed.includes(id));
  return Math.round((behind.length / modules.length) * 100);
}

/**
 * Standard progress of a saved navigation history: its pages and the last page are the pages
 * visited, the modules it marks complete the modules completed. The web app counts it as the
 * student moves on and the server at login, so the two always agree.
 */
export function historyProgress(
  userType: UserType | null,
  history: NavigationHistory,
  lastPage: string | null = null,
): number {
  const visited = Object.keys(history);
  if (lastPage !== null) visited.push(lastPage);
  return standardProgress(userType, visited, completedModules(history));
}

/**
 * The own progress of a module without step totals (1, 2, 2C, 5: docs/product.md §4 gives
 * totals only to 3, 4, 4A and 5A), for its progress bar: counted as optional progress is, over
 * its steps up to its last page (`lastPage`, from its content), from the pages of it visited.
 * Not stored: the path's progress is what is saved and restored.
 */
export function moduleProgress(
  lastPage: string,
  visitedPages: Iterable<string>,
  completed: boolean,
): number {
  const last = parsePageId(lastPage);
  if (last === null || !('module' in last)) {
    throw new RangeError(`${lastPage} is not a module's page`);
  }
  let highest = 0;
  for (const page of visitedPages) {
    const parsed = parsePageId(page);
    if (parsed && 'module' in parsed && parsed.module === last.module) {
      highest = Math.max(highest, parsed.step);
    }
  }
  return stepProgress(last.step + 1, highest, completed);
}
