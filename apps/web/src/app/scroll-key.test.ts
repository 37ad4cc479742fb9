import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import { scrollKey } from './scroll-key';

const at = (pathname: string, key: string): Location => ({
  pathname,
  search: '',
  hash: '',
  state: null,
  key,
});

describe('scrollKey', () => {
  it('keeps each history entry its own position, as React Router does', () => {
    expect(scrollKey(at('/page/1-0', 'k1'), [])).toBe('k1');
    expect(scrollKey(at('/page/1-0', 'k2'), [])).not.toBe(scrollKey(at('/page/1-0', 'k1'), []));
  });

  it('tells pages the tab opened afresh apart by address', () => {
    expect(scrollKey(at('/', 'default'), [])).not.toBe(scrollKey(at('/page/1-0', 'default'), []));
    expect(scrollKey(at('/page/1-0', 'default'), [])).toBe(
      scrollKey(at('/page/1-0', 'default'), []),
    );
  });
});
