import { useCallback, useEffect, useState } from 'react';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

/**
 * The browser's PWA install offer (`beforeinstallprompt`), when there is one: `null` otherwise,
 * so "Install" shows only where it works.
 */
export function useInstallPrompt(): (() => void) | null {
  const [event, setEvent] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const offer = (next: Event) => {
      next.preventDefault();
      setEvent(next as InstallPromptEvent);
    };
    const installed = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  const install = useCallback(() => {
    if (!event) return;
    void event.prompt().finally(() => setEvent(null));
  }, [event]);
  return event ? install : null;
}
