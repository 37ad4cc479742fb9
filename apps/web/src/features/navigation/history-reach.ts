import { create } from 'zustand';

/**
 * Whether the last save of the navigation history found no connection (history-sync's
 * `onReach`): the connection banner shows it as offline, since a page whose answers go only in
 * the history sends nothing through the commit queue that would.
 */
export const useHistoryReach = create<{
  unreachable: boolean;
  /** It timed out: the device is online but the connection too slow (the banner says so). */
  slow: boolean;
}>(() => ({ unreachable: false, slow: false }));
