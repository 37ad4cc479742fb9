import { z } from 'zod';
import { ModuleIdSchema, type ModuleId } from './modules';

/** Number of steps of each module that has optional-mode progress (docs/product.md §4, §9). */
export const OPTIONAL_TOTAL_STEPS = { '3': 8, '4': 9, '4A': 7, '5A': 4 } as const;
export type OptionalProgressModule = keyof typeof OPTIONAL_TOTAL_STEPS;

/**
 * `step` held to `module`'s pages: a page beyond its total (an address typed by hand) counts as
 * its last, which is what the server takes (`OptionalStepsSchema`).
 */
export function optionalStepWithin(module: OptionalProgressModule, step: number): number {
  return Math.min(step, OPTIONAL_TOTAL_STEPS[module]);
}

/** Every module's step of `steps` held to its pages (`optionalStepWithin`). */
export function optionalStepsWithin(
  steps: Partial<Record<OptionalProgressModule, number>>,
): Partial<Record<OptionalProgressModule, number>> {
  const held: Partial<Record<OptionalProgressModule, number>> = {};
  for (const module of Object.keys(OPTIONAL_TOTAL_STEPS) as OptionalProgressModule[]) {
    const step = steps[module];
    if (step !== undefined) held[module] = optionalStepWithin(module, step);
  }
  return held;
}

/** Optional progress stays below this until the module is completed (docs/product.md §9). */
export const OPTIONAL_PROGRESS_CAP = 99;

/** Which optional modules are available (unlocked, not done) and which are completed. */
/** Module ids, each at most once. */
export const ModuleListSchema = z
  .array(ModuleIdSchema)
  .max(9)
  .refine((ids) => new Set(ids).size === ids.length, 'Each module may appear once');
export const OptionalStateSchema = z.object({
  available: ModuleListSchema,
  completed: ModuleListSchema,
});
export type OptionalState = z.infer<typeof OptionalStateSchema>;

/**
 * Optional progress in percent (docs/product.md §4): highest visited step / total steps,
 * rounded, at most 99 until completed, 100 when completed. Throws a RangeError
 * for an unknown module or a negative or fractional step.
 */
export function optionalProgress(
  module: OptionalProgressModule,
  highestVisitedStep: number,
  completed: boolean,
): number {
  const total: number | undefined = OPTIONAL_TOTAL_STEPS[module];
  if (total === undefined) {
    throw new RangeError(`Module ${String(module)} has no optional progress`);
  }
  return stepProgress(total, highestVisitedStep, completed);
}

/**
 * A module's own progress in percent, counted as optional progress is: the highest step
 * visited over the module's `total` steps, rounded, at most 99 until completed, 100 when
 * completed. Throws a RangeError for a negative or fractional step.
 */
export function stepProgress(
  total: number,
  highestVisitedStep: number,
  completed: boolean,
): number {
  if (!Number.isInteger(highestVisitedStep) || highestVisitedStep < 0) {
    throw new RangeError(`Step must be a non-negative integer, got ${highestVisitedStep}`);
  }
  if (completed) return 100;
  return Math.min(OPTIONAL_PROGRESS_CAP, Math.round((highestVisitedStep / total) * 100));
}

/**
 * Unlocks optional modules (docs/product.md §4): only ids neither available nor completed
 * are added (each once); a notification is due when something was added and
 * the student is not in review mode.
 */
export function unlockOptional(
  state: OptionalState,
  ids: readonly ModuleId[],
  reviewMode: boolean,
): { available: ModuleId[]; added: ModuleId[]; notify: boolean } {
  const known = new Set<ModuleId>([...state.available, ...state.completed]);
  const added: ModuleId[] = [];
  for (const id of ids) {
    if (known.has(id)) continue;
    known.add(id);
    added.push(id);
  }
  return {
    available: [...state.available, ...added],
    added,
    notify: added.length > 0 && !reviewMode,
  };
}

/** Completes an optional module (docs/product.md §4): it leaves available and joins completed (once). */
export function completeOptional(state: OptionalState, id: ModuleId): OptionalState {
  return {
    available: state.available.filter((module) => module !== id),
    completed: state.completed.includes(id) ? [...state.completed] : [...state.completed, id],
  };
}
