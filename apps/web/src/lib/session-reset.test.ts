import { describe, expect, it, vi } from 'vitest';
import { registerSessionReset, resetSession } from './session-reset';

describe('the session-reset registry', () => {
  it('runs every registered reset on resetSession, and not one that was removed', () => {
    const profile = vi.fn();
    const navigation = vi.fn();
    const removeProfile = registerSessionReset(profile);
    const removeNavigation = registerSessionReset(navigation);
    removeProfile();
    resetSession();
    expect(profile).not.toHaveBeenCalled();
    expect(navigation).toHaveBeenCalledOnce();
    removeNavigation();
  });

  it('still runs the other resets when one throws, then rethrows', () => {
    const failing = vi.fn(() => {
      throw new Error('broken store');
    });
    const after = vi.fn();
    const removeFailing = registerSessionReset(failing);
    const removeAfter = registerSessionReset(after);
    expect(() => resetSession()).toThrow('broken store');
    expect(after).toHaveBeenCalledOnce();
    removeFailing();
    removeAfter();
  });
});
