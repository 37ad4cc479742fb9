import type { SmartGoal } from './answers';
import type { WidgetAttributes, WidgetName } from './content/widgets';

/*
 * Where a page keeps the student's own words. Widgets save each answer on their page under a
 * key (navigation history, docs/product.md §3); a few of those answers are text the student
 * typed, which may name a person, and the export leaves them out (README, "Administration").
 * The keys are named here once: the widgets save under them and the export finds them here.
 */

/** The "Something else" text of a grid selection `dataId`: `values-other`. */
export function otherAnswerKey(dataId: string): string {
  return `${dataId}-other`;
}

/** The five SMART fields, in the order the form shows them. */
export const SMART_GOAL_KEYS = [
  'specific',
  'measurable',
  'achievable',
  'relevant',
  'time_bound',
] as const satisfies readonly (keyof SmartGoal)[];

/** The key one SMART field is saved under on its page: `goal-specific`. */
export function smartFieldKey(dataId: string, key: keyof SmartGoal): string {
  return `${dataId}-${key}`;
}

/** The key of a SMART goal's check-in date: `goal-checkin`. */
export function checkInKey(dataId: string): string {
  return `${dataId}-checkin`;
}

/**
 * The keys each widget saves the student's own words under. Every widget is named, so a new
 * one must say whether it keeps typed text; a date, a number or an option id is not.
 */
const OWN_WORDS: { [Name in WidgetName]: (attributes: WidgetAttributes<Name>) => string[] } = {
  'free-text': (attributes) => [attributes.data_id],
  'statement-list': (attributes) => [attributes.data_id],
  'grid-selection': (attributes) => (attributes.other ? [otherAnswerKey(attributes.data_id)] : []),
  'smart-goal': (attributes) =>
    SMART_GOAL_KEYS.map((key) => smartFieldKey(attributes.data_id, key)),
  info: () => [],
  'choice-group': () => [],
  'select-group': () => [],
  'slider-group': () => [],
  'recall-list': () => [],
  'responsive-image': () => [],
  'responsive-video': () => [],
  'nav-arrows': () => [],
  'progress-bar': () => [],
  'end-page': () => [],
  resources: () => [],
  'copy-code': () => [],
  'date-picker': () => [],
  diagram: () => [],
  'section-complete': () => [],
  'drug-selection': () => [],
  'dast-carousel': () => [],
  'dast-results': () => [],
  'dast-feedback': () => [],
  'activity-carousel': () => [],
  'posnegs-feedback': () => [],
  'body-feedback': () => [],
  quiz: () => [],
  'points-overview': () => [],
  'descriptive-norms': () => [],
  'injunctive-norms': () => [],
  feedback: () => [],
  audience: () => [],
  'choice-feedback': () => [],
  'breathing-guide': () => [],
  'rating-scale': () => [],
  'relationship-chart': () => [],
  'commitment-scale': () => [],
  'plan-card': () => [],
  'review-summary': () => [],
  'value-ratings': () => [],
  'values-radar': () => [],
  'confidence-ruler': () => [],
};

/** A widget of a page with its parsed attributes (packages/content's `PageWidget`). */
export interface WidgetOnPage {
  name: WidgetName;
  attributes: Record<string, unknown>;
}

/** The answer keys under which a page's widgets keep the student's own words. */
export function ownWordsKeys(widgets: readonly WidgetOnPage[]): string[] {
  return widgets.flatMap((widget) =>
    (OWN_WORDS[widget.name] as (attributes: Record<string, unknown>) => string[])(
      widget.attributes,
    ),
  );
}
