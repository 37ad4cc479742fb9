import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES, WIDGET_SCHEMAS, type WidgetName } from './content/widgets';
import {
  checkInKey,
  otherAnswerKey,
  ownWordsKeys,
  smartFieldKey,
  SMART_GOAL_KEYS,
} from './own-words';

/** A widget as a page holds it: its attributes parsed by its schema. */
function widget(name: WidgetName, attributes: Record<string, string>) {
  return { name, attributes: WIDGET_SCHEMAS[name].attributes.parse(attributes) };
}

describe('the keys that hold a student’s own words', () => {
  it('are the free texts, statement lists, SMART fields and "something else" texts of a page', () => {
    expect(
      ownWordsKeys([
        widget('free-text', { data_id: 'influences-own' }),
        widget('statement-list', { data_id: 'steps' }),
        widget('grid-selection', { data_id: 'values', options: 'values', other: 'true' }),
        widget('smart-goal', { data_id: 'goal' }),
      ]),
    ).toEqual([
      'influences-own',
      'steps',
      'values-other',
      'goal-specific',
      'goal-measurable',
      'goal-achievable',
      'goal-relevant',
      'goal-time_bound',
    ]);
  });

  it('leave out choices, numbers and dates: option ids, sliders, a check-in date', () => {
    expect(
      ownWordsKeys([
        widget('grid-selection', { data_id: 'values', options: 'values' }),
        widget('choice-group', { data_id: 'pick', options: 'values' }),
        widget('date-picker', { data_id: 'when' }),
        widget('confidence-ruler', {}),
      ]),
    ).toEqual([]);
  });

  it('are none for every other widget: they save choices, numbers and dates, or nothing', () => {
    const typing: readonly WidgetName[] = [
      'free-text',
      'statement-list',
      'grid-selection',
      'smart-goal',
    ];
    const others = WIDGET_NAMES.filter((name) => !typing.includes(name));
    expect(others.length).toBe(WIDGET_NAMES.length - typing.length);
    for (const name of others) expect(ownWordsKeys([{ name, attributes: {} }]), name).toEqual([]);
  });

  it('are named once: the keys the widgets save under', () => {
    expect(otherAnswerKey('hooks')).toBe('hooks-other');
    expect(smartFieldKey('goal', 'time_bound')).toBe('goal-time_bound');
    expect(checkInKey('goal')).toBe('goal-checkin');
    expect(SMART_GOAL_KEYS).toHaveLength(5);
  });
});
