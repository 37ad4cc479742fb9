import type { DrugId } from './catalogue';
import { dastSeverity, type DastSeverity } from './dast';
import { DASHBOARD_MODULES, isModuleId, PATH_SPINES, type ModuleId } from './modules';
import { modulesCompletedOn } from './path';
import { moduleOfPage } from './page-id';
import { isProfileValueSet, knownDastScore, type Profile } from './profile';
import { standardProgress } from './progress';
import type { UserType } from './user-type';

/**
 * What the administration figures and the export say about one student (docs/product.md §6),
 * derived from their stored state: the same rules the student's own progress uses.
 */
export interface ParticipantFacts {
  userType: UserType | null;
  dastScore: number | null;
  dastBand: DastSeverity | 'Not answered';
  primaryDrug: DrugId | null;
  /** Modules with at least one visited page, in dashboard order. */
  started: ModuleId[];
  /** Modules marked complete, or behind the student on their path (a later one was started). */
  completed: ModuleId[];
  /** Optional modules opened to the student (available or completed). */
  optionalUnlocked: ModuleId[];
  progress: number;
}

export interface ParticipantStateInput {
  profile: Profile | null;
  selectedDrugs: readonly number[] | null;
  visitedPages: readonly string[];
  lastPage: string | null;
  /** The pages of the history that carry the completion answer (`MODULE_COMPLETE_ANSWER`). */
  completedPages: readonly string[];
  optionalCompleted: readonly string[];
  optionalAvailable: readonly string[];
}

const OPTIONAL_MODULES: readonly ModuleId[] = DASHBOARD_MODULES.filter((m) => m.optional).map(
  (m) => m.id,
);
const DASHBOARD_ORDER: readonly ModuleId[] = DASHBOARD_MODULES.map((m) => m.id);

function modulesIn(ids: Iterable<string>): Set<ModuleId> {
  const found = new Set<ModuleId>();
  for (const id of ids) if (isModuleId(id)) found.add(id);
  return found;
}

export function participantFacts(state: ParticipantStateInput): ParticipantFacts {
  const profile = state.profile;
  const userType = profile?.user_type ?? null;
  const dastScore = profile ? knownDastScore(profile, state.selectedDrugs) : null;
  const pages = state.lastPage ? [...state.visitedPages, state.lastPage] : [...state.visitedPages];
  const started = new Set<ModuleId>();
  for (const page of pages) {
    const module = moduleOfPage(page);
    if (module !== null) started.add(module);
  }
  // As the student's own progress counts them (core's `historyProgress`): the modules their
  // history marks complete, and the optional modules recorded complete.
  const marked = new Set<ModuleId>([
    ...modulesCompletedOn(state.completedPages),
    ...modulesIn(state.optionalCompleted),
  ]);
  const completed = new Set<ModuleId>(marked);
  if (userType !== null) {
    const spine: readonly ModuleId[] = PATH_SPINES[userType];
    const furthest = Math.max(...spine.map((id, index) => (started.has(id) ? index : -1)));
    spine.forEach((id, index) => {
      if (index < furthest) completed.add(id);
    });
  }
  const unlocked = new Set([...modulesIn(state.optionalAvailable), ...marked]);
  const order = (set: Set<ModuleId>) => DASHBOARD_ORDER.filter((id) => set.has(id));
  return {
    userType,
    dastScore,
    dastBand: dastScore === null ? 'Not answered' : dastSeverity(dastScore),
    primaryDrug:
      profile && isProfileValueSet(profile, 'primary_drug') ? profile.primary_drug : null,
    started: order(started),
    completed: order(completed),
    optionalUnlocked: OPTIONAL_MODULES.filter((id) => unlocked.has(id)),
    progress: standardProgress(userType, pages, [...marked]),
  };
}
