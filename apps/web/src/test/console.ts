import { vi, type MockInstance } from 'vitest';

/**
 * For tests that provoke errors on purpose (error boundaries log what they catch): silences
 * console.error for this test and returns the spy, so the test can assert what was logged.
 */
export function expectConsoleErrors(): MockInstance<typeof console.error> {
  return vi.mocked(console.error).mockImplementation(() => {});
}
