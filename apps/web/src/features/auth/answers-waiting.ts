import { historySync } from '../navigation/navigation-sync';
import { commitQueue, useCommitQueueState } from '../profile/profile-sync';

/**
 * Whether answers given in this tab have not reached the server yet (the commit queue, or answers
 * in the navigation history; a page visit alone is not an answer): logging out clears this
 * device, so it would lose them.
 */
export function answersWaiting(): boolean {
  return useCommitQueueState.getState().waiting > 0 || historySync.hasUnsentAnswers();
}

/**
 * `answersWaiting`, or answers another tab of this browser keeps on the phone for this student
 * (open, or closed before they were sent): a logout here clears those too.
 */
export async function answersWaitingOnDevice(): Promise<boolean> {
  if (answersWaiting()) return true;
  try {
    return (await commitQueue.waitingOnDevice()) > 0;
  } catch {
    return false;
  }
}
