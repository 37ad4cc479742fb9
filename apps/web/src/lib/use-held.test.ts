import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useHeld } from './use-held';

describe('useHeld', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-30T02:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds nothing when it never turned true', () => {
    const { result } = renderHook(({ active }) => useHeld(active, 200), {
      initialProps: { active: false },
    });
    expect(result.current).toBe(false);
  });

  it('holds a short-lived true until the minimum has passed, then lets go', () => {
    const { result, rerender } = renderHook(({ active }) => useHeld(active, 200), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(50));
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('lets go at once when it was true for longer than the minimum', () => {
    const { result, rerender } = renderHook(({ active }) => useHeld(active, 200), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(300));
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('counts afresh each time it turns true again', () => {
    const { result, rerender } = renderHook(({ active }) => useHeld(active, 200), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(250));
    rerender({ active: false });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(20));
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(180));
    expect(result.current).toBe(false);
  });
});
