import { useEffect, useReducer, useRef } from 'react';

/**
 * `active`, held true for at least `minimumMs` from the moment it turned true (docs/product.md
 * §9, the fetch delay): a loading placeholder that has appeared stays long enough to be read
 * instead of flashing. One that never appeared (the page was already here) adds no wait.
 */
export function useHeld(active: boolean, minimumMs: number): boolean {
  const since = useRef<number | null>(null);
  const [, wake] = useReducer((count: number) => count + 1, 0);
  // Idempotent: the first render that sees `active` records when it began.
  if (active && since.current === null) since.current = Date.now();
  const left = !active && since.current !== null ? minimumMs - (Date.now() - since.current) : 0;
  useEffect(() => {
    if (active) return;
    if (left <= 0) {
      since.current = null;
      return;
    }
    const timer = setTimeout(wake, left);
    return () => clearTimeout(timer);
  }, [active, left]);
  return active || left > 0;
}
