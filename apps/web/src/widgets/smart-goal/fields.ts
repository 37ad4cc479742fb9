import { SMART_GOAL_KEYS, type SmartGoal } from '@clearpath/core';

/** Each SMART field's label and one-line hint. */
const FIELD_TEXTS: Record<keyof SmartGoal, { label: string; hint: string }> = {
  specific: {
    label: 'Specific',
    hint: 'What exactly will you do? For example: no using on nights before a class.',
  },
  measurable: {
    label: 'Measurable',
    hint: 'How will you know it is working? For example: I will tick off each week I keep to it.',
  },
  achievable: {
    label: 'Achievable',
    hint: 'What makes this doable for you right now? Small steps count.',
  },
  relevant: {
    label: 'Relevant',
    hint: 'Why does this matter to you? Think of what you care about.',
  },
  time_bound: {
    label: 'Time-bound',
    hint: 'By when, or for how long? For example: for the next four weeks.',
  },
};

/** The five SMART fields, in order (core's SMART_GOAL_KEYS), each with its label and hint. */
export const SMART_FIELDS: readonly { key: keyof SmartGoal; label: string; hint: string }[] =
  SMART_GOAL_KEYS.map((key) => ({ key, ...FIELD_TEXTS[key] }));

/** The gate's kind message when the goal or the date is missing, or null. */
export function missingGoalMessage(specific: string, checkIn: string | null): string | null {
  const hasGoal = specific.trim() !== '';
  if (hasGoal && checkIn !== null) return null;
  if (!hasGoal && checkIn === null) {
    return 'Write what your goal is under Specific and choose a check-in date before you go on. A few words is plenty.';
  }
  if (!hasGoal)
    return 'Write what your goal is under Specific before you go on. A few words is plenty.';
  return 'Choose a date to check in on your goal before you go on.';
}
