import { describe, expect, it } from 'vitest';
import { AdminDataDictionaryResponseSchema } from './api/admin';
import {
  dataDictionary,
  EVENT_EXPORT_COLUMNS,
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
});
