import { standardProgress } from '@clearpath/core';
import type { RestoreState } from '../auth/service';
import type { StateRow } from './repository';
import { EMPTY_SAVED_STATE, savedStateFromColumns, type SavedState } from './state';

/** The login answer's restore part for a saved state (docs/product.md §7 login_user). */
export function restoreStateOf(state: SavedState): RestoreState {
  const visited = Object.keys(state.navigation_history);
  if (state.last_page !== null) visited.push(state.last_page);
  return {
    profile: state.profile,
    selected_drugs: state.selected_drugs ?? [],
    navigation_history: state.navigation_history,
    last_page: state.last_page,
    optional_history: state.optional_history,
    progress: standardProgress(state.profile.user_type, visited, state.optional_history.completed),
  };
}

/** The login answer's restore part for a saved-state row; undefined before the first commit. */
export function restoreStateOfRow(row: StateRow | undefined): RestoreState {
  return restoreStateOf(row ? savedStateFromColumns(row) : EMPTY_SAVED_STATE);
}
