import { describe, expect, it } from 'vitest';
import type { NavigationHistory } from './answers';
import { mayHaveModule } from './modules';
import type { OptionalState } from './optional';
import {
  CONTINUE_ANSWER,
  MENU_CONTINUATION,
  MODULE_COMPLETE_ANSWER,
  arrivalUnlocks,
  canCompleteModule,
  completedModules,
  continuationAfterModule,
  isModuleOpen,
  completionsOnUnknownPages,
  pathPosition,
  refusedHistoryCompletions,
  refusedOptionalChanges,
  type PathState,
} from './path';

const done = (next?: string) =>
  next === undefined
    ? { [MODULE_COMPLETE_ANSWER]: true }
    : { [MODULE_COMPLETE_ANSWER]: true, [CONTINUE_ANSWER]: next };

function state(overrides: Partial<PathState>): PathState {
  return {
    userType: null,
    completed: [],
    optionalAvailable: [],
    optionalCompleted: [],
    ...overrides,
  };
}

describe('mayHaveModule', () => {
  it('gives every user type My Profile, and nothing else before the screening', () => {
    expect(mayHaveModule(null, '1')).toBe(true);
    expect(mayHaveModule(null, '2')).toBe(false);
  });
  it('follows the spines and the optional modules of docs/product.md §6', () => {
    expect(mayHaveModule(2, '2')).toBe(false);
    expect(mayHaveModule(2, '2C')).toBe(true);
    expect(mayHaveModule(3, '3')).toBe(false);
    expect(mayHaveModule(3, '4')).toBe(true);
    expect(mayHaveModule(3, 'Review')).toBe(true);
    expect(mayHaveModule(1, '5')).toBe(false);
    expect(mayHaveModule(1, '4A')).toBe(true);
  });
});

describe('completedModules', () => {
  it('lists each module whose page carries the completion answer, in dashboard order', () => {
    const history: NavigationHistory = { '2-9': done(), '1-15': done(), '1-3': { x: 1 } };
    expect(completedModules(history)).toEqual(['1', '2']);
  });
});

describe('isModuleOpen', () => {
  it('always opens My Profile, and nothing else before the user type is known', () => {
    expect(isModuleOpen('1', state({}))).toBe(true);
    expect(isModuleOpen('2', state({ completed: ['1'] }))).toBe(false);
  });
  it('opens the first behaviour-change module once My Profile is complete', () => {
    expect(isModuleOpen('2', state({ userType: 3 }))).toBe(false);
    expect(isModuleOpen('2', state({ userType: 3, completed: ['1'] }))).toBe(true);
    expect(isModuleOpen('2C', state({ userType: 2, completed: ['1'] }))).toBe(true);
  });
  it('opens the rest of the spine once the first behaviour-change module is complete', () => {
    expect(isModuleOpen('5', state({ userType: 2, completed: ['1'] }))).toBe(false);
    expect(isModuleOpen('5', state({ userType: 2, completed: ['1', '2C'] }))).toBe(true);
    expect(isModuleOpen('Review', state({ userType: 1, completed: ['1', '2'] }))).toBe(true);
    expect(isModuleOpen('5A', state({ userType: 1, completed: ['1'] }))).toBe(false);
  });
  it('refuses a module that is not for the user type', () => {
    expect(isModuleOpen('5A', state({ userType: 2, completed: ['1', '2C'] }))).toBe(false);
    expect(isModuleOpen('2', state({ userType: 2, completed: ['1'] }))).toBe(false);
  });
  it('opens an optional module only once unlocked, and only for its user types', () => {
    expect(isModuleOpen('4', state({ userType: 2, completed: ['1'] }))).toBe(false);
    expect(isModuleOpen('4', state({ userType: 2, optionalAvailable: ['4'] }))).toBe(true);
    expect(isModuleOpen('4', state({ userType: 2, optionalCompleted: ['4'] }))).toBe(true);
    expect(isModuleOpen('3', state({ userType: 3, optionalAvailable: ['3'] }))).toBe(false);
  });
});

describe('canCompleteModule', () => {
  it('needs the screening before My Profile counts as complete', () => {
    expect(canCompleteModule('1', state({}))).toBe(false);
    expect(canCompleteModule('1', state({ userType: 1 }))).toBe(true);
  });
  it('needs the module to be open', () => {
    expect(canCompleteModule('2', state({ userType: 1 }))).toBe(false);
    expect(canCompleteModule('2', state({ userType: 1, completed: ['1'] }))).toBe(true);
  });
});

describe('refusedHistoryCompletions', () => {
  const base = { optionalAvailable: [], optionalCompleted: [] };
  it('accepts completions in path order, several in one commit', () => {
    const after = { '1-15': done('2-0'), '2-9': done('Review') };
    expect(refusedHistoryCompletions({}, after, { ...base, userType: 3 })).toEqual([]);
  });
  it('refuses My Profile without the screening', () => {
    expect(refusedHistoryCompletions({}, { '1-15': done() }, { ...base, userType: null })).toEqual([
      '1',
    ]);
  });
  it('refuses modules that are not the student’s, and never-unlocked optional ones', () => {
    const before = { '1-15': done('2C-0') };
    const after = { ...before, '5A-0': done(), '3-0': done(), '4-0': done(), Review: done() };
    expect(refusedHistoryCompletions(before, after, { ...base, userType: 2 })).toEqual([
      '3',
      '4',
      '5A',
      'Review',
    ]);
  });
  it('does not judge completions already stored again', () => {
    const before = { '5A-0': done() };
    expect(refusedHistoryCompletions(before, before, { ...base, userType: 2 })).toEqual([]);
  });
});

describe('completionsOnUnknownPages', () => {
  const pages = new Set(['1-4', '1-15', '2-9', 'Review', 'end']);
  const isModulePage = (page: string) => pages.has(page);
  it('accepts completions on pages of the content, and other answers anywhere', () => {
    const after = { '1-3': { 'q-1': 'yes' }, '1-15': done('2-0'), '1-4': done(), Review: done() };
    expect(completionsOnUnknownPages({}, after, isModulePage)).toEqual([]);
  });
  it('names completions on pages the content does not have, or that are no module’s', () => {
    const after = { '1-15': done(), '1-99': done(), '2-9A': done('Review'), end: done() };
    expect(completionsOnUnknownPages({}, after, isModulePage)).toEqual(['1-99', '2-9A', 'end']);
  });
  it('counts only the answer true, and does not judge pages marked before again', () => {
    const before = { '1-99': done() };
    const after = { ...before, '2-3': { [MODULE_COMPLETE_ANSWER]: 'yes' } };
    expect(completionsOnUnknownPages(before, after, isModulePage)).toEqual([]);
  });
});

describe('refusedOptionalChanges', () => {
  const empty = { available: [], completed: [] };
  it('accepts unlocking a module the user type may have, then completing it', () => {
    expect(refusedOptionalChanges(empty, { available: ['4A'], completed: [] }, 1)).toEqual([]);
    expect(
      refusedOptionalChanges(
        { available: ['4A'], completed: [] },
        { available: [], completed: ['4A'] },
        1,
      ),
    ).toEqual([]);
  });
  it('refuses unlocking a module the user type may not have', () => {
    expect(refusedOptionalChanges(empty, { available: ['3'], completed: [] }, 3)).toEqual(['3']);
    expect(refusedOptionalChanges(empty, { available: ['4'], completed: [] }, null)).toEqual(['4']);
  });
  it('refuses completing a module that was never unlocked', () => {
    expect(refusedOptionalChanges(empty, { available: [], completed: ['3', '4'] }, 2)).toEqual([
      '3',
      '4',
    ]);
  });
  it('keeps what was stored before', () => {
    const stored: OptionalState = { available: ['3'], completed: ['4'] };
    expect(refusedOptionalChanges(stored, stored, 3)).toEqual([]);
  });
});

describe('arrivalUnlocks', () => {
  it('unlocks the optional module the path sends the student into', () => {
    expect(arrivalUnlocks('4-0', 3)).toEqual(['4']);
    expect(arrivalUnlocks('3-0', 3)).toEqual([]);
    expect(arrivalUnlocks('5-0', 2)).toEqual([]);
    expect(arrivalUnlocks('dashboard', 2)).toEqual([]);
  });
});

describe('pathPosition', () => {
  it('starts at 1-0, then resumes at the furthest page of the module in progress', () => {
    expect(pathPosition({}, [])).toEqual({ kind: 'page', page: '1-0' });
    expect(pathPosition({ '1-0': {}, '1-2': {}, '1-10': {} }, [])).toEqual({
      kind: 'page',
      page: '1-10',
    });
  });
  it('follows a completed module to where the tree sent the student', () => {
    const history = { '1-15': done('2C-0') };
    expect(pathPosition(history, [])).toEqual({ kind: 'page', page: '2C-0' });
    expect(pathPosition({ ...history, '2C-0': {}, '2C-3': {} }, [])).toEqual({
      kind: 'page',
      page: '2C-3',
    });
  });
  it('is finished when a completed module leads nowhere', () => {
    const history = { '1-15': done('2-0'), '2-9': done('Review'), Review: done() };
    expect(pathPosition(history, [])).toEqual({ kind: 'finished' });
    expect(pathPosition({ '1-15': done('not a page') }, [])).toEqual({ kind: 'finished' });
  });
  it('never loops back into a finished module', () => {
    expect(pathPosition({ '1-15': done('1-0') }, [])).toEqual({ kind: 'finished' });
  });
  it('leads from the menu continuation to an optional module still available', () => {
    const history = { '1-15': done('4A-0'), '4A-6': done('dashboard') };
    expect(pathPosition(history, ['3'])).toEqual({ kind: 'page', page: '3-0' });
    expect(pathPosition(history, [])).toEqual({ kind: 'finished' });
  });
});

describe('continuationAfterModule', () => {
  it("keeps the tree's next page in a module not completed yet", () => {
    expect(continuationAfterModule('5-0', ['1', '2C', '3'])).toBe('5-0');
    expect(continuationAfterModule('Review', ['1', '2', '4'])).toBe('Review');
  });

  it('leads to the menu instead of a module already completed', () => {
    expect(continuationAfterModule('5-0', ['1', '2C', '3', '5', 'Review'])).toBe(MENU_CONTINUATION);
    expect(continuationAfterModule('Review', ['Review'])).toBe(MENU_CONTINUATION);
  });

  it('leaves the menu and pages of no module as they are', () => {
    expect(continuationAfterModule(MENU_CONTINUATION, ['1'])).toBe(MENU_CONTINUATION);
    expect(continuationAfterModule('end', ['1', 'Review'])).toBe('end');
    expect(continuationAfterModule('9-0', ['1', 'Review'])).toBe('9-0');
  });
});
