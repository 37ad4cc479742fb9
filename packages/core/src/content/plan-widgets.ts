import { z } from 'zod';
import { OptionIdSchema } from '../answers';
import { LineTextSchema } from './common';

/*
 * The widgets of modules 5 "My Plan", 5A and Review (issue #14). Their names and attribute
 * schemas join WIDGET_NAMES and WIDGET_SCHEMAS in `widgets.ts`.
 */

/** What a `statement-list` can save to the profile on Next (commit_activity 2). */
export const STATEMENT_LIST_ACTIVITIES = ['personalGoals'] as const;
export type StatementListActivity = (typeof STATEMENT_LIST_ACTIVITIES)[number];

/** The `statement-list` attribute that saves its statements to the profile on Next. */
export const statementListActivity = z
  .enum(STATEMENT_LIST_ACTIVITIES, { error: 'Must be personalGoals' })
  .optional();

export const PLAN_WIDGET_NAMES = [
  'smart-goal',
  'commitment-scale',
  'plan-card',
  'review-summary',
] as const;

export const PLAN_WIDGET_SCHEMAS = {
  /**
   * The five SMART fields and a check-in date; saved as typed, committed (activity 4) on Next.
   * `intro` says what to do: shown above the fields only while they can be filled in, not over
   * a goal already saved or read again in review mode.
   */
  'smart-goal': {
    kind: 'leaf',
    attributes: z.strictObject({
      data_id: OptionIdSchema,
      label: LineTextSchema.optional(),
      intro: LineTextSchema.optional(),
    }),
  },
  /** "How committed am I to my plan?" 0–5; commit_score 8 on Next, then its message. */
  'commitment-scale': {
    kind: 'leaf',
    attributes: z.strictObject({ label: LineTextSchema.optional() }),
  },
  /** The student's plan as one card, with print and "Add my check-in to my calendar". */
  'plan-card': { kind: 'leaf', attributes: z.strictObject({}) },
  /** The student's own answers across the modules they did, one short section each. */
  'review-summary': { kind: 'leaf', attributes: z.strictObject({}) },
} as const;
