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

/** Whether two answers are the same: equal values, or lists with equal items in order. */
export function sameAnswerValue(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * A list answer changed on two devices from the same start (`base`): what the other device saved
 * stays, without what this one took out, with what this one added. "Alice" typed on the phone and
 * "Bob" on the laptop are both kept; a choice unticked here is unticked.
 */
function mergeList(
  saved: readonly (string | number)[],
  base: readonly (string | number)[],
  sent: readonly (string | number)[],
): (string | number)[] {
  const removed = base.filter((item) => !sent.includes(item));
  const added = sent.filter((item) => !base.includes(item));
  const kept = saved.filter((item) => !removed.includes(item));
  return [...kept, ...added.filter((item) => !kept.includes(item))];
}

/**
 * The saved navigation history with `sent` laid over it, page by page and answer by answer. An
 * answer `sent` is the newest, except a list that another device changed since this one last had
 * it: `previous` holds what this one had (its base), and the two changes are merged item by item.
 */
export function mergeNavigationHistory(
  saved: NavigationHistory,
  sent: NavigationHistory,
  previous: NavigationHistory = {},
): NavigationHistory {
  const merged: NavigationHistory = { ...saved };
  for (const [page, answers] of Object.entries(sent)) {
    const before = saved[page] ?? {};
    const mergedPage: PageAnswers = { ...before, ...answers };
    for (const [id, value] of Object.entries(answers)) {
      const base = previous[page]?.[id];
      const now = before[id];
      const listChangedElsewhere =
        Array.isArray(base) &&
        Array.isArray(now) &&
        Array.isArray(value) &&
        !sameAnswerValue(now, base);
      if (listChangedElsewhere) mergedPage[id] = mergeList(now, base, value);
    }
    merged[page] = mergedPage;
  }
  return merged;
}

/**
 * What `saved` held of the answers in `changes`: the base a device keeps beside the answers it
 * changed, so that they can later be told apart from answers changed elsewhere since. Answers
 * `saved` did not hold have no base.
 */
export function heldAnswers(
  saved: NavigationHistory,
  changes: NavigationHistory,
): NavigationHistory {
  const held: NavigationHistory = {};
  for (const [page, answers] of Object.entries(changes)) {
    const before = saved[page];
    if (before === undefined) continue;
    const ids = Object.keys(answers).filter((id) => Object.hasOwn(before, id));
    if (ids.length > 0) held[page] = Object.fromEntries(ids.map((id) => [id, before[id]!]));
  }
  return held;
}

/**
 * What this tab last had of the list answers it is about to send (`changes`), from `saved`: the
 * base that lets the server merge them with another device's changes (`mergeNavigationHistory`).
 * A list `saved` did not hold started empty here: another tab that filled it meanwhile keeps
 * what it added, and this one's items join them.
 */
export function previousLists(
  saved: NavigationHistory,
  changes: NavigationHistory,
): NavigationHistory {
  const previous: NavigationHistory = {};
  for (const [page, answers] of Object.entries(changes)) {
    const lists = Object.keys(answers).filter((id) => Array.isArray(answers[id]));
    if (lists.length === 0) continue;
    previous[page] = Object.fromEntries(
      lists.map((id) => {
        const before = saved[page]?.[id];
        return [id, Array.isArray(before) ? before : []];
      }),
    );
  }
  return previous;
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
    const changed = Object.entries(answers).filter(
      ([id, value]) => !sameAnswerValue(before[id], value),
    );
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
