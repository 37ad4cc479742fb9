import { describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_MAX_MS, afterNextPaint } from './after-paint';

function waiter() {
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const then = vi.fn();
  const cancel = afterNextPaint(then, {
    frame: (callback) => frames.push(callback),
    timeout: (callback, ms) => timers.push({ callback, ms }),
  });
  const fire = (ms: number) => timers.find((timer) => timer.ms === ms)?.callback();
  return { frames, timers, then, cancel, fire };
}

describe('afterNextPaint', () => {
  it('goes on in the task after the next frame, once', () => {
    const { frames, then, fire } = waiter();
    expect(frames).toHaveLength(1);
    expect(then).not.toHaveBeenCalled();
    frames[0]?.();
    // The frame callback runs before the paint: not yet.
    expect(then).not.toHaveBeenCalled();
    fire(0);
    expect(then).toHaveBeenCalledOnce();
    // The time limit, come later, does not start it again.
    fire(PAINT_WAIT_MAX_MS);
    expect(then).toHaveBeenCalledOnce();
  });

  it('goes on after the time limit when no frame comes (a tab in the background)', () => {
    const { timers, then, fire } = waiter();
    fire(PAINT_WAIT_MAX_MS);
    expect(then).toHaveBeenCalledOnce();
    expect(timers.filter(({ ms }) => ms === 0)).toHaveLength(0);
  });

  it('does nothing once cancelled', () => {
    const { frames, then, cancel, fire } = waiter();
    cancel();
    frames[0]?.();
    fire(0);
    fire(PAINT_WAIT_MAX_MS);
    expect(then).not.toHaveBeenCalled();
  });
});
