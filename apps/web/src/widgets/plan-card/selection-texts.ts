import type { SelectionList } from '@clearpath/core';

/** The texts of chosen options: each option's text, and the student's own words for "other". */
export function selectionTexts(items: SelectionList, texts: ReadonlyMap<string, string>): string[] {
  return items.flatMap((item) => {
    if (item.other !== undefined) return [item.other];
    const text = texts.get(item.data_id);
    return text === undefined ? [] : [text];
  });
}

/** The statements saved on a page (a statement-list's answer), or none. */
export function statementsOn(
  history: Record<string, Record<string, unknown> | undefined>,
  pageId: string,
  dataId: string,
): string[] {
  const value = history[pageId]?.[dataId];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];
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
