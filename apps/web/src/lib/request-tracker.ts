import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** The clock of `idleSince`: monotonic, in milliseconds. */
export const trackerNow = (): number => performance.now();

/** How many API requests are in flight, and whether the latest batch had a failure. */
export interface RequestTrackerState {
  pendingRequests: number;
  /**
   * When the last request in flight ended (`trackerNow`); minus infinity before the first one.
   * Page navigation settles from here (docs/product.md §4).
   */
  idleSince: number;
  failed: boolean;
  /** A request started. The first one after an idle spell clears the failed flag. */
  start: () => void;
  /** A request finished, successfully or by being aborted. */
  end: () => void;
  /** A request finished with an error the user should know about. */
  fail: () => void;
  reset: () => void;
}

/** The state after a request ended: the count one lower, and the time it reached 0. */
function ended(
  state: RequestTrackerState,
): Pick<RequestTrackerState, 'pendingRequests' | 'idleSince'> {
  const pendingRequests = Math.max(0, state.pendingRequests - 1);
  return { pendingRequests, idleSince: pendingRequests === 0 ? trackerNow() : state.idleSince };
}

export const requestTracker = createStore<RequestTrackerState>()((set) => ({
  pendingRequests: 0,
  idleSince: Number.NEGATIVE_INFINITY,
  failed: false,
  start: () =>
    set((state) => ({
      pendingRequests: state.pendingRequests + 1,
      failed: state.pendingRequests === 0 ? false : state.failed,
    })),
  end: () => set(ended),
  fail: () => set((state) => ({ ...ended(state), failed: true })),
  reset: () => set({ pendingRequests: 0, idleSince: trackerNow(), failed: false }),
}));

export function useRequestTracker<T>(selector: (state: RequestTrackerState) => T): T {
  return useStore(requestTracker, selector);
}
