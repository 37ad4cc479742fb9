import { z } from 'zod';
import { MODULE_IDS, type ModuleId } from './module-ids';
import { USER_TYPES, type UserType } from './user-type';

export { MODULE_IDS, type ContentModuleId, type ModuleId } from './module-ids';
export const ModuleIdSchema = z.enum(MODULE_IDS);

const ALL_TYPES: readonly UserType[] = USER_TYPES;

/**
 * The dashboard modules in the specification's order (docs/product.md §2), with the user
 * types that get each one (docs/product.md §6) and the page that starts it.
 * "My Decisions" in the spec's list of optional modules is module 4.
 */
export const DASHBOARD_MODULES = [
  { id: '1', title: 'My Profile', optional: false, userTypes: [1, 2, 3], entryPage: '1-0' },
  { id: '2', title: 'Myself and Others', optional: false, userTypes: [1, 3], entryPage: '2-0' },
  { id: '3', title: 'My Values', optional: true, userTypes: [1, 2], entryPage: '3-0' },
  { id: '2C', title: 'My Support', optional: false, userTypes: [2], entryPage: '2C-0' },
  { id: '4', title: 'Mindful Decisions', optional: true, userTypes: ALL_TYPES, entryPage: '4-0' },
  { id: '5', title: 'My Plan', optional: false, userTypes: [2], entryPage: '5-0' },
  {
    id: '5A',
    title: 'Maintaining My Values',
    optional: false,
    userTypes: [1],
    entryPage: '5A-0',
  },
  { id: 'Review', title: 'Review', optional: false, userTypes: [1], entryPage: 'Review' },
  { id: '4A', title: 'My Surroundings', optional: true, userTypes: ALL_TYPES, entryPage: '4A-0' },
] as const satisfies readonly {
  id: ModuleId;
  title: string;
  optional: boolean;
  userTypes: readonly UserType[];
  entryPage: string;
}[];
export type DashboardModule = (typeof DASHBOARD_MODULES)[number];

/**
 * The spine of each user type's path (docs/decisions/0006): the standard modules in the order the
 * decision tree leads through them, ending in Review, which closes the programme for everyone.
 * Optional modules (3, 4, 4A) join a path when the routing rules unlock them.
 */
export const PATH_SPINES = {
  1: ['1', '2', '5A', 'Review'],
  2: ['1', '2C', '5', 'Review'],
  3: ['1', '2', 'Review'],
} as const satisfies Record<UserType, readonly ModuleId[]>;

/**
 * Whether a student of `userType` may ever have the module: the modules of their spine and the
 * optional modules open to their user type (docs/product.md §6). Nothing but module 1 before the screening.
 */
export function mayHaveModule(userType: UserType | null, id: ModuleId): boolean {
  if (id === '1') return true;
  if (userType === null) return false;
  if ((PATH_SPINES[userType] as readonly ModuleId[]).includes(id)) return true;
  return DASHBOARD_MODULES.some(
    (module) =>
      module.id === id &&
      module.optional &&
      (module.userTypes as readonly UserType[]).includes(userType),
  );
}

/** Whether a string is one of the nine module ids. */
export function isModuleId(value: string): value is ModuleId {
  return (MODULE_IDS as readonly string[]).includes(value);
}

/**
 * The modules a user type sees, in dashboard order (docs/product.md §6). Throws a
 * RangeError for anything but 1, 2 or 3.
 */
export function modulesForUserType(userType: UserType): ModuleId[] {
  if (!ALL_TYPES.includes(userType)) {
    throw new RangeError(`User type must be 1, 2 or 3, got ${String(userType)}`);
  }
  return DASHBOARD_MODULES.filter((module) =>
    (module.userTypes as readonly UserType[]).includes(userType),
  ).map((module) => module.id);
}

export type MenuIcon = 'check' | 'lightbulb' | null;

/**
 * The menu icon of a module (docs/product.md §2): a check when completed; for an optional
 * module, a lightbulb while available; otherwise none.
 */
export function moduleMenuIcon(
  id: ModuleId,
  state: { completed: readonly ModuleId[]; available: readonly ModuleId[] },
): MenuIcon {
  if (state.completed.includes(id)) return 'check';
  const optional = DASHBOARD_MODULES.some((module) => module.id === id && module.optional);
  return optional && state.available.includes(id) ? 'lightbulb' : null;
}

/**
 * The menu's extra entry (docs/product.md §2, docs/decisions/0005): the module the student is in when the
 * menu would not list it otherwise, because the decision tree can lead outside the user type's
 * modules (docs/product.md §4 sends user type 2 from module 1 to 2-0). Never Review, the course's closing
 * page, and nothing when the current module is already `shown`.
 */
export function extraMenuModule(
  current: ModuleId | null,
  shown: readonly ModuleId[],
): ModuleId | null {
  if (current === null || current === 'Review' || shown.includes(current)) return null;
  return current;
}
