import { z } from 'zod';
import { OptionIdSchema } from '../answers';
import { PROCESSING_CALLS } from '../api/processing';
import { OPTION_SETS, type OptionSetName } from '../catalogue';
import { PageIdSchema } from '../page-id-schema';
import { RELATIONSHIP_FEEDBACK_SOURCES } from '../relationships';
import { AssetPathSchema, LineTextSchema } from './common';
import { PLAN_WIDGET_NAMES, PLAN_WIDGET_SCHEMAS, statementListActivity } from './plan-widgets';
import { ScaleIdSchema } from './scale';

/*
 * The generic widgets of content/README.md. A directive's attributes are strings in the
 * Markdown; each widget's schema parses them into typed values and rejects unknown ones.
 */

const OPTION_SET_NAMES = Object.keys(OPTION_SETS) as [OptionSetName, ...OptionSetName[]];

const text = LineTextSchema;
const dataId = OptionIdSchema;
const optionSet = z.enum(OPTION_SET_NAMES, { error: 'Not an option set name' });
const flag = z
  .enum(['true', 'false'], { error: 'Must be "true" or "false"' })
  .transform((value) => value === 'true');
function integer(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,6}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.int().min(min).max(max));
}
const source = z.union([AssetPathSchema, z.string().regex(/^https:\/\/\S{1,400}$/)], {
  error: 'Not a site path or https URL',
});
const anchor = z
  .string()
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Not a heading id');

type Range = { min?: number | undefined; max?: number | undefined };
function minNotAboveMax(value: Range): boolean {
  return value.min === undefined || value.max === undefined || value.min <= value.max;
}
const rangeMessage = { message: 'min must not exceed max', path: ['min'] };
const none = z.strictObject({});

/**
 * Where a `feedback` block's item number comes from: a processing call's `content_no`
 * (docs/architecture.md §5), or a result computed by core: the overall injunctive norm, and the
 * relationship scores' items (docs/product.md §9, `relationshipFeedbackItem`).
 */
export const FEEDBACK_SOURCES = [
  ...PROCESSING_CALLS,
  'injunctive_overall',
  ...RELATIONSHIP_FEEDBACK_SOURCES,
] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

/** A comma list of user types (`"1"`, `"2,3"`), each once, parsed to numbers. */
const userTypes = z
  .string()
  .regex(/^[123](,[123]){0,2}$/, 'Must be user types 1–3, comma-separated')
  .transform((value) => value.split(',').map(Number) as (1 | 2 | 3)[])
  .refine((types) => new Set(types).size === types.length, 'Each user type once');

/**
 * The profile lists a `grid-selection` can save on Next (docs/product.md §7, commit_activity 5, 7, 9, 10,
 * 11, 12 and 15).
 */
export const GRID_ACTIVITIES = [
  'needs',
  'helps',
  'hrPractices',
  'values',
  'influences',
  'hooks',
  'reasonsForUse',
  'skills',
] as const;
export type GridActivity = (typeof GRID_ACTIVITIES)[number];

/** The profile texts a `free-text` can save on Next (docs/product.md §7, commit_activity 16). */
export const FREE_TEXT_ACTIVITIES = ['otherInfluences'] as const;
export type FreeTextActivity = (typeof FREE_TEXT_ACTIVITIES)[number];

/** How many statements a `statement-list` allows when the page gives no `max`. */
export const STATEMENT_LIST_MAX = 5;

export const WIDGET_NAMES = [
  'info',
  'choice-group',
  'grid-selection',
  'select-group',
  'slider-group',
  'recall-list',
  'responsive-image',
  'responsive-video',
  'nav-arrows',
  'progress-bar',
  'end-page',
  'resources',
  'copy-code',
  'date-picker',
  'diagram',
  'section-complete',
  'drug-selection',
  'dast-carousel',
  'dast-results',
  'dast-feedback',
  'activity-carousel',
  'posnegs-feedback',
  'body-feedback',
  'quiz',
  'points-overview',
  'descriptive-norms',
  'injunctive-norms',
  'feedback',
  'audience',
  'statement-list',
  'choice-feedback',
  'breathing-guide',
  'rating-scale',
  'relationship-chart',
  ...PLAN_WIDGET_NAMES,
  'value-ratings',
  'values-radar',
  'free-text',
  'confidence-ruler',
] as const;
export const WidgetNameSchema = z.enum(WIDGET_NAMES);
export type WidgetName = z.infer<typeof WidgetNameSchema>;

/** A widget: a leaf directive (`::name{…}`) or a container with Markdown inside (`:::name{…}`). */
export type WidgetDefinition = {
  kind: 'leaf' | 'container';
  attributes: z.ZodType<Record<string, unknown>, Record<string, string | undefined>>;
};

export const WIDGET_SCHEMAS = {
  /** A highlighted box; with `button`, the info dialog: the button opens it, `title` names it. */
  info: {
    kind: 'container',
    attributes: z
      .strictObject({
        title: text.optional(),
        tone: z.enum(['info', 'support', 'warning']).optional(),
        button: text.optional(),
      })
      .refine((info) => info.button === undefined || info.title !== undefined, {
        message: 'An info dialog (button) needs a title to name it',
        path: ['title'],
      }),
  },
  'choice-group': {
    kind: 'leaf',
    attributes: z.strictObject({
      data_id: dataId,
      options: optionSet,
      multiple: flag.optional(),
      label: text.optional(),
    }),
  },
  'grid-selection': {
    kind: 'leaf',
    attributes: z
      .strictObject({
        data_id: dataId,
        options: optionSet,
        label: text.optional(),
        other: flag.optional(),
        min: integer(0, 100).optional(),
        max: integer(1, 100).optional(),
        /** Saves the choices to the profile on Next (GRID_ACTIVITIES). */
        activity: z
          .enum(GRID_ACTIVITIES, { error: `Must be one of ${GRID_ACTIVITIES.join(', ')}` })
          .optional(),
      })
      .refine(minNotAboveMax, rangeMessage),
  },
  'select-group': {
    kind: 'leaf',
    attributes: z.strictObject({ data_id: dataId, options: optionSet, label: text.optional() }),
  },
  'slider-group': {
    kind: 'leaf',
    attributes: z
      .strictObject({
        data_id: dataId,
        options: optionSet,
        min: integer(-100, 100).optional(),
        max: integer(-100, 100).optional(),
        step: integer(1, 100).optional(),
        label: text.optional(),
        min_label: text.optional(),
        max_label: text.optional(),
      })
      .refine(minNotAboveMax, rangeMessage),
  },
  'recall-list': {
    kind: 'leaf',
    attributes: z.strictObject({
      data_id: dataId.optional(),
      from: PageIdSchema,
      label: text.optional(),
    }),
  },
  'responsive-image': {
    kind: 'leaf',
    attributes: z.strictObject({ src: source, alt: z.string().max(500), caption: text.optional() }),
  },
  'responsive-video': {
    kind: 'leaf',
    attributes: z.strictObject({
      src: source,
      captions: source.refine((value) => value.endsWith('.vtt'), 'Captions must be a .vtt file'),
      title: text,
      poster: source.optional(),
    }),
  },
  'nav-arrows': {
    kind: 'leaf',
    attributes: z.strictObject({
      previous: PageIdSchema.optional(),
      next: PageIdSchema.optional(),
    }),
  },
  'progress-bar': { kind: 'leaf', attributes: none },
  'end-page': { kind: 'leaf', attributes: none },
  resources: {
    kind: 'leaf',
    attributes: z.strictObject({
      filter: z.enum(['all', 'crisis', 'drugs', 'university']).optional(),
    }),
  },
  'copy-code': { kind: 'leaf', attributes: none },
  'date-picker': {
    kind: 'leaf',
    attributes: z
      .strictObject({
        data_id: dataId,
        label: text.optional(),
        min_days: integer(-3650, 3650).optional(),
        max_days: integer(-3650, 3650).optional(),
      })
      .refine(
        (value) => minNotAboveMax({ min: value.min_days, max: value.max_days }),
        { message: 'min_days must not exceed max_days', path: ['min_days'] },
      ),
  },
  diagram: {
    kind: 'leaf',
    attributes: z.strictObject({
      src: source,
      alt: z.string().max(500),
      long_description: anchor.optional(),
    }),
  },
  'section-complete': { kind: 'leaf', attributes: none },
  'drug-selection': { kind: 'leaf', attributes: z.strictObject({ label: text.optional() }) },
  'dast-carousel': { kind: 'leaf', attributes: none },
  'dast-results': { kind: 'leaf', attributes: none },
  'dast-feedback': { kind: 'leaf', attributes: none },
  'activity-carousel': { kind: 'leaf', attributes: none },
  'posnegs-feedback': { kind: 'leaf', attributes: none },
  'body-feedback': { kind: 'leaf', attributes: none },
  quiz: { kind: 'leaf', attributes: none },
  'points-overview': { kind: 'leaf', attributes: none },
  'descriptive-norms': { kind: 'leaf', attributes: none },
  'injunctive-norms': { kind: 'leaf', attributes: none },
  /**
   * Markdown shown only when the source's feedback item is `item`, as a region named `label`
   * ("Your feedback" by default): a page with feedback from several sources names each its own.
   */
  feedback: {
    kind: 'container',
    attributes: z.strictObject({
      source: z.enum(FEEDBACK_SOURCES, { error: 'Not a feedback source' }),
      item: integer(0, 999),
      label: text.optional(),
    }),
  },
  /** Markdown shown only to students of the given user types. */
  audience: { kind: 'container', attributes: z.strictObject({ user_types: userTypes }) },
  /** Short statements in the student's own words, one field each; `max` defaults to 5. */
  'statement-list': {
    kind: 'leaf',
    attributes: z
      .strictObject({
        data_id: dataId,
        label: text.optional(),
        min: integer(0, 20).optional(),
        max: integer(1, 20).optional(),
        placeholder: text.optional(),
        /** What one entry is called, in a field's label ("Goal 1"); "Statement" by default. */
        item: text.optional(),
        /** The same word for several, in the count under the fields ("2 goals added"). */
        items: text.optional(),
        /** Saves the statements to the profile on Next (commit_activity 2). */
        activity: statementListActivity,
      })
      .refine(
        (value) => minNotAboveMax({ min: value.min, max: value.max ?? STATEMENT_LIST_MAX }),
        rangeMessage,
      ),
  },
  /** The feedback text of each option chosen on page `from` (saved there under `data_id`). */
  'choice-feedback': {
    kind: 'leaf',
    attributes: z.strictObject({
      from: PageIdSchema,
      data_id: dataId,
      options: optionSet,
      label: text.optional(),
    }),
  },
  /** A guided breathing exercise of `breaths` breaths (default 3). */
  'breathing-guide': {
    kind: 'leaf',
    attributes: z.strictObject({ breaths: integer(1, 10).optional() }),
  },
  /** The items of `content/scales/<scale>.yaml`; `label` replaces its question as the legend. */
  'rating-scale': {
    kind: 'leaf',
    attributes: z.strictObject({ scale: ScaleIdSchema, label: text.optional() }),
  },
  /** A bar chart of the student's three relationship scores. */
  'relationship-chart': { kind: 'leaf', attributes: none },
  ...PLAN_WIDGET_SCHEMAS,
  /** A 0–10 slider for each value chosen on page `from` (saved there under `data_id`). */
  'value-ratings': {
    kind: 'leaf',
    attributes: z.strictObject({ from: PageIdSchema, data_id: dataId, label: text.optional() }),
  },
  /** A radar chart of the student's saved value scores (a bar chart below three values). */
  'values-radar': { kind: 'leaf', attributes: none },
  /** One multi-line text field; with `activity`, saved to the profile on Next. */
  'free-text': {
    kind: 'leaf',
    attributes: z.strictObject({
      data_id: dataId,
      label: text.optional(),
      placeholder: text.optional(),
      activity: z
        .enum(FREE_TEXT_ACTIVITIES, { error: 'Must be otherInfluences' })
        .optional(),
    }),
  },
  /** Two 0–10 sliders: how important a change is (willingness), and confidence. */
  'confidence-ruler': { kind: 'leaf', attributes: z.strictObject({ label: text.optional() }) },
} as const satisfies Record<WidgetName, WidgetDefinition>;

/** Whether a directive name is one of the widgets. */
export function isWidgetName(name: string): name is WidgetName {
  return (WIDGET_NAMES as readonly string[]).includes(name);
}

/** The typed attributes of a widget, after its schema parsed them. */
export type WidgetAttributes<Name extends WidgetName> = z.output<
  (typeof WIDGET_SCHEMAS)[Name]['attributes']
>;
