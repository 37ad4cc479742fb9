import { PATH_SPINES, type ModuleId } from './modules';
import { moduleOfPage } from './page-id';
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
