import { create } from 'zustand';

/** The browser's install offer (`beforeinstallprompt`). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

export interface PwaState {
  /** Whether the device has a connection (`navigator.onLine`, then the online/offline events). */
  online: boolean;
  /** Set when a new build is installed and waiting: tapping "Reload" switches to it. */
  applyUpdate: (() => void) | null;
  /** The install offer to use from the Install link, while the browser makes one. */
  installOffer: InstallPromptEvent | null;
}

export const usePwaStore = create<PwaState>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  applyUpdate: null,
  installOffer: null,
}));

/** Follows the connection and the install offer for the rest of the page's life. */
export function watchConnectionAndInstall(target: Window = window): void {
  target.addEventListener('online', () => usePwaStore.setState({ online: true }));
  target.addEventListener('offline', () => usePwaStore.setState({ online: false }));
  target.addEventListener('beforeinstallprompt', (event) => {
    // The app offers installing from its Install link, not the browser's mini bar.
    event.preventDefault();
    usePwaStore.setState({ installOffer: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => usePwaStore.setState({ installOffer: null }));
}
