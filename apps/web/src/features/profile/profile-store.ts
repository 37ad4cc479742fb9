import { create } from 'zustand';
import {
  CommitActivityResponseSchema,
  CommitDastResponsesResponseSchema,
  CommitScoreResponseSchema,
  CommitSelectedDrugsResponseSchema,
  EMPTY_PROFILE,
  ProcessingResponseSchema,
  applyProfileUpdate,
  dastResultOfProfile,
  isProfileValueSet,
  needsCommit,
  profileAfterDast,
  profileAfterDrugSelection,
  profileUpdateForActivity,
  profileUpdateForScore,
  type CommitActivityRequest,
  type CommitDastResponsesResponse,
  type CommitScoreRequest,
  type DastAnswer,
  type DrugId,
  type Profile,
  type ProfileField,
  type ProfileUpdate,
  type UserType,
} from '@clearpath/core';
import type { ResponseSchema } from '../../lib/api-client';
import type { CommitMethod } from './commit-queue';
import { registerSessionReset } from '../../lib/session-reset';
import type { SessionStart } from '../../lib/session-start';
import { useNavigationStore } from '../navigation/navigation-store';

/** The profile of docs/product.md §3 on this device, and the drug selection (DAST item 1). */
export interface ProfileData {
  profile: Profile;
  /** The saved drug selection; `null` until the student saved one ("none" is `[]`). */
  selected_drugs: DrugId[] | null;
  /** Whose profile this is, so a renewed session of the same student keeps unsent answers. */
  user_uuid: string | null;
}

/**
 * How commits reach the server: the app wires the commit queue (`profile-sync.ts`), which holds
 * a commit until it is stored and reports one the server refuses for good, then rejects it.
 */
export interface ProfileEffects {
  send: <T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    method?: CommitMethod,
  ) => Promise<T>;
}

export interface ProfileState extends ProfileData {
  hydrate: (session: SessionStart) => void;
  /** Saves the drug selection and primary drug once (docs/product.md §5); "none" makes the student type 1. */
  saveSelectedDrugs: (selection: readonly DrugId[], primary: DrugId | null) => Promise<void>;
  /**
   * Saves the nine DAST answers once: the score and user type are worked out here with core's
   * rules at once (so the next page works offline) and the server's answer confirms them.
   */
  saveDast: (answers: readonly DastAnswer[]) => Promise<CommitDastResponsesResponse>;
  saveActivity: (commit: CommitActivityRequest) => Promise<void>;
  saveScore: (commit: CommitScoreRequest) => Promise<void>;
  /**
   * Saves the willingness rating (0–10) once: the server keeps the one that
   * `GET /processing/process_confidence?willingness=N` carries (docs/product.md §7), so it is sent through
   * the commit queue after the confidence score it needs.
   */
  saveWillingness: (willingness: number) => Promise<void>;
  reset: () => void;
}
// The setters resolve once their commit is stored and never reject: a commit the server refuses
// is reported by the commit queue, and the answer on this device stands (docs/product.md §5: first given).

const initial: ProfileData = { profile: EMPTY_PROFILE, selected_drugs: null, user_uuid: null };

let effects: ProfileEffects = {
  send: () => Promise.reject(new Error('Profile commits are not wired')),
};

/** Sets how commits are sent (the app at start, tests with fakes); returns the previous one. */
export function setProfileEffects(next: ProfileEffects): ProfileEffects {
  const previous = effects;
  effects = next;
  return previous;
}

/** Whether answers may be saved now: never in review mode or while restoring (docs/product.md §4, §5). */
function canSave(): boolean {
  const navigation = useNavigationStore.getState();
  return !navigation.review_mode && !navigation.hydrating;
}

/** Every field the server has, and the ones only this device has while they are on their way. */
function mergeProfiles(server: Profile, local: Profile): Profile {
  let merged = server;
  for (const field of Object.keys(server) as ProfileField[]) {
    if (isProfileValueSet(merged, field) || !isProfileValueSet(local, field)) continue;
    merged = { ...merged, [field]: local[field] };
    if (field === 'dastList') merged = { ...merged, dast_score: local.dast_score };
  }
  return merged;
}

export const useProfileStore = create<ProfileState>()((set, get) => {
  function setUserType(userType: UserType) {
    useNavigationStore.getState().setUserType(userType);
  }

  /** Applies a first-given value and sends it; nothing happens when it is already set. */
  function saveFirst<T>(
    update: ProfileUpdate,
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
  ) {
    const { profile } = get();
    if (!canSave() || !needsCommit(profile, update.field)) return Promise.resolve();
    const next = applyProfileUpdate(profile, update.field, update.value, { reviewMode: false });
    if (next === profile) return Promise.resolve();
    set({ profile: next });
    return effects.send(path, body, schema).then(
      () => undefined,
      () => undefined,
    );
  }

  return {
    ...initial,

    hydrate: (session) => {
      const state = get();
      const server = session.profile ?? EMPTY_PROFILE;
      const sameStudent = state.user_uuid !== null && state.user_uuid === session.user.user_uuid;
      const profile = sameStudent ? mergeProfiles(server, state.profile) : server;
      const drugs = session.selected_drugs ?? null;
      // The server answers [] before any selection; a saved "none" also settled the user type.
      const saved = drugs !== null && (drugs.length > 0 || server.user_type !== null);
      set({
        profile,
        selected_drugs: saved ? drugs : sameStudent ? state.selected_drugs : null,
        user_uuid: session.user.user_uuid,
      });
    },

    saveSelectedDrugs: async (selection, primary) => {
      if (!canSave() || get().selected_drugs !== null) return;
      const profile = profileAfterDrugSelection(get().profile, selection, primary);
      set({ profile, selected_drugs: [...selection] });
      if (profile.user_type !== null) setUserType(profile.user_type);
      await effects
        .send(
          '/activity/commit_selected_drugs',
          { selection: selection.join(','), primary_drug: primary ?? '' },
          CommitSelectedDrugsResponseSchema,
        )
        .catch(() => undefined);
    },

    saveDast: async (answers) => {
      const state = get();
      const known = (): CommitDastResponsesResponse => dastResultOfProfile(get().profile);
      if (!canSave() || !needsCommit(state.profile, 'dast_score')) return known();
      const usedDrugs = (state.selected_drugs ?? []).length > 0;
      const profile = profileAfterDast(state.profile, usedDrugs, answers);
      set({ profile });
      setUserType(dastResultOfProfile(profile).user_type);
      // docs/product.md §4: the navigation history is saved when the DAST answers are committed.
      useNavigationStore.getState().saveHistory();
      const response = await effects
        .send(
          '/activity/commit_dast_responses',
          { dast_answers: [...answers] },
          CommitDastResponsesResponseSchema,
        )
        .catch(() => null);
      if (response === null) return known();
      // The server's saved answer wins (a first answer from another device, for instance).
      set((current) => ({
        profile: { ...current.profile, dast_score: response.score, user_type: response.user_type },
      }));
      setUserType(response.user_type);
      return response;
    },

    saveActivity: (commit) =>
      saveFirst(
        profileUpdateForActivity(commit),
        '/activity/commit_activity',
        commit,
        CommitActivityResponseSchema,
      ),

    saveScore: (commit) =>
      saveFirst(
        profileUpdateForScore(commit),
        '/activity/commit_score',
        commit,
        CommitScoreResponseSchema,
      ),

    saveWillingness: (willingness) => {
      const { profile } = get();
      if (!canSave() || !needsCommit(profile, 'willingness_score')) return Promise.resolve();
      const next = applyProfileUpdate(profile, 'willingness_score', willingness, {
        reviewMode: false,
      });
      if (next === profile) return Promise.resolve();
      set({ profile: next });
      return effects
        .send(
          `/processing/process_confidence?willingness=${willingness}`,
          undefined,
          ProcessingResponseSchema,
          'GET',
        )
        .then(
          () => undefined,
          () => undefined,
        );
    },

    reset: () => set(initial),
  };
});

registerSessionReset(() => useProfileStore.getState().reset());
