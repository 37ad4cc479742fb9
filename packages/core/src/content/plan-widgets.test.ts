import { describe, expect, it } from 'vitest';
import { PLAN_WIDGET_SCHEMAS, statementListActivity } from './plan-widgets';

describe('PLAN_WIDGET_SCHEMAS', () => {
  it('takes smart-goal with a data_id and refuses one without', () => {
    const schema = PLAN_WIDGET_SCHEMAS['smart-goal'].attributes;
    expect(schema.parse({ data_id: 'goal', label: 'My goal' })).toEqual({
      data_id: 'goal',
      label: 'My goal',
    });
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.safeParse({ data_id: 'goal', date: 'x' }).success).toBe(false);
  });

  it.each(['commitment-scale', 'plan-card', 'review-summary'] as const)(
    'refuses an unknown attribute on %s',
    (name) => {
      expect(PLAN_WIDGET_SCHEMAS[name].attributes.safeParse({ other: 'x' }).success).toBe(false);
      expect(PLAN_WIDGET_SCHEMAS[name].attributes.safeParse({}).success).toBe(true);
    },
  );

  it('lets a statement list save personal goals and nothing else', () => {
    expect(statementListActivity.parse('personalGoals')).toBe('personalGoals');
    expect(statementListActivity.safeParse('goals').success).toBe(false);
  });
});
