import { describe, expect, it } from 'vitest';
import { isWidgetName, WIDGET_NAMES, WIDGET_SCHEMAS, type WidgetName } from './widgets';

function parse(name: WidgetName, attributes: Record<string, string>) {
  return WIDGET_SCHEMAS[name].attributes.safeParse(attributes);
}

describe('WIDGET_SCHEMAS', () => {
  it('defines every widget name and nothing else', () => {
    expect(Object.keys(WIDGET_SCHEMAS).sort()).toEqual([...WIDGET_NAMES].sort());
  });

  it('makes info the only container widget', () => {
    const containers = WIDGET_NAMES.filter((name) => WIDGET_SCHEMAS[name].kind === 'container');
    expect(containers).toEqual(['info', 'feedback', 'audience']);
  });

  it.each<[WidgetName, Record<string, string>]>([
    ['info', {}],
    ['info', { title: 'Why we ask', tone: 'support' }],
    ['info', { title: 'What counts as a drug here?', button: 'What counts as a drug?' }],
    ['choice-group', { data_id: 'reasons', options: 'reasonsForUse', multiple: 'true' }],
    ['grid-selection', { data_id: 'needs', options: 'needs', other: 'false', min: '1', max: '3' }],
    ['select-group', { data_id: 'helps', options: 'helps', label: 'Pick' }],
    ['slider-group', { data_id: 'v', options: 'values', min: '0', max: '10', step: '1' }],
    ['recall-list', { from: '2-3', data_id: 'needs' }],
    ['responsive-image', { src: '/images/a.svg', alt: '' }],
    ['responsive-video', { src: '/v/a.mp4', captions: '/v/a.vtt', title: 'Intro' }],
    ['nav-arrows', { previous: '1-0', next: 'dashboard' }],
    ['progress-bar', {}],
    ['end-page', {}],
    ['resources', { filter: 'crisis' }],
    ['copy-code', {}],
    ['date-picker', { data_id: 'plan-date', min_days: '0', max_days: '30' }],
    ['diagram', { src: 'https://example.org/d.svg', alt: 'A cycle', long_description: 'the-cycle' }],
    ['section-complete', {}],
    ['drug-selection', { label: 'Which drugs?' }],
    ['dast-carousel', {}],
    ['quiz', {}],
    ['feedback', { source: 'process_quiz_score', item: '3' }],
    ['feedback', { source: 'injunctive_overall', item: '0' }],
    ['audience', { user_types: '2,3' }],
  ])('accepts %s with %j', (name, attributes) => {
    expect(parse(name, attributes).success).toBe(true);
  });

  it.each<[string, WidgetName, Record<string, string>]>([
    ['an unknown attribute', 'copy-code', { colour: 'red' }],
    ['an unknown tone', 'info', { tone: 'loud' }],
    ['an info dialog without a title', 'info', { button: 'More' }],
    ['a missing data_id', 'choice-group', { options: 'needs' }],
    ['an unknown option set', 'choice-group', { data_id: 'a', options: 'nope' }],
    ['a non-boolean flag', 'choice-group', { data_id: 'a', options: 'needs', multiple: 'yes' }],
    ['a non-number', 'grid-selection', { data_id: 'a', options: 'needs', min: 'one' }],
    ['min above max', 'slider-group', { data_id: 'a', options: 'values', min: '5', max: '1' }],
    ['a bad page id', 'recall-list', { from: 'page-two' }],
    ['a relative image path', 'responsive-image', { src: 'a.svg', alt: 'x' }],
    ['captions that are not .vtt', 'responsive-video', { src: '/a.mp4', captions: '/a.srt', title: 'x' }],
    ['an unknown filter', 'resources', { filter: 'everything' }],
    ['min_days above max_days', 'date-picker', { data_id: 'd', min_days: '9', max_days: '1' }],
    ['an unknown feedback source', 'feedback', { source: 'process_mood', item: '0' }],
    ['a feedback block without an item', 'feedback', { source: 'process_quiz_score' }],
    ['a user type out of range', 'audience', { user_types: '4' }],
    ['a repeated user type', 'audience', { user_types: '1,1' }],
    ['a bad heading id', 'diagram', { src: '/d.svg', alt: 'x', long_description: 'Not An Id' }],
  ])('rejects %s', (_, name, attributes) => {
    expect(parse(name, attributes).success).toBe(false);
  });

  it('parses user types into numbers', () => {
    expect(WIDGET_SCHEMAS.audience.attributes.parse({ user_types: '2,3' })).toEqual({
      user_types: [2, 3],
    });
  });

  it('parses numbers and flags into values', () => {
    const result = WIDGET_SCHEMAS['grid-selection'].attributes.parse({
      data_id: 'needs',
      options: 'needs',
      other: 'true',
      min: '2',
    });
    expect(result).toEqual({ data_id: 'needs', options: 'needs', other: true, min: 2 });
  });
});

describe('isWidgetName', () => {
  it.each([
    ['info', true],
    ['section-complete', true],
    ['dast', false],
    ['', false],
  ])('says %j is a widget: %s', (name, ok) => {
    expect(isWidgetName(name)).toBe(ok);
  });
});

describe('the module 2 and 2C widgets', () => {
  it.each<[WidgetName, Record<string, string>]>([
    ['statement-list', { data_id: 'strengths' }],
    ['statement-list', { data_id: 'strengths', label: 'My strengths', min: '2', max: '4' }],
    ['statement-list', { data_id: 'strengths', min: '5', placeholder: 'I am good at…' }],
    ['statement-list', { data_id: 'strengths', item: 'Strength', items: 'strengths' }],
    ['statement-list', { data_id: 'strengths', min: '0', max: '20' }],
    ['choice-feedback', { from: '2C-1', data_id: 'needs', options: 'needs' }],
    ['choice-feedback', { from: '2C-3', data_id: 'helps', options: 'helps', label: 'Ideas' }],
    ['grid-selection', { data_id: 'needs', options: 'needs', activity: 'needs' }],
    ['grid-selection', { data_id: 'helps', options: 'helps', activity: 'helps' }],
    ['grid-selection', { data_id: 'hr', options: 'hrPractices', activity: 'hrPractices' }],
    ['breathing-guide', {}],
    ['breathing-guide', { breaths: '1' }],
    ['breathing-guide', { breaths: '10' }],
  ])('accepts %s with %j', (name, attributes) => {
    expect(parse(name, attributes).success).toBe(true);
  });

  it.each<[string, WidgetName, Record<string, string>]>([
    ['a statement list without a data_id', 'statement-list', { label: 'x' }],
    ['more than 20 statements', 'statement-list', { data_id: 's', max: '21' }],
    ['a max of 0 statements', 'statement-list', { data_id: 's', max: '0' }],
    ['a min above 20', 'statement-list', { data_id: 's', min: '21' }],
    ['a min above max', 'statement-list', { data_id: 's', min: '4', max: '3' }],
    ['a min above the default max of 5', 'statement-list', { data_id: 's', min: '6' }],
    ['an unknown statement attribute', 'statement-list', { data_id: 's', rows: '3' }],
    ['choice feedback without from', 'choice-feedback', { data_id: 'n', options: 'needs' }],
    ['choice feedback from a bad page', 'choice-feedback', { from: 'x', data_id: 'n', options: 'needs' }],
    ['choice feedback without options', 'choice-feedback', { from: '2C-1', data_id: 'n' }],
    ['an unknown activity', 'grid-selection', { data_id: 'a', options: 'needs', activity: 'goals' }],
    ['no breaths', 'breathing-guide', { breaths: '0' }],
    ['eleven breaths', 'breathing-guide', { breaths: '11' }],
    ['breaths in words', 'breathing-guide', { breaths: 'three' }],
  ])('rejects %s', (_, name, attributes) => {
    expect(parse(name, attributes).success).toBe(false);
  });

  it('parses numbers into values', () => {
    expect(
      WIDGET_SCHEMAS['statement-list'].attributes.parse({ data_id: 's', min: '2', max: '3' }),
    ).toEqual({ data_id: 's', min: 2, max: 3 });
    expect(WIDGET_SCHEMAS['breathing-guide'].attributes.parse({ breaths: '4' })).toEqual({
      breaths: 4,
    });
  });
});

describe('the module 3, 4 and 4A widgets', () => {
  it.each<[WidgetName, Record<string, string>]>([
    ['grid-selection', { data_id: 'values', options: 'values', activity: 'values' }],
    ['grid-selection', { data_id: 'infl', options: 'influences', activity: 'influences' }],
    ['grid-selection', { data_id: 'hooks', options: 'hooks', activity: 'hooks' }],
    ['grid-selection', { data_id: 'r', options: 'reasonsForUse', activity: 'reasonsForUse' }],
    ['grid-selection', { data_id: 'skills', options: 'skills', activity: 'skills' }],
    ['value-ratings', { from: '3-1', data_id: 'values' }],
    ['value-ratings', { from: '3-1', data_id: 'values', label: 'My values' }],
    ['values-radar', {}],
    ['free-text', { data_id: 'other' }],
    ['free-text', { data_id: 'other', label: 'Anything else?', placeholder: 'For example…' }],
    ['free-text', { data_id: 'other', activity: 'otherInfluences' }],
    ['confidence-ruler', {}],
    ['confidence-ruler', { label: 'Ready for a change?' }],
  ])('accepts %s with %j', (name, attributes) => {
    expect(parse(name, attributes).success).toBe(true);
  });

  it.each<[string, WidgetName, Record<string, string>]>([
    ['value ratings without from', 'value-ratings', { data_id: 'values' }],
    ['value ratings without a data_id', 'value-ratings', { from: '3-1' }],
    ['value ratings from a bad page', 'value-ratings', { from: 'three', data_id: 'v' }],
    ['value ratings with options', 'value-ratings', { from: '3-1', data_id: 'v', options: 'values' }],
    ['a radar with attributes', 'values-radar', { label: 'x' }],
    ['free text without a data_id', 'free-text', { label: 'x' }],
    ['free text with another activity', 'free-text', { data_id: 't', activity: 'values' }],
    ['free text with rows', 'free-text', { data_id: 't', rows: '4' }],
    ['a ruler with a data_id', 'confidence-ruler', { data_id: 'c' }],
  ])('rejects %s', (_, name, attributes) => {
    expect(parse(name, attributes).success).toBe(false);
  });
});
