import { describe, expect, it } from 'vitest';
import { AdminDataDictionaryResponseSchema } from './api/admin';
import {
  dataDictionary,
  EVENT_EXPORT_COLUMNS,
  exportedEventValue,
  FREE_TEXT_ACTIVITY_TYPES,
  PARTICIPANT_EXPORT_COLUMNS,
} from './export-dictionary';

describe('the data dictionary of the export', () => {
  it('describes every column of both tables, with a type and a spec item', () => {
    const dictionary = AdminDataDictionaryResponseSchema.parse(dataDictionary());
    expect(dictionary.tables.map((table) => table.table)).toEqual(['participants', 'events']);
    expect(dictionary.tables[0]?.columns.map((column) => column.name)).toEqual(
      PARTICIPANT_EXPORT_COLUMNS.map((column) => column.name),
    );
    expect(dictionary.tables[1]?.columns.map((column) => column.name)).toEqual(
      EVENT_EXPORT_COLUMNS.map((column) => column.name),
    );
    for (const table of dictionary.tables) {
      for (const column of table.columns) expect(column.spec).toMatch(/^docs\/\w+\.md §\d$/);
    }
  });

  it('lists allowed values from core: bands, user types, drug names', () => {
    const columns = dataDictionary().tables[0]?.columns ?? [];
    const allowed = (name: string) => columns.find((column) => column.name === name)?.allowed;
    expect(allowed('dast_band')).toEqual([
      'Non-User',
      'Low',
      'Moderate',
      'Substantial',
      'Severe',
      'Not answered',
    ]);
    expect(allowed('user_type')).toEqual([1, 2, 3]);
    expect(allowed('primary_drug')).toContain('Cannabis');
    expect(columns.find((column) => column.name === 'quiz_score')?.description).toContain('0–10');
  });

  it('names every activity and score type number in the type column', () => {
    const events = dataDictionary().tables[1]?.columns ?? [];
    const type = events.find((column) => column.name === 'type')?.description ?? '';
    expect(type).toContain(
      'Activity: 0 positive effects, 2 personal goals, 3 negative effects, 4 SMART goal,',
    );
    expect(type).toContain('16 other influences, 17 value scores.');
    expect(type).toContain('Score: 2 quiz, 3 decision making, 4 life values,');
    expect(type).toContain('9 descriptive norms.');
  });

  it('leaves out free-text answers: personal goals, SMART goal, other influences', () => {
    expect(FREE_TEXT_ACTIVITY_TYPES).toEqual([2, 4, 16]);
  });

  describe('an event’s value', () => {
    const ownWords = new Map([
      ['5-1', new Set(['goals'])],
      ['3-1', new Set(['values-other'])],
    ]);
    const ownWordsOn = (pageId: string) => ownWords.get(pageId);

    it('is empty for free-text activities, and has no "other" text in option lists', () => {
      expect(
        exportedEventValue({ kind: 'activity', type: 4, value: { specific: 'x' } }, ownWordsOn),
      ).toBeNull();
      expect(
        exportedEventValue(
          {
            kind: 'activity',
            type: 9,
            value: [{ data_id: 'val-health' }, { data_id: 'other', other: 'Caring for my nan' }],
          },
          ownWordsOn,
        ),
      ).toEqual([{ data_id: 'val-health' }, { data_id: 'other' }]);
      expect(
        exportedEventValue(
          {
            kind: 'activity',
            type: 12,
            value: { list: 'helps', items: [{ data_id: 'other', other: 'Aoife' }] },
          },
          ownWordsOn,
        ),
      ).toEqual({ list: 'helps', items: [{ data_id: 'other' }] });
    });

    it('keeps a navigation history’s answers but not the texts typed on its pages', () => {
      const value = {
        last_page: '5-1',
        navigation_history: {
          '3-1': { values: ['val-health', 'other'], 'values-other': 'Caring for my nan' },
          '5-1': { goals: ['Ring Aoife on Sunday'], rated: 4 },
          // A page the content no longer has: no text survives, numbers and flags do.
          '9-9': { note: 'Seán', ids: ['a', 'b'], score: 7, done: true, mixed: [1, 'x'] },
        },
      };
      const exported = exportedEventValue(
        { kind: 'navigation_history', type: null, value },
        ownWordsOn,
      );
      expect(exported).toEqual({
        last_page: '5-1',
        navigation_history: {
          '3-1': { values: ['val-health', 'other'] },
          '5-1': { rated: 4 },
          '9-9': { score: 7, done: true },
        },
      });
      expect(JSON.stringify(exported)).not.toMatch(/nan|Aoife|Seán/);
    });

    it('keeps ids and dates under any key of a known page, and no other text', () => {
      const value = {
        last_page: '5-2',
        navigation_history: {
          // Under keys no widget of the page declares (a widget renamed since, or a crafted
          // request): what could be typed text goes, ids, dates and numbers stay.
          '3-1': {
            values: ['val-health'],
            'old-note': 'SECRET words',
            'old-list': ['val-health', 'My nan Bríd'],
            picked: 'fine-1000',
            checkin: '2026-04-01',
            nested: { label: 'Some Text' },
            rated: 3,
          },
        },
      };
      expect(
        exportedEventValue({ kind: 'navigation_history', type: null, value }, ownWordsOn),
      ).toEqual({
        last_page: '5-2',
        navigation_history: {
          '3-1': { values: ['val-health'], picked: 'fine-1000', checkin: '2026-04-01', rated: 3 },
        },
      });
    });

    it('keeps no typed text in what the sender had of its lists either', () => {
      const value = {
        last_page: '5-1',
        navigation_history: { '5-1': { goals: ['Ring Aoife on Sunday', 'Sleep more'] } },
        previous: { '5-1': { goals: ['Ring Aoife on Sunday'] }, '3-1': { values: ['val-health'] } },
      };
      const exported = exportedEventValue(
        { kind: 'navigation_history', type: null, value },
        ownWordsOn,
      );
      expect(exported).toEqual({
        last_page: '5-1',
        navigation_history: { '5-1': {} },
        previous: { '5-1': {}, '3-1': { values: ['val-health'] } },
      });
      expect(JSON.stringify(exported)).not.toMatch(/Aoife/);
    });

    it('is as stored for the other kinds', () => {
      const value = { dast_answers: [1, 0, 1] };
      expect(exportedEventValue({ kind: 'dast_responses', type: null, value }, ownWordsOn)).toBe(
        value,
      );
    });
  });
});
