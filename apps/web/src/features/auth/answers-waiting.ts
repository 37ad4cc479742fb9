import { answersKeptOnDevice, historySync } from '../navigation/navigation-sync';
import { commitQueue, useCommitQueueState } from '../profile/profile-sync';
import { authStore } from './auth-store';

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
 * (its commits, or its page answers in the device's copy; open, or closed before they were
 * sent): a logout here clears those too.
 */
export async function answersWaitingOnDevice(): Promise<boolean> {
  if (answersWaiting()) return true;
  try {
    if ((await commitQueue.waitingOnDevice()) > 0) return true;
    const student = authStore.getState().user?.user_uuid;
    return student !== undefined && (await answersKeptOnDevice(student));
  } catch {
    return false;
  }
}
