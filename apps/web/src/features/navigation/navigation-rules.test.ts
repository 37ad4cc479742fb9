import { describe, expect, it } from 'vitest';
import { resolveNextStep } from './navigation-rules';

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
