import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Whether "You have been logged out." is showing (docs/product.md §2); it hides itself after a while. */
interface LogoutNoticeState {
  /** Changes on every logout, so a second logout restarts the timer. */
  shownAt: number | null;
  show: (now: number) => void;
  hide: () => void;
}

export const logoutNoticeStore = createStore<LogoutNoticeState>()((set) => ({
  shownAt: null,
  show: (now) => set({ shownAt: now }),
  hide: () => set({ shownAt: null }),
}));

export function useLogoutNotice<T>(selector: (state: LogoutNoticeState) => T): T {
  return useStore(logoutNoticeStore, selector);
}
