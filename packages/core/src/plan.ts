import { z } from 'zod';
import type { SmartGoal } from './answers';
import { commitmentBand, type CommitmentBand } from './commitment';

/*
 * Module 5 "My Plan": the commitment message of a score, the SMART goal as committed, and the
 * check-in as a calendar file (RFC 5545) made on the student's device.
 */

/** Commitment scores run 0–5 (docs/product.md §4). */
export const COMMITMENT_SCORES = [0, 1, 2, 3, 4, 5] as const;

/** An option with the score range it matches (`options/commitmentMessages.yaml`). */
interface MatchingOption {
  data_id: string;
  match?: { min: number; max: number } | undefined;
}

function matches(option: MatchingOption, score: number): boolean {
  return option.match !== undefined && option.match.min <= score && score <= option.match.max;
}

/**
 * The commitment message for a score (docs/product.md §4): its band (`commitmentBand`: 0–2 `low`, 3–5
 * `ready`) and the option whose `match` holds the score (null when none does; the content
 * check rules that out). Throws a RangeError for a score that is not a whole number 0–5.
 */
export function commitmentMessageOf<Option extends MatchingOption>(
  options: readonly Option[],
  score: number,
): { band: CommitmentBand; message: Option | null } {
  const band = commitmentBand(score);
  return { band, message: options.find((option) => matches(option, score)) ?? null };
}

/**
 * What is wrong with a commitment message set: every option needs a `match`, and each score
 * 0–5 must be matched by exactly one option. An empty list means the set is sound.
 */
export function commitmentMessageProblems(options: readonly MatchingOption[]): string[] {
  const problems = options
    .filter((option) => option.match === undefined)
    .map((option) => `${option.data_id} needs a match: { min, max } within 0–5`);
  for (const option of options) {
    const { match } = option;
    if (match && (match.min < 0 || match.max > 5)) {
      problems.push(`${option.data_id} match must lie within 0–5`);
    }
  }
  for (const score of COMMITMENT_SCORES) {
    const found = options.filter((option) => matches(option, score));
    if (found.length !== 1) {
      const by = found.map((option) => option.data_id).join(', ');
      problems.push(
        found.length === 0
          ? `No message matches commitment score ${score}`
          : `Commitment score ${score} is matched by more than one message (${by})`,
      );
    }
  }
  return problems;
}

/** An ISO calendar date, yyyy-mm-dd, that exists. */
export const IsoDateSchema = z.iso.date();

/** The SMART goal fields as the student typed them (missing ones are empty). */
export type SmartGoalFields = Partial<Record<keyof SmartGoal, string>>;

/**
 * The SMART goal as committed (activity 4): each field trimmed; `time_bound` carries the
 * student's own words and the check-in date, e.g. "By the end of term (check-in 2027-03-05)".
 */
export function smartGoalCommit(fields: SmartGoalFields, checkIn: string): SmartGoal {
  const field = (key: keyof SmartGoal) => (fields[key] ?? '').trim();
  const own = field('time_bound');
  const date = IsoDateSchema.parse(checkIn);
  return {
    specific: field('specific'),
    measurable: field('measurable'),
    achievable: field('achievable'),
    relevant: field('relevant'),
    time_bound: own === '' ? `Check-in ${date}` : `${own} (check-in ${date})`,
  };
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The UTF-8 length of one character (code point). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space). */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = char;
      octets = size;
    } else {
      current += char;
      octets += size;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A yyyy-mm-dd date as yyyymmdd, and the day after it (an all-day event ends the next day). */
function calendarDays(date: string): { start: string; end: string } {
  const [year, month, day] = IsoDateSchema.parse(date).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const end = next.toISOString().slice(0, 10).replace(/-/g, '');
  return { start: date.replace(/-/g, ''), end };
}

export interface CheckInEvent {
  /** The check-in day, yyyy-mm-dd (an all-day event). */
  date: string;
  summary: string;
  description: string;
  /** A unique id for the event, e.g. a random UUID (passed in: core has no randomness). */
  uid: string;
  /** When the file is made (passed in: core has no clock). */
  now: Date;
}

/**
 * The check-in as an iCalendar file (RFC 5545): one all-day event on `date`, with CRLF line
 * ends, escaped and folded text. Nothing about the student but what they chose to put in it.
 */
export function checkInCalendar(event: CheckInEvent): string {
  const { start, end } = calendarDays(event.date);
  const stamp = event.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clearpath//My Plan//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${escapeCalendarText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    `DESCRIPTION:${escapeCalendarText(event.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

const CHECK_IN_SUFFIX = /(?:^|\s*\()check-in (\d{4}-\d{2}-\d{2})\)?$/i;

/** The check-in date that `smartGoalCommit` put into a SMART goal's `time_bound`, or null. */
export function checkInDateOf(goal: Pick<SmartGoal, 'time_bound'> | null): string | null {
  const found = goal?.time_bound.match(CHECK_IN_SUFFIX);
  return found && IsoDateSchema.safeParse(found[1]).success ? found[1]! : null;
}

/**
 * A SMART goal's `time_bound` in the student's own words: without the check-in date that
 * `smartGoalCommit` added (shown apart, as a date a person reads); empty if they wrote none.
 */
export function ownTimeBoundOf(goal: Pick<SmartGoal, 'time_bound'>): string {
  if (checkInDateOf(goal) === null) return goal.time_bound;
  return goal.time_bound.replace(CHECK_IN_SUFFIX, '').trim();
}
