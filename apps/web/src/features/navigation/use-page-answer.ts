import { useCallback } from 'react';
import type { AnswerValue } from '@clearpath/core';
import { useNavigationStore } from './navigation-store';

/**
 * The student's answer for `dataId` on `pageId`, and a setter that saves it in the navigation
 * store (which sends it to the server). Widgets use only this to read and save answers.
 */
export function usePageAnswer<T extends AnswerValue>(
  pageId: string,
  dataId: string,
): readonly [T | undefined, (value: T) => void] {
  const value = useNavigationStore((state) => state.navigation_history[pageId]?.[dataId]) as
    T | undefined;
  const setAnswer = useNavigationStore((state) => state.setAnswer);
  const save = useCallback(
    (next: T) => setAnswer(pageId, dataId, next),
    [setAnswer, pageId, dataId],
  );
  return [value, save] as const;
}
