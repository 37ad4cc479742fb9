import { describe, expect, it } from 'vitest';
import * as early from './early';
import * as core from './index';

// That nothing but plain rules reach the early script is held by the web budget's size check
// of the built script (scripts/lib/web-budget.mjs).
describe('core/early', () => {
  it('gives the same functions as the package itself', () => {
    expect(Object.keys(early).length).toBeGreaterThan(4);
    for (const [name, value] of Object.entries(early)) {
      expect(core[name as keyof typeof core], name).toBe(value);
    }
  });
});
