import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  browserSessionChannel,
  useLogoutFromOtherTabs,
  type SessionChannel,
  type SessionMessage,
} from './session-channel';

function fakeChannel() {
  const listeners = new Set<(message: SessionMessage) => void>();
  const channel: SessionChannel = {
    post: (message) => listeners.forEach((listener) => listener(message)),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
  return { channel, listening: () => listeners.size };
}

describe('logging out in another tab', () => {
  it("logs this tab out when it is the same student's, and not another student's", () => {
    const { channel } = fakeChannel();
    const logOut = vi.fn();
    renderHook(() => useLogoutFromOtherTabs(() => 'student-a', logOut, channel));
    channel.post({ kind: 'logout', student: 'student-b' });
    expect(logOut).not.toHaveBeenCalled();
    channel.post({ kind: 'logout', student: 'student-a' });
    expect(logOut).toHaveBeenCalledOnce();
  });

  it('does nothing in a tab with nobody logged in, and stops listening when unmounted', () => {
    const { channel, listening } = fakeChannel();
    const logOut = vi.fn();
    const { unmount } = renderHook(() => useLogoutFromOtherTabs(() => undefined, logOut, channel));
    channel.post({ kind: 'logout', student: 'student-a' });
    expect(logOut).not.toHaveBeenCalled();
    unmount();
    expect(listening()).toBe(0);
  });

  it("carries the message between two of the browser's channels, and nothing else", async () => {
    const sender = browserSessionChannel('clearpath-session-test');
    const receiver = browserSessionChannel('clearpath-session-test');
    expect(sender).not.toBeNull();
    const heard = new Promise<SessionMessage>((resolve) => receiver?.listen(resolve));
    const raw = new BroadcastChannel('clearpath-session-test');
    raw.postMessage({ kind: 'something else' });
    raw.close();
    sender?.post({ kind: 'logout', student: 'student-a' });
    expect(await heard).toEqual({ kind: 'logout', student: 'student-a' });
    sender?.close();
    receiver?.close();
  });
});
