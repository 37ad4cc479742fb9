import { create } from 'zustand';
import type { AnswerValue, NavigationHistory } from '@clearpath/core';
import { registerSessionReset } from '../../lib/session-reset';

/**
 * Navigation state (spec §3). Answers live in `navigation_history`: page id → data_id → value,
 * the shape the server stores and returns at login.
 */
export interface NavigationState {
  navigation_history: NavigationHistory;
  setAnswer: (pageId: string, dataId: string, value: AnswerValue) => void;
  reset: () => void;
}

const initial = { navigation_history: {} as NavigationHistory };

export const useNavigationStore = create<NavigationState>()((set) => ({
  ...initial,
  setAnswer: (pageId, dataId, value) =>
    set((state) => ({
      navigation_history: {
        ...state.navigation_history,
        [pageId]: { ...state.navigation_history[pageId], [dataId]: value },
      },
    })),
  reset: () => set(initial),
}));

registerSessionReset(() => useNavigationStore.getState().reset());
