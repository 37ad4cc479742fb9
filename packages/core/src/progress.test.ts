import { describe, expect, it } from 'vitest';
import type { ModuleId } from './modules';
import {
  historyProgress,
  moduleProgress,
  standardModulesForUserType,
  standardProgress,
} from './progress';
import { MODULE_COMPLETE_ANSWER } from './path';
import type { UserType } from './user-type';

describe('standardModulesForUserType', () => {
  it.each<[UserType, ModuleId[]]>([
    [1, ['1', '2', '5A', 'Review']],
    [2, ['1', '2C', '5', 'Review']],
    [3, ['1', '2', 'Review']],
  ])('gives user type %i the standard modules %j', (userType, modules) => {
    expect(standardModulesForUserType(userType)).toEqual(modules);
  });
});

describe('standardProgress', () => {
  it.each<[string, UserType | null, string[], ModuleId[], number]>([
    ['no user type yet', null, ['1-0', '1-5'], [], 0],
    ['nothing visited', 3, [], [], 0],
    ['only the first module', 3, ['1-0', '1-12'], [], 0],
    ['the second of three modules', 3, ['1-3', '2-0'], [], 33],
    ['the second of three modules, completed, Review ahead', 3, ['1-3', '2-4'], ['2'], 67],
    ['type 3 on the Review page', 3, ['2-4', 'Review'], ['2'], 67],
    ['type 3 with Review completed', 3, ['Review'], ['2', 'Review'], 100],
    ['type 2 in module 5', 2, ['1-0', '5-1'], [], 50],
    ['type 2 with module 5 completed, Review ahead', 2, ['5-9'], ['5'], 75],
    ['type 1 on the Review page', 1, ['Review', '1-0'], [], 75],
    ['type 1 with Review completed', 1, ['Review'], ['Review'], 100],
    ['optional modules and the dashboard, which do not count', 2, ['4-3', 'dashboard'], ['4'], 0],
    ['a page of a module the type does not have', 3, ['5-0', 'not a page'], [], 0],
  ])('is right for %s', (_case, userType, pages, completed, percent) => {
    expect(standardProgress(userType, pages, completed)).toBe(percent);
  });
});

describe('historyProgress', () => {
  const done = { [MODULE_COMPLETE_ANSWER]: true };
  it('counts the modules the history marks complete, the last of the path included', () => {
    const history = { '1-14': done, '2-9': done, Review: done, end: {} };
    expect(historyProgress(3, history)).toBe(100);
    expect(historyProgress(3, { ...history, Review: {} })).toBe(67);
  });

  it('counts the last page as visited though the history does not hold it yet', () => {
    expect(historyProgress(2, { '1-0': {} }, '5-1')).toBe(50);
    expect(historyProgress(2, { '1-0': {} })).toBe(0);
    expect(historyProgress(null, { '5-1': done })).toBe(0);
  });
});

describe('moduleProgress', () => {
  it('counts the highest step of the module visited over its steps, as optional progress does', () => {
    expect(moduleProgress('1-15', ['1-0'], false)).toBe(0);
    expect(moduleProgress('1-15', ['1-0', '1-1', '1-4', '1-2'], false)).toBe(25);
    // Pages of other modules, the menu and Review do not count.
    expect(moduleProgress('1-15', ['1-3', '2-9', 'dashboard', 'Review'], false)).toBe(19);
  });

  it('stays below 100 until the module is completed, and is 100 once it is', () => {
    expect(moduleProgress('2-9', ['2-9'], false)).toBe(90);
    expect(moduleProgress('2C-3', ['2C-0', '2C-1', '2C-2', '2C-3'], false)).toBe(75);
    expect(moduleProgress('2C-3', ['2C-0'], true)).toBe(100);
  });

  it('refuses a last page that is not a module page', () => {
    expect(() => moduleProgress('Review', [], false)).toThrow(RangeError);
    expect(() => moduleProgress('nonsense', [], false)).toThrow(RangeError);
  });
});
