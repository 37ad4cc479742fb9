/** The first wait before a send that did not get through is tried again. */
export const RETRY_FIRST_MS = 2000;
/** The longest wait between two tries. */
export const RETRY_MAX_MS = 60_000;

/**
 * The waits between tries of a send that did not get through: `RETRY_FIRST_MS`, then twice as
 * long each time up to `RETRY_MAX_MS`; `reset` once a send got through. Shared by the commit
 * queue and the navigation history.
 */
export function createBackoff() {
  let wait = RETRY_FIRST_MS;
  return {
    /** The wait before the next try; each call doubles the one after. */
    next(): number {
      const now = wait;
      wait = Math.min(wait * 2, RETRY_MAX_MS);
      return now;
    },
    reset(): void {
      wait = RETRY_FIRST_MS;
    },
  };
}
