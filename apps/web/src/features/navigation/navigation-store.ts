import { create } from 'zustand';
import {
  CONTINUE_ANSWER,
  DASHBOARD_MODULES,
  FIRST_PAGE,
  MODULE_COMPLETE_ANSWER,
  MODULE_IDS,
  OPTIONAL_TOTAL_STEPS,
  canSaveInMode,
  arrivalUnlocks,
  arrowTargets,
  completeOptional,
  completedModules,
  leaveToMenu,
  marksCompletion,
  moduleChangeTarget,
  moduleOfPage,
  modulesForUserType,
  optionalProgress,
  optionalStepWithin,
  optionalStepsWithin,
  parsePageId,
  servedPage,
  shouldSaveNavigationHistory,
  historyProgress,
  unlockOptional,
  type AnswerValue,
  type ArrowTargets,
  type ClientAction,
  type DecisionTree,
  type ModuleId,
  type NavigationHistory,
  type ScoreValues,
  type OptionalHistory,
  type UserType,
} from '@clearpath/core';
import { registerSessionReset } from '../../lib/session-reset';
import type { SessionStart } from '../../lib/session-start';
import { isCaughtUp, isOptionalModule, laterPage, modeOf } from './navigation-rules';

type OptionalSteps = OptionalHistory['history'];

/** Navigation state of docs/product.md §3 (plus the user type and decision tree the rules read). */
export interface NavigationData {
  current_page: string | null;
  next_page: string | null;
  current_module: ModuleId | null;
  page_completed: boolean;
  progress: number;
  std_progress: number;
  /** Page id → data_id → answer: the shape the server stores and returns at login. */
  navigation_history: NavigationHistory;
  /** Highest step visited per module with optional progress. */
  optional_history: OptionalSteps;
  optional_completed: ModuleId[];
  optional_available: ModuleId[];
  optional_mode: boolean;
  hydrating: boolean;
  review_mode: boolean;
  notifier_info: string | null;
  display_notification: boolean;
  going_back: boolean;
  last_viewed_page: string | null;
  /** The furthest page reached: where "Continue where I was" leads. */
  next_viewed_page: string | null;
  menu_items: ModuleId[];
  module_color: string;
  pendingRequests: number;
  user_type: UserType | null;
  tree: DecisionTree;
}

/** The side effects the store asks for; the app wires the API and storage (`navigation-sync.ts`). */
export interface NavigationEffects {
  historyChanged: (history: NavigationHistory, lastPage: string) => void;
  saveHistoryNow: (history: NavigationHistory, lastPage: string) => void;
  saveOptional: (state: OptionalHistory) => void;
}

export interface NavigationState extends NavigationData {
  setAnswer: (pageId: string, dataId: string, value: AnswerValue) => void;
  hydrate: (session: SessionStart) => void;
  visitPage: (pageId: string, options?: { goingBack?: boolean }) => void;
  setModuleColor: (color: string) => void;
  /** The user type from the drug selection or the DAST: it decides the menu (docs/product.md §6). */
  setUserType: (userType: UserType) => void;
  /** Where the decision tree sends the student after the page just finished (docs/product.md §3 next_page). */
  setNextPage: (page: string | null) => void;
  applyActions: (actions: readonly ClientAction[]) => void;
  unlock: (modules: readonly ModuleId[]) => void;
  /**
   * Completes a module on its last page; `continueTo` (the page the tree sends the student to
   * next) is saved beside the completion so "Get Started" can follow the path (core's
   * `pathPosition`). Nothing new is recorded about the path in review mode.
   */
  completeModule: (module: ModuleId, lastPage: string, continueTo?: string | null) => void;
  enterReview: () => void;
  enterOptional: () => void;
  leaveToMenu: () => void;
  moduleChange: (target: string, existingPages: ReadonlySet<string>) => string | null;
  saveHistory: () => boolean;
  dismissNotification: () => void;
  reset: () => void;
}

/** A light primary: the colour before a module sets its own. */
export const DEFAULT_MODULE_COLOR = '#E3F2FD';

const initial: NavigationData = {
  current_page: null,
  next_page: null,
  current_module: null,
  page_completed: false,
  progress: 0,
  std_progress: 0,
  navigation_history: {},
  optional_history: {},
  optional_completed: [],
  optional_available: [],
  optional_mode: false,
  hydrating: false,
  review_mode: false,
  notifier_info: null,
  display_notification: false,
  going_back: false,
  last_viewed_page: null,
  next_viewed_page: null,
  menu_items: ['1'],
  module_color: DEFAULT_MODULE_COLOR,
  pendingRequests: 0,
  user_type: null,
  tree: {},
};

const noEffects: NavigationEffects = {
  historyChanged: () => undefined,
  saveHistoryNow: () => undefined,
  saveOptional: () => undefined,
};
let effects: NavigationEffects = noEffects;

/** Sets the side effects (the app at start, tests with fakes); returns the previous ones. */
export function setNavigationEffects(next: NavigationEffects): NavigationEffects {
  const previous = effects;
  effects = next;
  return previous;
}

function menuItems(userType: UserType | null): ModuleId[] {
  return userType === null ? ['1'] : modulesForUserType(userType);
}

function titleOf(id: ModuleId): string {
  return DASHBOARD_MODULES.find((module) => module.id === id)?.title ?? id;
}

function isOptionalProgressModule(id: string): id is keyof typeof OPTIONAL_TOTAL_STEPS {
  return Object.hasOwn(OPTIONAL_TOTAL_STEPS, id);
}

export const useNavigationStore = create<NavigationState>()((set, get) => {
  const lastPage = () => get().current_page ?? get().next_viewed_page ?? FIRST_PAGE;
  const optionalState = (): OptionalHistory => ({
    history: get().optional_history,
    completed: get().optional_completed,
    available: get().optional_available,
  });
  /**
   * Sends the history after the debounce: never while hydrating, and not while it holds only the
   * initial page unvisited-with-nothing-typed (docs/product.md §4); answers typed on 1-0 are always kept.
   */
  const autosave = (history: NavigationHistory, page: string) => {
    if (!canSaveInMode(modeOf(get()))) return;
    const typedOnFirst = Object.keys(history[FIRST_PAGE] ?? {}).length > 0;
    if (!shouldSaveNavigationHistory(history) && !typedOnFirst) return;
    effects.historyChanged(history, page);
  };
  const stdProgress = (history: NavigationHistory) => historyProgress(get().user_type, history);

  return {
    ...initial,
    setAnswer: (pageId, dataId, value) => {
      // Review mode looks back: what the student answered stays as it was (docs/product.md §4, §5).
      if (get().review_mode) return;
      set((state) => ({
        navigation_history: {
          ...state.navigation_history,
          [pageId]: { ...state.navigation_history[pageId], [dataId]: value },
        },
      }));
      if (canSaveInMode(modeOf(get())))
        effects.historyChanged(get().navigation_history, lastPage());
    },

    hydrate: (session) => {
      set({ ...initial, hydrating: true, tree: session.tree });
      const history = session.navigation_history ?? {};
      const userType = session.profile?.user_type ?? null;
      const optional = session.optional_history ?? { history: {}, completed: [], available: [] };
      const last = session.last_page ?? null;
      const module = last === null ? null : moduleOfPage(last);
      set({
        navigation_history: history,
        user_type: userType,
        menu_items: menuItems(userType),
        optional_history: optionalStepsWithin(optional.history),
        optional_completed: optional.completed,
        optional_available: optional.available,
        std_progress: session.progress ?? 0,
        progress: session.progress ?? 0,
        last_viewed_page: last,
        next_viewed_page: last,
        current_module: module,
      });
      set({ hydrating: false });
    },

    visitPage: (pageId, options = {}) => {
      const state = get();
      const module = moduleOfPage(pageId);
      if (module === null) return;
      const changed = state.current_module !== null && state.current_module !== module;
      if (changed) get().saveHistory();
      // A look back that reaches where the student was ends there (navigation-rules).
      const review =
        state.review_mode &&
        !isCaughtUp({
          page: pageId,
          furthest: state.next_viewed_page,
          completed: completedModules(state.navigation_history),
        });
      const history =
        Object.hasOwn(state.navigation_history, pageId) || review
          ? state.navigation_history
          : { ...state.navigation_history, [pageId]: {} };
      const next: Partial<NavigationData> = {
        review_mode: review,
        current_page: pageId,
        current_module: module,
        last_viewed_page: state.current_page,
        next_viewed_page: review
          ? state.next_viewed_page
          : laterPage(state.next_viewed_page, pageId),
        going_back: options.goingBack ?? false,
        page_completed: false,
        navigation_history: history,
      };
      if (!review && !state.optional_mode && !state.hydrating) {
        next.std_progress = stdProgress(history);
        next.progress = next.std_progress;
      }
      const parsed = parsePageId(pageId);
      // A module with step totals counts its own progress whenever the student moves on in it,
      // whether they came from the menu (optional mode) or the path led them there (docs/product.md §4).
      const counting = !review && !state.hydrating;
      if (counting && parsed && 'module' in parsed && isOptionalProgressModule(module)) {
        const highest = optionalStepWithin(
          module,
          Math.max(state.optional_history[module] ?? 0, parsed.step),
        );
        next.optional_history = { ...state.optional_history, [module]: highest };
        next.progress = optionalProgress(
          module,
          highest,
          state.optional_completed.includes(module),
        );
      }
      set(next);
      if (history !== state.navigation_history) autosave(history, pageId);
    },

    setModuleColor: (color) => set({ module_color: color }),

    setNextPage: (page) => set({ next_page: page }),

    setUserType: (userType) => {
      if (get().user_type === userType) return;
      set({ user_type: userType, menu_items: menuItems(userType) });
    },

    applyActions: (actions) => {
      for (const action of actions) {
        if (action.type === 'unlock') get().unlock(action.modules);
        else if (action.type === 'save_navigation_history') get().saveHistory();
        else if (action.type === 'complete_optional') {
          const module = get().current_module;
          if (module !== null && module !== 'Review' && isOptionalModule(module)) {
            const done = completeOptional(optionalState(), module);
            set({ optional_available: done.available, optional_completed: done.completed });
            effects.saveOptional(optionalState());
          }
        }
      }
    },

    unlock: (modules) => {
      const state = get();
      const result = unlockOptional(optionalState(), modules, state.review_mode);
      if (result.added.length === 0) return;
      set({
        optional_available: result.available,
        ...(result.notify
          ? {
              notifier_info: `New module unlocked: ${result.added.map(titleOf).join(', ')}`,
              display_notification: true,
            }
          : {}),
      });
      if (canSaveInMode(modeOf(get()))) effects.saveOptional(optionalState());
    },

    completeModule: (module, last, continueTo = null) => {
      const state = get();
      if (!marksCompletion(state.navigation_history, last)) {
        get().setAnswer(last, MODULE_COMPLETE_ANSWER, true);
      }
      const saved = state.navigation_history[last]?.[CONTINUE_ANSWER];
      if (continueTo !== null && !state.review_mode && saved !== continueTo) {
        get().setAnswer(last, CONTINUE_ANSWER, continueTo);
      }
      if (isOptionalModule(module) && !state.optional_completed.includes(module)) {
        const done = completeOptional(optionalState(), module);
        set({ optional_available: done.available, optional_completed: done.completed });
        effects.saveOptional(optionalState());
      }
      if (isOptionalProgressModule(module)) set({ progress: 100 });
      set({ page_completed: true, std_progress: stdProgress(get().navigation_history) });
      get().saveHistory();
    },

    enterReview: () => set({ review_mode: true }),
    enterOptional: () => set({ optional_mode: true }),

    leaveToMenu: () => {
      const state = get();
      const left = leaveToMenu({ mode: modeOf(state), stdProgress: state.std_progress });
      set({
        review_mode: left.mode === 'review',
        optional_mode: left.mode === 'optional',
        progress: left.progress,
        module_color: DEFAULT_MODULE_COLOR,
      });
      get().saveHistory();
    },

    moduleChange: (target, existingPages) => {
      const page = moduleChangeTarget(target, existingPages);
      if (page !== null) get().saveHistory();
      return page;
    },

    saveHistory: () => {
      const state = get();
      if (!canSaveInMode(modeOf(state))) return false;
      if (!shouldSaveNavigationHistory(state.navigation_history)) return false;
      effects.saveHistoryNow(state.navigation_history, lastPage());
      return true;
    },

    dismissNotification: () => set({ display_notification: false }),
    reset: () => set(initial),
  };
});

/**
 * `compute` of a navigation history, worked out once per history: the store replaces the
 * history object whenever it changes, so a selector can ask on every change.
 */
export function oncePerHistory<T>(
  compute: (history: NavigationHistory) => T,
): (history: NavigationHistory) => T {
  const known = new WeakMap<NavigationHistory, T>();
  return (history) => {
    if (!known.has(history)) known.set(history, compute(history));
    return known.get(history) as T;
  };
}

/** The arrows' targets worked out so far for a history, by mode and page. */
const targetsFor = oncePerHistory((): Record<string, ArrowTargets> => ({}));

/**
 * The arrows' targets from `current` (core's `arrowTargets`), worked out once per history, mode
 * and page (`oncePerHistory`), so that a selector can select just the target it draws.
 */
export function arrowTargetsOf(
  state: Pick<NavigationData, 'navigation_history' | 'review_mode'>,
  current: string,
): ArrowTargets {
  const history = state.navigation_history;
  return (targetsFor(history)[`${state.review_mode} ${current}`] ??= arrowTargets({
    current,
    visited: Object.keys(history),
    reviewMode: state.review_mode,
  }));
}

/** The page that serves the student when the path leads to `target` (core's `servedPage`). */
export function servedPageOf(
  state: Pick<NavigationData, 'tree' | 'user_type' | 'optional_mode'>,
  target: string,
  scores: ScoreValues,
): string {
  return servedPage(state.tree, target, {
    userType: state.user_type,
    scores,
    optionalInProgress: state.optional_mode,
  });
}

/**
 * The page the path really leads to when it leads to `target` (core's `servedPage`, e.g. 2-0 is
 * 2C-0 for user type 2), with the optional module it enters unlocked (core's `arrivalUnlocks`).
 */
export function followPath(target: string, scores: ScoreValues): string {
  const store = useNavigationStore.getState();
  const page = servedPageOf(store, target, scores);
  const unlocks = arrivalUnlocks(page, store.user_type);
  if (unlocks.length > 0) store.unlock(unlocks);
  return page;
}

/** Whether a string names a module (for route params). */
export function asModuleId(value: string | null): ModuleId | null {
  return value !== null && (MODULE_IDS as readonly string[]).includes(value)
    ? (value as ModuleId)
    : null;
}

registerSessionReset(() => useNavigationStore.getState().reset());
