import { describe, expect, it } from 'vitest';
import type { ModuleId } from './modules';
import { standardModulesForUserType, standardProgress } from './progress';
import type { UserType } from './user-type';

describe('standardModulesForUserType', () => {
  it.each<[UserType, ModuleId[]]>([
    [1, ['1', '2', '5A', 'Review']],
    [2, ['1', '2C', '5']],
    [3, ['1', '2']],
  ])('gives user type %i the standard modules %j', (userType, modules) => {
    expect(standardModulesForUserType(userType)).toEqual(modules);
  });
});

describe('standardProgress', () => {
  it.each<[string, UserType | null, string[], ModuleId[], number]>([
    ['no user type yet', null, ['1-0', '1-5'], [], 0],
    ['nothing visited', 3, [], [], 0],
    ['only the first module', 3, ['1-0', '1-12'], [], 0],
    ['the second of two modules', 3, ['1-3', '2-0'], [], 50],
    ['the second of two modules, completed', 3, ['1-3', '2-4'], ['2'], 100],
    ['type 2 in module 5', 2, ['1-0', '5-1'], [], 67],
    ['type 1 on the Review page', 1, ['Review', '1-0'], [], 75],
    ['type 1 with Review completed', 1, ['Review'], ['Review'], 100],
    ['optional modules and the dashboard, which do not count', 2, ['4-3', 'dashboard'], ['4'], 0],
    ['a page of a module the type does not have', 3, ['5-0', 'not a page'], [], 0],
  ])('is right for %s', (_case, userType, pages, completed, percent) => {
    expect(standardProgress(userType, pages, completed)).toBe(percent);
  });
});
