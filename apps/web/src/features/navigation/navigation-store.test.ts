import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_PROFILE,
  MODULE_COMPLETE_ANSWER,
  arrowTargets,
  type NavigationHistory,
  type OptionalHistory,
} from '@clearpath/core';
import { resetSession } from '../../lib/session-reset';
import { loginAnswer } from '../../test/auth-fixtures';
import {
  DEFAULT_MODULE_COLOR,
  arrowTargetsOf,
  setNavigationEffects,
  useNavigationStore,
  type NavigationEffects,
} from './navigation-store';
import { modeOf } from './navigation-rules';

const store = () => useNavigationStore.getState();

function fakeEffects() {
  return {
    historyChanged: vi.fn<(history: NavigationHistory, lastPage: string) => void>(),
    saveHistoryNow: vi.fn<(history: NavigationHistory, lastPage: string) => void>(),
    saveOptional: vi.fn<(state: OptionalHistory) => void>(),
  } satisfies NavigationEffects;
}

describe('the navigation store', () => {
  let effects: ReturnType<typeof fakeEffects>;
  let previous: NavigationEffects;

  beforeEach(() => {
    effects = fakeEffects();
    previous = setNavigationEffects(effects);
  });
  afterEach(() => {
    setNavigationEffects(previous);
    store().reset();
  });

  it('starts in standard mode with every field of docs/product.md §3 and a light primary module colour', () => {
    const state = store();
    expect(modeOf(state)).toBe('standard');
    expect(state.module_color).toBe(DEFAULT_MODULE_COLOR);
    expect(state).toMatchObject({
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
      notifier_info: null,
      display_notification: false,
      going_back: false,
      last_viewed_page: null,
      next_viewed_page: null,
      menu_items: ['1'],
      pendingRequests: 0,
    });
  });

  it('restores the login answer while hydrating and saves nothing then', () => {
    const seen: boolean[] = [];
    const unsubscribe = useNavigationStore.subscribe((state) => seen.push(state.hydrating));
    store().hydrate(
      loginAnswer({
        profile: { ...EMPTY_PROFILE, user_type: 2 },
        navigation_history: { '1-0': {}, '1-3': { positives: ['fun'] } },
        last_page: '1-3',
        optional_history: { available: ['3'], completed: [], history: { '3': 2 } },
        progress: 25,
      }),
    );
    unsubscribe();
    expect(seen[0]).toBe(true);
    expect(store().hydrating).toBe(false);
    expect(store()).toMatchObject({
      user_type: 2,
      menu_items: ['1', '3', '2C', '4', '5', '4A'],
      navigation_history: { '1-3': { positives: ['fun'] } },
      next_viewed_page: '1-3',
      current_module: '1',
      optional_available: ['3'],
      optional_history: { '3': 2 },
      std_progress: 25,
    });
    expect(effects.historyChanged).not.toHaveBeenCalled();
    expect(effects.saveHistoryNow).not.toHaveBeenCalled();
  });

  it('sends an answer (debounced) but never while hydrating', () => {
    store().setAnswer('1-3', 'positives', ['fun']);
    expect(effects.historyChanged).toHaveBeenCalledWith({ '1-3': { positives: ['fun'] } }, '1-0');
    useNavigationStore.setState({ hydrating: true });
    store().setAnswer('1-3', 'positives', ['relax']);
    expect(effects.historyChanged).toHaveBeenCalledTimes(1);
    expect(store().saveHistory()).toBe(false);
  });

  it('does not save a history that holds only the initial page, unvisited by answers', () => {
    store().visitPage('1-0');
    expect(store().navigation_history).toEqual({ '1-0': {} });
    expect(effects.historyChanged).not.toHaveBeenCalled();
    expect(store().saveHistory()).toBe(false);
    expect(effects.saveHistoryNow).not.toHaveBeenCalled();
  });

  it('saves the history at once on a module change', () => {
    store().visitPage('1-0');
    store().visitPage('1-1');
    store().visitPage('2-0');
    expect(effects.saveHistoryNow).toHaveBeenCalledTimes(1);
    expect(effects.saveHistoryNow.mock.calls[0]?.[0]).toEqual({ '1-0': {}, '1-1': {} });
    expect(store()).toMatchObject({ current_module: '2', last_viewed_page: '1-1' });
  });

  it('skips a module change to a page that does not exist', () => {
    store().visitPage('1-1');
    expect(store().moduleChange('3-0', new Set(['1-0', '1-1']))).toBeNull();
    expect(effects.saveHistoryNow).not.toHaveBeenCalled();
    expect(store().moduleChange('1-0', new Set(['1-0', '1-1']))).toBe('1-0');
    expect(effects.saveHistoryNow).toHaveBeenCalledTimes(1);
  });

  it('leaves review and optional modes on the way to the menu and restores standard progress', () => {
    useNavigationStore.setState({ review_mode: true, progress: 62, std_progress: 40 });
    store().leaveToMenu();
    expect(modeOf(store())).toBe('standard');
    expect(store().progress).toBe(40);
    useNavigationStore.setState({ optional_mode: true, progress: 88 });
    store().leaveToMenu();
    expect(modeOf(store())).toBe('standard');
    expect(store().progress).toBe(40);
  });

  it('unlocks new modules once, with the notifier, and stores them', () => {
    store().unlock(['3', '4']);
    expect(store().optional_available).toEqual(['3', '4']);
    expect(store().notifier_info).toBe('New module unlocked: My Values, Mindful Decisions');
    expect(store().display_notification).toBe(true);
    expect(effects.saveOptional).toHaveBeenCalledWith({
      available: ['3', '4'],
      completed: [],
      history: {},
    });
    store().dismissNotification();
    store().unlock(['3']);
    expect(store().display_notification).toBe(false);
    expect(effects.saveOptional).toHaveBeenCalledTimes(1);
  });

  it('saves nothing in review mode: no answer, no new page', () => {
    useNavigationStore.setState({ navigation_history: { '4A-2': { influences: ['x'] } } });
    store().enterReview();
    store().setAnswer('4A-2', 'influences', ['x', 'y']);
    store().visitPage('4A-3');
    expect(store().navigation_history).toEqual({ '4A-2': { influences: ['x'] } });
    expect(effects.historyChanged).not.toHaveBeenCalled();
  });

  it('ends a look back on the page where the student was, in a module not yet completed', () => {
    useNavigationStore.setState({
      navigation_history: { '2-0': {}, '2-1': {}, '2-2': { values: ['x'] }, '2-3': {} },
      next_viewed_page: '2-3',
    });
    store().enterReview();
    store().visitPage('2-1');
    store().visitPage('2-2');
    expect(store().review_mode).toBe(true);
    store().visitPage('2-3');
    // Back where they were: they answer 2-3 as before looking back.
    expect(store().review_mode).toBe(false);
    expect(store().next_viewed_page).toBe('2-3');
  });

  it('goes on looking back through a completed module, to its end', () => {
    useNavigationStore.setState({
      navigation_history: {
        '5A-0': {},
        '5A-1': {},
        '5A-4': { [MODULE_COMPLETE_ANSWER]: true },
      },
      next_viewed_page: '5A-4',
    });
    store().enterReview();
    store().visitPage('5A-1');
    store().visitPage('5A-4');
    expect(store().review_mode).toBe(true);
  });

  it('unlocks without a notification in review mode', () => {
    store().enterReview();
    store().unlock(['4A']);
    expect(store().optional_available).toEqual(['4A']);
    expect(store().display_notification).toBe(false);
  });

  it('tracks optional progress from the highest step in optional mode, capped until completed', () => {
    useNavigationStore.setState({ optional_available: ['3'] });
    store().enterOptional();
    store().visitPage('3-4');
    expect(store().optional_history).toEqual({ '3': 4 });
    expect(store().progress).toBe(50);
    store().visitPage('3-8');
    expect(store().progress).toBe(99);
    store().completeModule('3', '3-8');
    expect(store()).toMatchObject({
      optional_available: [],
      optional_completed: ['3'],
      progress: 100,
    });
    expect(store().navigation_history['3-8']).toEqual({ [MODULE_COMPLETE_ANSWER]: true });
  });

  it("counts a page past a module's last (an address typed by hand) as its last step", () => {
    useNavigationStore.setState({ optional_available: ['4'] });
    store().enterOptional();
    store().visitPage('4-50');
    expect(store().optional_history).toEqual({ '4': 9 });
  });

  it("holds steps saved past a module's pages to its last at login, so the next save is taken", () => {
    store().hydrate(
      loginAnswer({
        optional_history: { available: ['4'], completed: [], history: { '4': 999, '3': 2 } },
      }),
    );
    expect(store().optional_history).toEqual({ '4': 9, '3': 2 });
  });

  it('runs the decision tree actions: unlock, complete the optional module, save history', () => {
    useNavigationStore.setState({ optional_available: ['4'], current_module: '4' });
    store().setAnswer('4-2', 'note', 'walk home together');
    store().applyActions([
      { type: 'unlock', modules: ['4A'] },
      { type: 'complete_optional' },
      { type: 'save_navigation_history' },
    ]);
    expect(store().optional_available).toEqual(['4A']);
    expect(store().optional_completed).toEqual(['4']);
    expect(effects.saveHistoryNow).toHaveBeenCalledTimes(1);
  });

  it('marks going back and keeps the furthest page reached', () => {
    store().visitPage('1-0');
    store().visitPage('1-1');
    store().visitPage('1-0', { goingBack: true });
    expect(store()).toMatchObject({ going_back: true, next_viewed_page: '1-1' });
  });

  it('keeps standard progress from the visited pages of the user type spine, Review included', () => {
    useNavigationStore.setState({ user_type: 2 });
    store().visitPage('1-0');
    store().visitPage('2C-0');
    expect(store()).toMatchObject({ std_progress: 25, progress: 25 });
  });

  it('forgets everything at logout', () => {
    store().setAnswer('1-3', 'positives', ['fun']);
    store().unlock(['3']);
    resetSession();
    expect(store().navigation_history).toEqual({});
    expect(store().optional_available).toEqual([]);
  });
});

describe("the arrows' targets for a selector", () => {
  const history: NavigationHistory = { '2-1': {}, '2-4': {}, '3-2': {} };

  it("are core's, by mode and page, and worked out once per history", () => {
    const path = arrowTargetsOf({ navigation_history: history, review_mode: false }, '2-4');
    expect(path).toEqual(
      arrowTargets({ current: '2-4', visited: Object.keys(history), reviewMode: false }),
    );
    expect(path).toEqual({ previous: '2-1', next: '3-2' });
    expect(arrowTargetsOf({ navigation_history: history, review_mode: false }, '2-4')).toBe(path);
    expect(arrowTargetsOf({ navigation_history: history, review_mode: true }, '2-4')).toEqual({
      previous: '2-1',
      next: '2-5',
    });
    expect(arrowTargetsOf({ navigation_history: history, review_mode: false }, '2-1')).toEqual({
      previous: '2-1',
      next: '2-4',
    });
  });

  it('follow a new history, as the store replaces it on every change', () => {
    const before = arrowTargetsOf({ navigation_history: history, review_mode: false }, '2-4');
    const later = { ...history, '2-9': {} };
    expect(arrowTargetsOf({ navigation_history: later, review_mode: false }, '2-4')).toEqual({
      previous: '2-1',
      next: '2-9',
    });
    expect(before.next).toBe('3-2');
  });
});
