/** The longest `afterNextPaint` waits for a frame before it goes on anyway. */
export const PAINT_WAIT_MAX_MS = 1000;

/** How `afterNextPaint` waits: the browser's frames and timers, or a test's. */
export interface PaintClock {
  frame: (callback: () => void) => void;
  timeout: (callback: () => void, ms: number) => void;
}

const browserClock: PaintClock = {
  frame: (callback) => requestAnimationFrame(callback),
  timeout: (callback, ms) => setTimeout(callback, ms),
};

/**
 * Calls `then` once, in the task after the next frame has painted, or after
 * `PAINT_WAIT_MAX_MS` when that comes first: a tab in the background draws no frames. What can
 * wait for the screen (a prefetch, a page view, a pre-drawn page's app) goes after it, so a
 * slow phone shows what was tapped first (issue #19). Returns a cancel: `then` is not called
 * if it comes before.
 */
export function afterNextPaint(then: () => void, clock: PaintClock = browserClock): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    then();
  };
  // A frame callback runs before that frame's paint; a task queued from it runs after.
  clock.frame(() => clock.timeout(start, 0));
  clock.timeout(start, PAINT_WAIT_MAX_MS);
  return () => {
    done = true;
  };
}
