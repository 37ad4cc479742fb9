import { describe, expect, it } from 'vitest';
import {
  checkInCalendar,
  checkInDateOf,
  ownTimeBoundOf,
  commitmentMessageOf,
  commitmentMessageProblems,
  escapeCalendarText,
  smartGoalCommit,
} from './plan';

const low = { data_id: 'commit-low', match: { min: 0, max: 2 } };
const ready = { data_id: 'commit-ready', match: { min: 3, max: 5 } };

describe('commitmentMessageOf', () => {
  it.each([
    [0, 'low', 'commit-low'],
    [2, 'low', 'commit-low'],
    [3, 'ready', 'commit-ready'],
    [5, 'ready', 'commit-ready'],
  ])('gives score %i the %s band and message %s', (score, band, id) => {
    const chosen = commitmentMessageOf([low, ready], score);
    expect(chosen.band).toBe(band);
    expect(chosen.message?.data_id).toBe(id);
  });

  it('gives no message when none matches, and throws for a score outside 0–5', () => {
    expect(commitmentMessageOf([low], 4).message).toBeNull();
    expect(() => commitmentMessageOf([low, ready], 6)).toThrow(RangeError);
    expect(() => commitmentMessageOf([low, ready], 2.5)).toThrow(RangeError);
  });
});

describe('commitmentMessageProblems', () => {
  it('finds nothing wrong when 0–5 is matched exactly once', () => {
    expect(commitmentMessageProblems([low, ready])).toEqual([]);
  });

  it('reports a gap, an overlap, a missing match and a range outside 0–5', () => {
    expect(commitmentMessageProblems([low])).toEqual([
      'No message matches commitment score 3',
      'No message matches commitment score 4',
      'No message matches commitment score 5',
    ]);
    expect(
      commitmentMessageProblems([low, ready, { data_id: 'x', match: { min: 2, max: 3 } }]),
    ).toEqual([
      'Commitment score 2 is matched by more than one message (commit-low, x)',
      'Commitment score 3 is matched by more than one message (commit-ready, x)',
    ]);
    expect(commitmentMessageProblems([low, ready, { data_id: 'y' }])).toEqual([
      'y needs a match: { min, max } within 0–5',
    ]);
    expect(commitmentMessageProblems([{ data_id: 'z', match: { min: -1, max: 9 } }])).toEqual([
      'z match must lie within 0–5',
    ]);
  });
});

describe('smartGoalCommit', () => {
  it('trims the fields and puts the check-in date into time_bound', () => {
    expect(
      smartGoalCommit(
        { specific: ' Use less at weekends ', measurable: 'Count nights', time_bound: 'By Easter' },
        '2027-03-05',
      ),
    ).toEqual({
      specific: 'Use less at weekends',
      measurable: 'Count nights',
      achievable: '',
      relevant: '',
      time_bound: 'By Easter (check-in 2027-03-05)',
    });
    expect(smartGoalCommit({ specific: 'Sleep' }, '2027-03-05').time_bound).toBe(
      'Check-in 2027-03-05',
    );
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => smartGoalCommit({ specific: 'Sleep' }, '2027-02-30')).toThrow();
  });
});

/** UTF-8 length, counted the long way (core's tests have no Node or DOM types). */
function octets(text: string): number {
  return [...text].reduce((sum, char) => {
    const code = char.codePointAt(0)!;
    return sum + (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
  }, 0);
}

describe('checkInCalendar', () => {
  const now = new Date(Date.UTC(2026, 10, 23, 16, 30, 5, 123));
  const file = checkInCalendar({
    date: '2026-12-31',
    summary: 'Check in on my plan',
    description: 'My goal: less, on weekends; with friends\nand sleep',
    uid: 'abc@clearpath',
    now,
  });

  it('is one all-day event on the date, ending the next day, with CRLF line ends', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(file).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\n');
    expect(file).toContain('\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261123T163005Z\r\n');
    expect(file).toContain('\r\nUID:abc@clearpath\r\n');
  });

  it('escapes text and folds lines longer than 75 octets', () => {
    expect(file).toContain('DESCRIPTION:My goal: less\\, on weekends\\; with friends\\nand sleep');
    expect(escapeCalendarText('a\\b\r\nc')).toBe('a\\\\b\\nc');
    const long = checkInCalendar({
      date: '2027-01-01',
      summary: `${'é'.repeat(60)}😀${'a'.repeat(20)}ࠀ`,
      description: '',
      uid: 'u',
      now,
    });
    const lines = long.split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'é'.repeat(60)}😀${'a'.repeat(20)}ࠀ\r\n`);
  });
});

describe('checkInDateOf', () => {
  it.each<[string | null, string | null]>([
    ['By Easter (check-in 2027-03-05)', '2027-03-05'],
    ['Check-in 2027-03-05', '2027-03-05'],
    ['By Easter', null],
    ['Check-in 2027-02-30', null],
    [null, null],
  ])('reads %j as %j', (timeBound, date) => {
    expect(checkInDateOf(timeBound === null ? null : { time_bound: timeBound })).toBe(date);
  });
});

describe('ownTimeBoundOf', () => {
  it.each<[string, string]>([
    ['By Easter (check-in 2027-03-05)', 'By Easter'],
    ['Check-in 2027-03-05', ''],
    ['By Easter', 'By Easter'],
    ['Before my exams (check-in 2027-02-30)', 'Before my exams (check-in 2027-02-30)'],
  ])("reads the student's own words in %j as %j", (timeBound, own) => {
    expect(ownTimeBoundOf({ time_bound: timeBound })).toBe(own);
  });

  it('gives back what smartGoalCommit put in', () => {
    const goal = smartGoalCommit({ specific: 'x', time_bound: ' For four weeks ' }, '2027-01-10');
    expect(ownTimeBoundOf(goal)).toBe('For four weeks');
    expect(checkInDateOf(goal)).toBe('2027-01-10');
  });
});
