import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import {
  completedModules,
  isModuleOpen,
  pathPosition,
  type ModuleId,
  type PathPosition,
  type PathState,
} from '@clearpath/core';
import { oncePerHistory, useNavigationStore, type NavigationData } from './navigation-store';

/** The modules a history completes (core's `completedModules`), once per history. */
export const completedOf = oncePerHistory(completedModules);

type PathFields = Pick<
  NavigationData,
  'navigation_history' | 'user_type' | 'optional_available' | 'optional_completed'
>;

/** What decides which modules are open to the student, from the navigation store's state. */
function pathStateOf(state: PathFields): PathState {
  return {
    userType: state.user_type,
    completed: completedOf(state.navigation_history),
    optionalAvailable: state.optional_available,
    optionalCompleted: state.optional_completed,
  };
}

/**
 * What decides which modules are open to the student, from the navigation store: the same object
 * until one of its parts changes (`completed` is worked out once per history).
 */
export function usePathState(): PathState {
  return useNavigationStore(useShallow(pathStateOf));
}

/**
 * Whether the module is open to the student (core's `isModuleOpen`); `null` is a standalone page.
 * The answer alone is selected, so a page does not draw again for every answer given or page
 * visited, only when its module opens or closes (issue #19: a visit recorded as a page opens
 * drew the whole route again, in the same task).
 */
export function useModuleOpen(module: ModuleId | null): boolean {
  return useNavigationStore((s) => module === null || isModuleOpen(module, pathStateOf(s)));
}

/** Where "Get Started" leads (core's `pathPosition`). */
export function usePathPosition(): PathPosition {
  const history = useNavigationStore((s) => s.navigation_history);
  const available = useNavigationStore((s) => s.optional_available);
  return useMemo(() => pathPosition(history, available), [history, available]);
}
