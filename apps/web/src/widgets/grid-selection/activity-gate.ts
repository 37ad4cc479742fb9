import {
  ACTIVITY_TYPES,
  isProfileValueSet,
  profileUpdateForActivity,
  type CommitActivityRequest,
  type Profile,
  type GridActivity,
  type SelectionList,
} from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext, useOnLeave, type GateState } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { selectionOf } from '../shared/selection-of';

/** The commit_activity a grid with `activity` saves on Next (docs/product.md §7: types 5–15). */
export function activityCommit(
  activity: GridActivity,
  items: SelectionList,
): CommitActivityRequest {
  switch (activity) {
    case 'needs':
      return { type: ACTIVITY_TYPES.needs, value: items };
    case 'helps':
      return { type: ACTIVITY_TYPES.helpsAndHrPractices, value: { list: 'helps', items } };
    case 'hrPractices':
      return { type: ACTIVITY_TYPES.helpsAndHrPractices, value: { list: 'hr_practices', items } };
    case 'values':
      return { type: ACTIVITY_TYPES.values, value: items };
    case 'influences':
      return { type: ACTIVITY_TYPES.influences, value: items };
    case 'hooks':
      return { type: ACTIVITY_TYPES.hooks, value: items };
    case 'reasonsForUse':
      return { type: ACTIVITY_TYPES.reasonsForUse, value: items };
    case 'skills':
      return { type: ACTIVITY_TYPES.skills, value: items };
  }
}

/**
 * Whether the profile already keeps the list of `activity` (kept as first given, docs/product.md
 * §5): a grid answered on an earlier visit then shows its choices read-only.
 */
export function keepsActivityList(profile: Profile, activity: GridActivity): boolean {
  return isProfileValueSet(profile, profileUpdateForActivity(activityCommit(activity, [])).field);
}

/**
 * How many the gate asks for: `min`, and at least one harm-reduction practice (the profile
 * takes no empty list of those). The student's own "Something else" counts as one.
 */
export function requiredChoices(
  activity: GridActivity | undefined,
  min: number | undefined,
): number {
  return Math.max(min ?? 0, activity === 'hrPractices' ? 1 : 0);
}

/** The gate's kind message when fewer than `required` are chosen, or null. */
export function missingChoicesMessage(
  activity: GridActivity | undefined,
  chosen: number,
  required: number,
  other: boolean,
): string | null {
  if (chosen >= required) return null;
  const own = other ? ', or write your own' : '';
  if (activity === 'hrPractices' && required === 1) {
    return `Choose at least one way to stay safer that you use or could try${own}. Even a small step counts.`;
  }
  const what = required === 1 ? 'at least one' : `at least ${required}`;
  return `Choose ${what}${own} before you go on. There are no wrong answers.`;
}

/**
 * With `activity`, Next asks for what is required (kindly) and, once every gate of the page lets
 * the student on, saves the choices and the "Something else" text to the profile once (the store
 * sends a list only the first time, and nothing in review mode). An empty list is not sent: the
 * profile's list is empty already.
 */
export function useActivityGate(options: {
  pageId: string;
  dataId: string;
  activity: GridActivity | undefined;
  min: number | undefined;
  other: boolean;
}): GateState {
  const { pageId, dataId, activity, min, other } = options;
  const gate = useBeforeNext(pageId, () => {
    const navigation = useNavigationStore.getState();
    const required = requiredChoices(activity, min);
    if (required === 0 || navigation.review_mode) return null;
    const items = selectionOf(navigation.navigation_history, pageId, dataId);
    return missingChoicesMessage(activity, items.length, required, other);
  });
  useOnLeave(pageId, () => {
    if (activity === undefined || useNavigationStore.getState().review_mode) return;
    const items = selectionOf(useNavigationStore.getState().navigation_history, pageId, dataId);
    if (items.length > 0)
      void useProfileStore.getState().saveActivity(activityCommit(activity, items));
  });
  return gate;
}
