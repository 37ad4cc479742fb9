import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_MODULES,
  ModuleIdSchema,
  extraMenuModule,
  isModuleId,
  moduleMenuIcon,
  modulesForUserType,
  type ModuleId,
} from './modules';
import type { UserType } from './user-type';

describe('DASHBOARD_MODULES', () => {
  it('lists the nine modules in the order and with the titles of docs/product.md §2', () => {
    expect(DASHBOARD_MODULES.map((module) => [module.id, module.title])).toEqual([
      ['1', 'My Profile'],
      ['2', 'Myself and Others'],
      ['3', 'My Values'],
      ['2C', 'My Support'],
      ['4', 'Mindful Decisions'],
      ['5', 'My Plan'],
      ['5A', 'Maintaining My Values'],
      ['Review', 'Review'],
      ['4A', 'My Surroundings'],
    ]);
  });

  it('marks exactly 3, 4 and 4A optional', () => {
    const optional = DASHBOARD_MODULES.filter((module) => module.optional).map((m) => m.id);
    expect(optional).toEqual(['3', '4', '4A']);
  });

  it.each(DASHBOARD_MODULES.map((module) => [module.id, module.entryPage]))(
    'starts module %s at /page/%s',
    (id, entryPage) => {
      expect(entryPage).toBe(id === 'Review' ? 'Review' : `${id}-0`);
    },
  );
});

describe('modulesForUserType', () => {
  it.each<[UserType, ModuleId[]]>([
    [1, ['1', '2', '3', '4', '5A', 'Review', '4A']],
    [2, ['1', '3', '2C', '4', '5', '4A']],
    [3, ['1', '2', '4', '4A']],
  ])('gives type %i the modules %j in dashboard order', (userType, modules) => {
    expect(modulesForUserType(userType)).toEqual(modules);
  });

  it.each([0, 4, 1.5, Number.NaN])('throws a RangeError for user type %s', (userType) => {
    expect(() => modulesForUserType(userType as UserType)).toThrow(RangeError);
  });
});

describe('isModuleId', () => {
  it.each([
    ['1', true],
    ['2C', true],
    ['Review', true],
    ['4A', true],
    ['6', false],
    ['2c', false],
    ['review', false],
    ['', false],
  ])('says %j is a module id: %s', (value, expected) => {
    expect(isModuleId(value)).toBe(expected);
    expect(ModuleIdSchema.safeParse(value).success).toBe(expected);
  });
});

describe('moduleMenuIcon', () => {
  it.each<[ModuleId, ModuleId[], ModuleId[], string | null]>([
    ['1', ['1'], [], 'check'],
    ['1', [], [], null],
    ['3', ['3'], [], 'check'],
    ['3', [], ['3'], 'lightbulb'],
    ['4A', [], ['4A'], 'lightbulb'],
    ['4', [], [], null],
    ['5', [], ['5'], null],
  ])('shows module %s (completed %j, available %j) with %s', (id, completed, available, icon) => {
    expect(moduleMenuIcon(id, { completed, available })).toBe(icon);
  });
});

describe('extraMenuModule', () => {
  it.each<[ModuleId | null, ModuleId[], ModuleId | null]>([
    // User type 2 is sent from module 1 to 2-0 (docs/product.md §4), a module its menu does not list.
    ['2', ['1', '3', '2C', '5'], '2'],
    // A module the menu already shows needs no extra entry.
    ['2C', ['1', '3', '2C', '5'], null],
    ['4A', ['1', '2', '4A'], null],
    // Review closes the course: never an extra entry.
    ['Review', ['1', '2'], null],
    // Before the first page there is nowhere to mark.
    [null, ['1'], null],
  ])('in module %s with %j shown, adds %s', (current, shown, extra) => {
    expect(extraMenuModule(current, shown)).toBe(extra);
  });
});
