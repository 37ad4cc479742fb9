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
