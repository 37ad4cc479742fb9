import {
  otherAnswerKey,
  type NavigationHistory,
  type SelectedOption,
  type SelectionList,
} from '@clearpath/core';

/** The free-text choice of "Something else" in a saved list. */
const OTHER_ID = 'other';

/**
 * A grid's answers on a page as a commit value: the chosen data_ids (saved under `key`), then
 * the student's own "Something else" text (under `<key>-other`) when it is not blank.
 */
export function selectionOf(
  history: NavigationHistory,
  pageId: string,
  key: string,
): SelectionList {
  const answers = history[pageId] ?? {};
  const chosen = answers[key];
  const list: SelectedOption[] = Array.isArray(chosen)
    ? chosen.filter((id): id is string => typeof id === 'string').map((id) => ({ data_id: id }))
    : [];
  const other = answers[otherAnswerKey(key)];
  if (typeof other === 'string' && other.trim() !== '') {
    list.push({ data_id: OTHER_ID, other: other.trim() });
  }
  return list;
}
