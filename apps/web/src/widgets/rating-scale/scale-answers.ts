import type { NavigationHistory, ScaleFile } from '@clearpath/core';

type PageAnswers = NavigationHistory[string];

/** The key each item's answer is saved under on the page: `<scale id>-<item data_id>`. */
export function itemKey(scale: ScaleFile, itemId: string): string {
  return `${scale.id}-${itemId}`;
}

/**
 * The answers on a page in item order; `undefined` where an item has none yet (or one that is
 * not an answer of this scale, e.g. saved before its range changed).
 */
export function answersOnPage(
  page: PageAnswers | undefined,
  scale: ScaleFile,
): (number | undefined)[] {
  const { min, max } = scale.answers;
  return scale.items.map((item) => {
    const value = page?.[itemKey(scale, item.data_id)];
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : undefined;
  });
}

/** The complete answers on any page of the history (a scale used on two pages), or null. */
export function completeAnswersInHistory(
  history: NavigationHistory,
  scale: ScaleFile,
): number[] | null {
  for (const page of Object.values(history)) {
    const answers = answersOnPage(page, scale);
    if (answers.every((answer) => answer !== undefined)) return answers as number[];
  }
  return null;
}

/** The kind message of a gate with `left` of `total` items left to answer. */
export function unansweredMessage(left: number, total: number): string {
  if (left === total) {
    return total === 1
      ? 'Nothing answered yet. Pick the answer that fits you best, then press Next.'
      : 'Nothing answered yet. Pick the answer that fits you best for each one, then press Next.';
  }
  return left === 1
    ? 'Just 1 left to answer. Pick the answer that fits you best, then press Next.'
    : `Just ${left} left to answer. Pick the answer that fits you best for each, then press Next.`;
}
