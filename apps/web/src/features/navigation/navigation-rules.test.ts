import { describe, expect, it } from 'vitest';
import { isCaughtUp, isRevisit, resolveNextStep } from './navigation-rules';

const base = {
  pageId: '1-1',
  treeNext: null,
  final: false,
  pageNext: '1-2',
  moduleLast: '1-15',
  arrowNext: '1-3',
};

describe('resolveNextStep', () => {
  it('completes the module on its last page or a final page', () => {
    expect(resolveNextStep({ ...base, pageId: '1-15' })).toEqual({ kind: 'complete' });
    expect(resolveNextStep({ ...base, final: true })).toEqual({ kind: 'complete' });
  });

  it("takes the tree's next page first, then the page's own next, then the arrows", () => {
    expect(resolveNextStep({ ...base, treeNext: '1-8' })).toEqual({ kind: 'page', id: '1-8' });
    expect(resolveNextStep(base)).toEqual({ kind: 'page', id: '1-2' });
    expect(resolveNextStep({ ...base, pageNext: null })).toEqual({ kind: 'page', id: '1-3' });
    expect(resolveNextStep({ ...base, pageNext: null, arrowNext: null })).toBeNull();
  });

  it('follows the visited pages in review mode, not a page the answers skipped', () => {
    // A non-user looking back: 1-1 was followed by 1-3 (no DAST), not by 1-2.
    expect(resolveNextStep({ ...base, reviewMode: true })).toEqual({ kind: 'page', id: '1-3' });
    expect(resolveNextStep({ ...base, reviewMode: true, arrowNext: null })).toEqual({
      kind: 'page',
      id: '1-2',
    });
  });
});

describe('isRevisit', () => {
  const opened = {
    visited: true,
    reviewMode: false,
    viaArrows: false,
    completed: [] as const,
  };

  it('is a page done: before the furthest page in its own module, or in a completed module', () => {
    expect(isRevisit({ ...opened, page: '2-0', furthest: '2-3' })).toBe(true);
    expect(isRevisit({ ...opened, page: '2-4', furthest: 'Review-1', completed: ['2'] })).toBe(
      true,
    );
  });

  it('is not a page of a module left unfinished, whatever later module was reached', () => {
    // 5A opened once, then the path went from module 2 straight to Review.
    expect(isRevisit({ ...opened, page: '5A-0', furthest: 'Review-2' })).toBe(false);
    expect(isRevisit({ ...opened, page: '4A-3', furthest: '5-1', completed: ['2'] })).toBe(false);
  });

  it('is not a new page, the furthest page, or one reached by the arrows or in review', () => {
    expect(isRevisit({ ...opened, page: '2-0', furthest: '2-3', visited: false })).toBe(false);
    expect(isRevisit({ ...opened, page: '2-3', furthest: '2-3' })).toBe(false);
    expect(isRevisit({ ...opened, page: '2-4', furthest: '2-3' })).toBe(false);
    expect(isRevisit({ ...opened, page: '2-0', furthest: '2-3', viaArrows: true })).toBe(false);
    expect(isRevisit({ ...opened, page: '2-0', furthest: '2-3', reviewMode: true })).toBe(false);
    expect(isRevisit({ ...opened, page: '2-0', furthest: null })).toBe(false);
  });
});

describe('isCaughtUp', () => {
  it('is the furthest page reached, in a module not completed', () => {
    expect(isCaughtUp({ page: '2-3', furthest: '2-3', completed: [] })).toBe(true);
    expect(isCaughtUp({ page: '2-2', furthest: '2-3', completed: [] })).toBe(false);
    expect(isCaughtUp({ page: '5A-4', furthest: '5A-4', completed: ['5A'] })).toBe(false);
    expect(isCaughtUp({ page: '2-3', furthest: null, completed: [] })).toBe(false);
  });
});
