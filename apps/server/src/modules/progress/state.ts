import { z } from 'zod';
import {
  DrugIdSchema,
  EMPTY_PROFILE,
  NavigationHistorySchema,
  OptionalHistorySchema,
  PageIdSchema,
  ProfileSchema,
} from '@clearpath/core';

/**
 * A participant's saved state as the services see it: the current-state row, built from core's
 * schemas. `selected_drugs` is `null` until the drug selection is saved (DAST item 1 needs it).
 */
const SavedStateSchema = z.object({
  profile: ProfileSchema,
  selected_drugs: z.array(DrugIdSchema).max(8).nullable(),
  navigation_history: NavigationHistorySchema,
  last_page: PageIdSchema.nullable(),
  optional_history: OptionalHistorySchema,
});
export type SavedState = z.infer<typeof SavedStateSchema>;

/** The state of a participant who has saved nothing yet. */
export const EMPTY_SAVED_STATE: SavedState = {
  profile: EMPTY_PROFILE,
  selected_drugs: null,
  navigation_history: {},
  last_page: null,
  optional_history: { available: [], completed: [], history: {} },
};

/** The stored columns of a saved state (see `participant_state`). */
export interface SavedStateColumns {
  profile: unknown;
  selectedDrugs: unknown;
  navigationHistory: unknown;
  lastPage: string | null;
  optionalHistory: unknown;
}

function salvageProfile(raw: unknown): SavedState['profile'] {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const profile: Record<string, unknown> = { ...EMPTY_PROFILE };
  for (const [field, schema] of Object.entries(ProfileSchema.shape)) {
    const parsed = schema.safeParse(source[field]);
    if (parsed.success) profile[field] = parsed.data;
  }
  const whole = ProfileSchema.safeParse(profile);
  return whole.success ? whole.data : EMPTY_PROFILE;
}

/**
 * The saved state of stored columns. Rows are written only from validated input, so this is
 * the whole state; should a later, stricter schema reject part of an old row, the parts that
 * still fit are kept and the rest starts empty (the events still hold every answer).
 */
export function savedStateFromColumns(columns: SavedStateColumns): SavedState {
  const raw = {
    profile: columns.profile,
    selected_drugs: columns.selectedDrugs,
    navigation_history: columns.navigationHistory,
    last_page: columns.lastPage,
    optional_history: columns.optionalHistory,
  };
  const parsed = SavedStateSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const field = <K extends keyof SavedState>(key: K): SavedState[K] => {
    const result = SavedStateSchema.shape[key].safeParse(raw[key]);
    return result.success ? (result.data as SavedState[K]) : EMPTY_SAVED_STATE[key];
  };
  return {
    profile: salvageProfile(columns.profile),
    selected_drugs: field('selected_drugs'),
    navigation_history: field('navigation_history'),
    last_page: field('last_page'),
    optional_history: field('optional_history'),
  };
}
