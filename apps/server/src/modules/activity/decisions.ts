import {
  DASHBOARD_MODULES,
  NavigationHistorySchema,
  applyProfileUpdate,
  completionsOnUnknownPages,
  dastResultOfProfile,
  mergeNavigationHistory,
  mergeOptionalHistory,
  needsCommit,
  profileAfterDast,
  profileAfterDrugSelection,
  profileUpdateForActivity,
  profileUpdateForScore,
  refusedHistoryCompletions,
  refusedOptionalChanges,
  type CommitActivityRequest,
  type CommitDastResponsesResponse,
  type CommitNavigationHistoryRequest,
  type CommitOptionalHistoryRequest,
  type CommitScoreRequest,
  type CommitSelectedDrugsRequest,
  type DastAnswer,
  type ModuleId,
  type OkResponse,
  type ProfileUpdate,
  type UserType,
} from '@clearpath/core';
import { AppError } from '../../errors';
import type { CommitDecision } from '../progress/commit';
import type { SavedState } from '../progress/state';

/**
 * What each commit call does to a participant's saved state: pure functions of the state and
 * the validated request, using core's rules. Most values are kept as first given (docs/product.md §5,
 * `needsCommit`); a later commit of the same value is still recorded, as an event that did
 * not apply. Navigation and optional history add to what is saved (core's `mergeNavigationHistory`
 * and `mergeOptionalHistory`), so a second tab or device never wipes out the first one's answers.
 */

const OK: OkResponse = { status: true };

const DAST_BEFORE_DRUGS =
  'Save the drug selection before the DAST answers: the first DAST question comes from it.';

/** A first-given profile value: set when not set yet, else kept. */
function keepFirst(state: SavedState, update: ProfileUpdate): CommitDecision<OkResponse> {
  if (!needsCommit(state.profile, update.field)) return { state, applied: false, response: OK };
  const profile = applyProfileUpdate(state.profile, update.field, update.value, {
    reviewMode: false,
  });
  return { state: { ...state, profile }, applied: profile !== state.profile, response: OK };
}

export function decideActivity(
  state: SavedState,
  commit: CommitActivityRequest,
): CommitDecision<OkResponse> {
  return keepFirst(state, profileUpdateForActivity(commit));
}

export function decideScore(
  state: SavedState,
  commit: CommitScoreRequest,
): CommitDecision<OkResponse> {
  return keepFirst(state, profileUpdateForScore(commit));
}

/**
 * The DAST (docs/architecture.md §5): item 1 is whether any drug was selected; the score and user type
 * come from core. Kept as first given: a repeat answers the saved score and user type. Before
 * the drug selection is saved there is nothing to score, which is a 409.
 */
export function decideDast(
  state: SavedState,
  answers: DastAnswer[],
): CommitDecision<CommitDastResponsesResponse> {
  if (!needsCommit(state.profile, 'dast_score')) {
    return { state, applied: false, response: dastResultOfProfile(state.profile) };
  }
  if (state.selected_drugs === null) throw new AppError('conflict', DAST_BEFORE_DRUGS);
  const profile = profileAfterDast(state.profile, state.selected_drugs.length > 0, answers);
  return { state: { ...state, profile }, applied: true, response: dastResultOfProfile(profile) };
}

const USER_TYPE_BEFORE_SCREEN =
  'The user type comes from the screen: save the drug selection and, for a drug used, the DAST answers first.';

/**
 * The user type, which the screen sets (docs/product.md §1: the drug selection for no drug, else
 * the DAST): before it there is none to confirm, which is a 409, so a type sent first cannot
 * outrank the screen's. After it, kept as first given.
 */
export function decideUserType(state: SavedState, userType: UserType): CommitDecision<OkResponse> {
  if (state.profile.user_type === null) throw new AppError('conflict', USER_TYPE_BEFORE_SCREEN);
  return keepFirst(state, { field: 'user_type', value: userType });
}

/**
 * The drug selection and primary drug, kept as first given (DAST item 1 depends on them). No
 * drug selected also settles the user type: the DAST score is 0 without the carousel.
 */
export function decideSelectedDrugs(
  state: SavedState,
  commit: CommitSelectedDrugsRequest,
): CommitDecision<OkResponse> {
  if (state.selected_drugs !== null) return { state, applied: false, response: OK };
  const profile = profileAfterDrugSelection(state.profile, commit.selection, commit.primary_drug);
  const next: SavedState = { ...state, selected_drugs: commit.selection, profile };
  return { state: next, applied: true, response: OK };
}

/** A commit that marks as completed what the student could not have reached: 400, nothing stored. */
function refuseUnreachable(refused: readonly ModuleId[]): void {
  if (refused.length === 0) return;
  const titles = refused.map(
    (id) => DASHBOARD_MODULES.find((module) => module.id === id)?.title ?? id,
  );
  throw new AppError(
    'bad_request',
    `The path does not open these modules to this participant: ${titles.join(', ')}.`,
    { modules: [...refused] },
  );
}

/** A commit that marks a module complete on a page the content does not have: 400, nothing stored. */
function refuseUnknownPages(pages: readonly string[]): void {
  if (pages.length === 0) return;
  throw new AppError(
    'bad_request',
    `These pages are not in the programme, so they cannot complete a module: ${pages.join(', ')}.`,
    { pages: [...pages] },
  );
}

const HISTORY_FULL =
  'The saved navigation history would hold more pages or answers than it may: nothing was changed.';

/**
 * The navigation history, added to what is saved, and the last page, taking the latest. Modules
 * it newly marks as completed must be marked on pages of the content (`isModulePage`; core's
 * `completionsOnUnknownPages`) and be ones the participant could have reached (core's
 * `refusedHistoryCompletions`), so the stored completion data stay true; and the history it
 * makes must stay within the limits of one request's history, so it cannot grow without end.
 */
export function decideNavigationHistory(
  state: SavedState,
  commit: CommitNavigationHistoryRequest,
  isModulePage: (page: string) => boolean,
): CommitDecision<OkResponse> {
  const history = mergeNavigationHistory(
    state.navigation_history,
    commit.navigation_history,
    commit.previous,
  );
  refuseUnknownPages(completionsOnUnknownPages(state.navigation_history, history, isModulePage));
  refuseUnreachable(
    refusedHistoryCompletions(state.navigation_history, history, {
      userType: state.profile.user_type,
      optionalAvailable: state.optional_history.available,
      optionalCompleted: state.optional_history.completed,
    }),
  );
  if (!NavigationHistorySchema.safeParse(history).success) {
    throw new AppError('bad_request', HISTORY_FULL);
  }
  const next: SavedState = { ...state, navigation_history: history, last_page: commit.last_page };
  return { state: next, applied: true, response: OK };
}

/**
 * The optional-module state, added to what is saved: a stale tab cannot lock a module again or
 * undo a completion. What it adds may unlock only modules the user type may have and complete
 * only modules unlocked before (core's `refusedOptionalChanges`).
 */
export function decideOptionalHistory(
  state: SavedState,
  commit: CommitOptionalHistoryRequest,
): CommitDecision<OkResponse> {
  refuseUnreachable(
    refusedOptionalChanges(state.optional_history, commit, state.profile.user_type),
  );
  const optional = mergeOptionalHistory(state.optional_history, commit);
  return { state: { ...state, optional_history: optional }, applied: true, response: OK };
}

/** The willingness rating sent with `process_confidence`, kept as first given. */
export function decideWillingness(state: SavedState, willingness: number): CommitDecision<null> {
  const decision = keepFirst(state, { field: 'willingness_score', value: willingness });
  return { ...decision, response: null };
}
