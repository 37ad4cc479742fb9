import { useEffect } from 'react';

/** What one tab tells the others of this browser about the session. */
export interface SessionMessage {
  kind: 'logout';
  /** The student who logged out (`user_uuid`). */
  student: string;
}

/** The channel, where the browser has one. */
export interface SessionChannel {
  post: (message: SessionMessage) => void;
  listen: (listener: (message: SessionMessage) => void) => () => void;
  close: () => void;
}

function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, student } = value as Record<string, unknown>;
  return kind === 'logout' && typeof student === 'string';
}

/** The tabs' channel over the browser's BroadcastChannel (none where it is missing). */
export function browserSessionChannel(name = 'clearpath-session'): SessionChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const receive = (event: MessageEvent) => {
        if (isSessionMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', receive);
      return () => channel.removeEventListener('message', receive);
    },
    close: () => channel.close(),
  };
}

export const sessionChannel = browserSessionChannel();

/**
 * A logout in one tab ends this student's session in every tab of the browser (a shared library
 * computer: the tab left open must not keep showing their answers). `logOut` runs in each other
 * tab whose student it is; another student's tab is left alone.
 */
export function useLogoutFromOtherTabs(
  currentStudent: () => string | undefined,
  logOut: () => void,
  channel: SessionChannel | null = sessionChannel,
): void {
  useEffect(() => {
    if (channel === null) return;
    return channel.listen((message) => {
      if (message.student === currentStudent()) logOut();
    });
  }, [channel, currentStudent, logOut]);
}
