import { describe, expect, it } from 'vitest';
import { everyWeek, isoWeekStart } from './figures';

describe('weeks of the registrations figure', () => {
  it('starts each ISO week on its Monday (UTC)', () => {
    expect(isoWeekStart(new Date('2026-02-04T12:00:00Z'))).toBe('2026-02-02');
    expect(isoWeekStart(new Date('2026-02-08T23:59:59Z'))).toBe('2026-02-02');
    expect(isoWeekStart(new Date('2026-02-09T00:00:00Z'))).toBe('2026-02-09');
  });

  it('lists every week from the first to the last, weeks without registrations included', () => {
    expect(everyWeek([])).toEqual([]);
    expect(everyWeek(['2026-02-02'])).toEqual(['2026-02-02']);
    expect(everyWeek(['2026-02-23', '2026-03-16'])).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
  });
});
