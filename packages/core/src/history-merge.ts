import type { AnswerValue, NavigationHistory, OptionalHistory } from './answers';

type PageAnswers = NavigationHistory[string];

/**
 * How a saved history and a commit combine (docs/architecture.md §5, "Two tabs, two devices").
 * A student may have the programme open in two tabs or on a phone and a laptop: each sends what
 * changed there, and neither may wipe out what the other saved. So a commit adds to the saved
 * history, it never replaces it: pages and answers the commit does not carry are kept, and an
 * answer it carries is the newest. Nothing in the programme takes an answer back, so nothing is
 * lost by keeping.
 */

function sameValue(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/** The saved navigation history with `sent` laid over it, page by page and answer by answer. */
export function mergeNavigationHistory(
  saved: NavigationHistory,
  sent: NavigationHistory,
): NavigationHistory {
  const merged: NavigationHistory = { ...saved };
  for (const [page, answers] of Object.entries(sent)) {
    merged[page] = { ...saved[page], ...answers };
  }
  return merged;
}

/**
 * What `current` holds that `saved` does not: the pages not saved yet (even with no answers, as a
 * visit counts) and, on each page, the answers that are new or changed. Sending only this keeps a
 * tab that was left open from sending back answers another tab has since changed.
 */
export function navigationHistoryChanges(
  saved: NavigationHistory,
  current: NavigationHistory,
): NavigationHistory {
  const changes: NavigationHistory = {};
  for (const [page, answers] of Object.entries(current)) {
    const before: PageAnswers | undefined = saved[page];
    if (before === undefined) {
      changes[page] = { ...answers };
      continue;
    }
    const changed = Object.entries(answers).filter(([id, value]) => !sameValue(before[id], value));
    if (changed.length > 0) changes[page] = Object.fromEntries(changed);
  }
  return changes;
}

/**
 * The optional-module state after a commit: a module once unlocked or completed stays so, and
 * the highest step visited in a module only grows. A module completed by either side is no
 * longer available (core's `completeOptional`).
 */
export function mergeOptionalHistory(
  saved: OptionalHistory,
  sent: OptionalHistory,
): OptionalHistory {
  const completed = [...new Set([...saved.completed, ...sent.completed])];
  const available = [...new Set([...saved.available, ...sent.available])].filter(
    (id) => !completed.includes(id),
  );
  const history: OptionalHistory['history'] = { ...saved.history };
  for (const [module, step] of Object.entries(sent.history) as [
    keyof OptionalHistory['history'],
    number | undefined,
  ][]) {
    if (step !== undefined) history[module] = Math.max(step, history[module] ?? 0);
  }
  return { history, completed, available };
}
