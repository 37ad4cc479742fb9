import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Whether the cookie dialog is open; the footer and the banner open it. */
export const cookieDialogStore = createStore<{ open: boolean }>()(() => ({ open: false }));

export const openCookieDialog = () => cookieDialogStore.setState({ open: true });
export const closeCookieDialog = () => cookieDialogStore.setState({ open: false });

export function useCookieDialogOpen(): boolean {
  return useStore(cookieDialogStore, (state) => state.open);
}
