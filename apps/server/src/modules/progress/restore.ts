import { historyProgress } from '@clearpath/core';
import type { RestoreState } from '../auth/service';
import type { StateRow } from './repository';
import { EMPTY_SAVED_STATE, savedStateFromColumns, type SavedState } from './state';

/** The login answer's restore part for a saved state (docs/product.md §7 login_user). */
export function restoreStateOf(state: SavedState): RestoreState {
  return {
    profile: state.profile,
    selected_drugs: state.selected_drugs ?? [],
    navigation_history: state.navigation_history,
    last_page: state.last_page,
    optional_history: state.optional_history,
    progress: historyProgress(state.profile.user_type, state.navigation_history, state.last_page),
  };
}

/** The login answer's restore part for a saved-state row; undefined before the first commit. */
export function restoreStateOfRow(row: StateRow | undefined): RestoreState {
  return restoreStateOf(row ? savedStateFromColumns(row) : EMPTY_SAVED_STATE);
}
