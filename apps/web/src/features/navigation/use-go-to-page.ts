import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { waitForNavigationReady } from './navigation-sync';

/** Navigation never waits longer than this for pending requests: a weak signal must not freeze the arrows. */
const MAX_WAIT_MS = 3000;

/** Where the arrows came from, in the router's location state (no revisit dialog then). */
export interface ArrowLocationState {
  viaArrows: true;
  back: boolean;
}

export function isArrowState(state: unknown): state is ArrowLocationState {
  return typeof state === 'object' && state !== null && 'viaArrows' in state;
}

/**
 * Goes to `to` the way docs/product.md §4 says: once no request is pending, then 100 ms later (capped, so a
 * hanging request on a weak signal does not block the student).
 */
export function useGoToPage() {
  const navigate = useNavigate();
  return useCallback(
    async (to: string, options: { viaArrows?: boolean; back?: boolean } = {}) => {
      await Promise.race([
        waitForNavigationReady(),
        new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
      ]);
      const state: ArrowLocationState | null = options.viaArrows
        ? { viaArrows: true, back: options.back ?? false }
        : null;
      await navigate(to, state ? { state } : {});
    },
    [navigate],
  );
}
