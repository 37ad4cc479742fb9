import { useEffect, useRef, useState } from 'react';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@clearpath/core';

/** How often the bar advances while a request runs. */
const TICK_MS = 200;
/** The bar never claims more than this before the request has actually finished. */
const MAX_RUNNING_VALUE = 90;
/** A finished bar stays full this long before it hides. */
const FINISH_MS = 400;
/** A failed bar stays red this long. */
const FAILED_HOLD_MS = 2500;

type Phase = 'idle' | 'running' | 'finishing';

export interface ProgressBarOptions {
  throttleMs?: number;
  durationMs?: number;
}

export interface ProgressBarView {
  visible: boolean;
  /** 0–100 */
  value: number;
  failed: boolean;
}

/** Eases from 0 towards MAX_RUNNING_VALUE over the duration, then waits there. */
export function progressAt(elapsedMs: number, durationMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.round(MAX_RUNNING_VALUE * (1 - (1 - t) ** 2));
}

/**
 * The top progress bar's state: shown only when a request lasts longer than the throttle,
 * advancing over the duration, full and then hidden when requests finish, red for a while when
 * one fails.
 */
export function useProgressBar(
  active: boolean,
  failed: boolean,
  { throttleMs = PROGRESS_BAR_THROTTLE_MS, durationMs = PROGRESS_BAR_DURATION_MS } = {},
): ProgressBarView {
  const [phase, setPhase] = useState<Phase>('idle');
  const [value, setValue] = useState(0);
  const [showFailed, setShowFailed] = useState(false);

  useEffect(() => {
    if (!active) {
      setPhase((current) => (current === 'running' ? 'finishing' : current));
      setValue((current) => (current > 0 ? 100 : current));
      return;
    }
    let elapsed = 0;
    let interval: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(() => {
      setPhase('running');
      setValue(0);
      interval = setInterval(() => {
        elapsed += TICK_MS;
        setValue(progressAt(elapsed, durationMs));
      }, TICK_MS);
    }, throttleMs);
    return () => {
      clearTimeout(timeout);
      if (interval !== undefined) clearInterval(interval);
    };
  }, [active, throttleMs, durationMs]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timeout = setTimeout(() => {
      setPhase('idle');
      setValue(0);
    }, FINISH_MS);
    return () => clearTimeout(timeout);
  }, [phase]);

  // The red hold runs its full time even if the next request starts (and clears `failed`)
  // before it ends: cancelling it then would leave the bar red until the next failure.
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!failed) return;
    setShowFailed(true);
    clearTimeout(holdTimer.current);
    holdTimer.current = setTimeout(() => setShowFailed(false), FAILED_HOLD_MS);
  }, [failed]);
  useEffect(() => () => clearTimeout(holdTimer.current), []);

  if (showFailed) return { visible: true, value: 100, failed: true };
  return { visible: phase !== 'idle', value, failed: false };
}
