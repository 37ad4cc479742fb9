import { useCallback, useEffect, useRef } from 'react';
import { usePageAnswer } from '../../features/navigation/use-page-answer';

/**
 * Widgets with one answer per option (select-group, slider-group) save in two places, both
 * through `usePageAnswer`:
 * - `<data_id>-<option data_id>`: each option's own answer, saved the moment it is given, so a
 *   half-finished group is never lost (an answer list cannot hold "not answered yet": no nulls);
 * - `<data_id>`: the answers in option order, saved once every option has one and kept up to date
 *   after that. This is what scoring reads.
 * A row shows its own answer, or its place in the combined list (e.g. restored from elsewhere).
 */
export function useCombinedAnswer(pageId: string, dataId: string, optionIds: readonly string[]) {
  const [combined, saveCombined] = usePageAnswer<number[]>(pageId, dataId);
  const known = useRef(new Map<string, number>());

  const report = useCallback((optionId: string, value: number | undefined) => {
    if (value === undefined) known.current.delete(optionId);
    else known.current.set(optionId, value);
  }, []);

  const change = useCallback(
    (optionId: string, value: number) => {
      known.current.set(optionId, value);
      const values = optionIds.map((id) => known.current.get(id));
      if (values.every((item) => item !== undefined)) saveCombined(values);
    },
    [optionIds, saveCombined],
  );

  return { combined: Array.isArray(combined) ? combined : undefined, report, change };
}

/** One option's answer in such a group: its own key, else its place in the combined list. */
export function useOptionAnswer(
  pageId: string,
  dataId: string,
  optionId: string,
  fallback: number | undefined,
  report: (optionId: string, value: number | undefined) => void,
) {
  const [own, save] = usePageAnswer<number>(pageId, `${dataId}-${optionId}`);
  const value = typeof own === 'number' ? own : fallback;
  useEffect(() => report(optionId, value), [report, optionId, value]);
  return [value, save] as const;
}
