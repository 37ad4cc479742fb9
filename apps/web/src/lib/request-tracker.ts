import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** How many API requests are in flight, and whether the latest batch had a failure. */
export interface RequestTrackerState {
  pendingRequests: number;
  failed: boolean;
  /** A request started. The first one after an idle spell clears the failed flag. */
  start: () => void;
  /** A request finished, successfully or by being aborted. */
  end: () => void;
  /** A request finished with an error the user should know about. */
  fail: () => void;
  reset: () => void;
}

export const requestTracker = createStore<RequestTrackerState>()((set) => ({
  pendingRequests: 0,
  failed: false,
  start: () =>
    set((state) => ({
      pendingRequests: state.pendingRequests + 1,
      failed: state.pendingRequests === 0 ? false : state.failed,
    })),
  end: () => set((state) => ({ pendingRequests: Math.max(0, state.pendingRequests - 1) })),
  fail: () =>
    set((state) => ({ pendingRequests: Math.max(0, state.pendingRequests - 1), failed: true })),
  reset: () => set({ pendingRequests: 0, failed: false }),
}));

export function useRequestTracker<T>(selector: (state: RequestTrackerState) => T): T {
  return useStore(requestTracker, selector);
}
