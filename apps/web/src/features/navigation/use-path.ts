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
import { useNavigationStore } from './navigation-store';

/** What decides which modules are open to the student, from the navigation store. */
export function usePathState(): PathState {
  const state = useNavigationStore(
    useShallow((s) => ({
      history: s.navigation_history,
      userType: s.user_type,
      optionalAvailable: s.optional_available,
      optionalCompleted: s.optional_completed,
    })),
  );
  return useMemo(
    () => ({
      userType: state.userType,
      completed: completedModules(state.history),
      optionalAvailable: state.optionalAvailable,
      optionalCompleted: state.optionalCompleted,
    }),
    [state.history, state.userType, state.optionalAvailable, state.optionalCompleted],
  );
}

/** Whether the module is open to the student (core's `isModuleOpen`); `null` is a standalone page. */
export function useModuleOpen(module: ModuleId | null): boolean {
  const state = usePathState();
  return module === null || isModuleOpen(module, state);
}

/** Where "Get Started" leads (core's `pathPosition`). */
export function usePathPosition(): PathPosition {
  const history = useNavigationStore((s) => s.navigation_history);
  const available = useNavigationStore((s) => s.optional_available);
  return useMemo(() => pathPosition(history, available), [history, available]);
}
