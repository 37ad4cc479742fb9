/**
 * What logging out clears (docs/product.md §4): each store that holds a student's session (auth, profile,
 * navigation, feedback) registers its reset here, and logout calls them all. A store registers
 * where it is created, so that clearing never depends on remembering to list it somewhere else.
 */
type Reset = () => void;

const resets = new Set<Reset>();

/** Adds a reset run on every logout; returns a function that removes it again. */
export function registerSessionReset(reset: Reset): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

/**
 * Runs every registered reset. One failing reset does not stop the others (a half-cleared
 * session on a shared computer is worse than a logged error); the first error is rethrown after.
 */
export function resetSession(): void {
  let firstError: unknown = null;
  for (const reset of resets) {
    try {
      reset();
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError !== null) throw firstError;
}
