import { describe, expect, it } from 'vitest';
import { LookupCache } from './cache';

describe('LookupCache.peek', () => {
  it('answers a fresh, valid entry without loading, and nothing once it is dropped', async () => {
    const cache = new LookupCache<{ live: boolean }>(60_000);
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', async () => ({ value: { live: true }, tags: ['participant:1'] }));
    expect(cache.peek('a')).toEqual({ live: true });
    expect(cache.peek('a', (value) => !value.live)).toBeUndefined();
    cache.invalidate('participant:1');
    expect(cache.peek('a')).toBeUndefined();
  });

  it('answers nothing for an entry past its time to live', async () => {
    const cache = new LookupCache<number>(-1);
    await cache.get('a', async () => ({ value: 1 }));
    expect(cache.peek('a')).toBeUndefined();
  });
});

describe('LookupCache.changes', () => {
  it('moves with every change announced, cached or not, and with nothing else', async () => {
    const cache = new LookupCache<number>(60_000);
    expect(cache.changes).toBe(0);
    await cache.get('a', async () => ({ value: 1 }));
    cache.peek('a');
    expect(cache.changes).toBe(0);
    // A key nothing is cached under counts too: the change may be to a row not looked up yet.
    cache.invalidate('not cached');
    expect(cache.changes).toBe(1);
    cache.invalidate('a');
    cache.clear();
    expect(cache.changes).toBe(3);
  });
});
