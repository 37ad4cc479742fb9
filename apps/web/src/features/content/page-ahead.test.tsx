import { Activity, memo, startTransition, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { create } from 'zustand';
import { useDrawnAhead, useUpToDateWhenShown, type IdleClock } from './page-ahead';

/** An idle clock the test runs by hand: each `idle()` is one idle moment of the phone. */
function manualClock() {
  let waiting: (() => void)[] = [];
  const clock: IdleClock = {
    whenIdle: (callback) => {
      waiting.push(callback);
      return () => {
        waiting = waiting.filter((entry) => entry !== callback);
      };
    },
  };
  const idle = () =>
    act(() => {
      const due = waiting;
      waiting = [];
      for (const callback of due) callback();
    });
  return { clock, idle, pending: () => waiting.length };
}

describe('drawing a page ahead', () => {
  it('adds one part each time the phone is idle, and stops at the last', () => {
    const { clock, idle, pending } = manualClock();
    const { result } = renderHook(() => useDrawnAhead(3, clock));
    expect(result.current).toBe(0);
    idle();
    expect(result.current).toBe(1);
    idle();
    idle();
    expect(result.current).toBe(3);
    expect(pending()).toBe(0);
    idle();
    expect(result.current).toBe(3);
  });

  it('waits for nothing once the page is shown, and stays whole when hidden again', () => {
    const { clock, idle, pending } = manualClock();
    const { result, rerender } = renderHook(({ parts }) => useDrawnAhead(parts, clock), {
      initialProps: { parts: 5 as number | null },
    });
    idle();
    expect(pending()).toBe(1);
    rerender({ parts: null });
    expect(pending()).toBe(0);
    idle();
    // Hidden again once shown (the student went back): whole at once, waiting for nothing.
    rerender({ parts: 5 });
    expect(result.current).toBe(5);
    expect(pending()).toBe(0);
  });

  it('is up to date in the first frame it is shown, though a store changed while it was hidden', async () => {
    const useScore = create(() => ({ score: 0 }));
    // Memoised, as a page's parts are: showing the page does not draw it again.
    const Score = memo(function Score() {
      return <p>Score {useScore((state) => state.score)}</p>;
    });
    // A page's commit on a slow phone outlasts React's time slice, so React leaves the page's
    // effects to a later task, after the browser may paint.
    function SlowCommit() {
      useLayoutEffect(() => {
        const start = performance.now();
        while (performance.now() - start < 20);
      });
      return null;
    }
    function Slot({ shown }: { shown: boolean }) {
      useUpToDateWhenShown(shown);
      return (
        <Activity mode={shown ? 'visible' : 'hidden'}>
          <Score />
          <SlowCommit />
        </Activity>
      );
    }
    let show = () => {};
    function Page() {
      const [shown, setShown] = useState(false);
      show = () => startTransition(() => setShown(true));
      return <Slot shown={shown} />;
    }
    // React's own scheduling, as in the browser: `act` would run every effect at once.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(<Page />);
      await waitFor(() => expect(container.textContent).toBe('Score 0'));
      useScore.setState({ score: 7 });
      // What the page holds when the task that showed it ends, before the browser could paint.
      const firstFrame = new Promise<string | null>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(container.textContent);
        });
        observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      show();
      expect(await firstFrame).toBe('Score 7');
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
