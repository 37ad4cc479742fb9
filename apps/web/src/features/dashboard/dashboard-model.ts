import {
  DASHBOARD_MODULES,
  extraMenuModule,
  isModuleOpen,
  moduleMenuIcon,
  type MenuIcon,
  type ModuleId,
  type UserType,
} from '@clearpath/core';

export interface MenuEntry {
  id: ModuleId;
  title: string;
  entryPage: string;
  icon: MenuIcon;
  current: boolean;
  /** Not open yet (core's `isModuleOpen`): shown as "coming up", with no link. */
  upcoming: boolean;
  /** Completed: opening it repeats it in review mode ("Repeat Module"). */
  repeat: boolean;
  /** A page of it has been visited. */
  started: boolean;
}

export interface DashboardModel {
  /** The student's standard modules, in dashboard order. */
  modules: MenuEntry[];
  /**
   * The extra entry (docs/product.md §2): the module the student is in when neither list shows it, e.g.
   * module 2 for user type 2 after module 1 (docs/product.md §4); never in Review. Listed after `modules`.
   */
  extra: MenuEntry | null;
  /** The optional modules the student has unlocked or completed ("Want to learn more?"). */
  optional: MenuEntry[];
  /** No optional module is unlocked or done yet. */
  nothingUnlocked: boolean;
}

export interface DashboardInput {
  userType: UserType | null;
  menuItems: readonly ModuleId[];
  completed: readonly ModuleId[];
  optionalAvailable: readonly ModuleId[];
  optionalCompleted: readonly ModuleId[];
  /** The module "Get Started" leads into (core's `pathPosition`); none once the path is finished. */
  currentModule: ModuleId | null;
  /** The modules with a page in the navigation history. */
  visitedModules: readonly ModuleId[];
}

/**
 * The menu of docs/product.md §2 from the navigation state: the standard modules of the user type (all of
 * them as "coming up" before the DAST, module 1 open), with core's menu icons, and the optional
 * modules that are available or completed, and the extra entry for a current module neither
 * list shows.
 */
export function buildDashboard(input: DashboardInput): DashboardModel {
  const iconState = {
    completed: [...input.completed, ...input.optionalCompleted],
    available: input.optionalAvailable,
  };
  const pathState = { ...input, completed: [...input.completed, ...input.optionalCompleted] };
  const entry = (module: (typeof DASHBOARD_MODULES)[number]): MenuEntry => {
    const icon = moduleMenuIcon(module.id, iconState);
    return {
      id: module.id,
      title: module.title,
      entryPage: module.entryPage,
      icon,
      current: module.id === input.currentModule,
      upcoming: !isModuleOpen(module.id, pathState),
      repeat: icon === 'check',
      started: input.visitedModules.includes(module.id),
    };
  };
  const known = input.userType !== null;
  const modules = DASHBOARD_MODULES.filter(
    (module) => !module.optional && (!known || input.menuItems.includes(module.id)),
  ).map(entry);
  const optional = DASHBOARD_MODULES.filter(
    (module) =>
      module.optional &&
      (input.optionalAvailable.includes(module.id) || input.optionalCompleted.includes(module.id)),
  ).map(entry);
  const shown = [...modules, ...optional].map((item) => item.id);
  const extraId = extraMenuModule(input.currentModule, shown);
  const extraModule = DASHBOARD_MODULES.find((module) => module.id === extraId);
  return {
    modules,
    extra: extraModule ? entry(extraModule) : null,
    optional,
    nothingUnlocked: optional.length === 0,
  };
}
