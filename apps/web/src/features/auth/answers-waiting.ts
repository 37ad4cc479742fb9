import { historySync } from '../navigation/navigation-sync';
import { useCommitQueueState } from '../profile/profile-sync';

/**
 * Whether answers given here have not reached the server yet (the commit queue, or answers in
 * the navigation history; a page visit alone is not an answer): logging out clears this device,
 * so it would lose them.
 */
export function answersWaiting(): boolean {
  return useCommitQueueState.getState().waiting > 0 || historySync.hasUnsentAnswers();
}
