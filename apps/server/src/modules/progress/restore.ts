import { EMPTY_PROFILE } from '@clearpath/core';
import type { Database } from '../../db/client';
import type { RestoreState } from '../auth/service';

/**
 * What a participant who has saved nothing yet gets back at login. The activity store
 * replaces this with the participant's saved state.
 */
export async function emptyRestoreState(
  _db: Database,
  _participantId: string,
): Promise<RestoreState> {
  return {
    profile: EMPTY_PROFILE,
    selected_drugs: [],
    navigation_history: {},
    last_page: null,
    optional_history: { available: [], completed: [], history: {} },
    progress: 0,
  };
}
