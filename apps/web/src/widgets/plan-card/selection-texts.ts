import type { Profile, SelectionList } from '@clearpath/core';
import { PRACTICES_AT } from './supporters';

/** The texts of chosen options: each option's text, and the student's own words for "other". */
export function selectionTexts(items: SelectionList, texts: ReadonlyMap<string, string>): string[] {
  return items.flatMap((item) => {
    if (item.other !== undefined) return [item.other];
    const text = texts.get(item.data_id);
    return text === undefined ? [] : [text];
  });
}

/**
 * The non-blank strings a page saved under `dataId` (a statement list's lines, a grid
 * selection's chosen ids), or none.
 */
export function stringsOn(
  history: Record<string, Record<string, unknown> | undefined>,
  pageId: string,
  dataId: string,
): string[] {
  const value = history[pageId]?.[dataId];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
}

/**
 * The safer-use habits the student holds to now: those chosen in My Plan when they have been,
 * else the profile's (the first list given, in My Support).
 */
export function currentPractices(
  profile: Pick<Profile, 'hr_practices'>,
  history: Record<string, Record<string, unknown> | undefined>,
): SelectionList {
  const chosen = stringsOn(history, PRACTICES_AT.page, PRACTICES_AT.dataId);
  return chosen.length > 0 ? chosen.map((id) => ({ data_id: id })) : profile.hr_practices;
}

/** A yyyy-mm-dd date the Irish way: 5 March 2027. */
export function spokenDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
