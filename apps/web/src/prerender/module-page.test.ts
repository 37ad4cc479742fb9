import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageNode } from '@clearpath/core';
import { predrawnPages, sharedBeginning } from './module-page';

const p = (text: string): PageNode => ({ tag: 'p', children: [text] });
const widget = (name: string): PageNode => ({ widget: name, attributes: {} });

describe('what a module page draws ahead', () => {
  it('is its text up to the first widget, even one inside an element', () => {
    expect(sharedBeginning([p('One'), p('Two'), widget('feedback'), p('Three')])).toEqual([
      p('One'),
      p('Two'),
    ]);
    const nested: PageNode = { tag: 'div', children: [p('Inside'), widget('quiz')] };
    expect(sharedBeginning([p('One'), nested, p('Two')])).toEqual([p('One')]);
    expect(sharedBeginning([p('One'), p('Two')])).toEqual([p('One'), p('Two')]);
    expect(sharedBeginning([widget('drug-selection'), p('After')])).toEqual([]);
  });

  it('covers the module pages of content/ with text first, and no page that starts with a widget', () => {
    const pages = predrawnPages(path.resolve(import.meta.dirname, '../../../../content'));
    const ids = pages.map((page) => page.id);
    expect(ids).toContain('1-0');
    expect(ids).not.toContain('end');
    for (const page of pages) {
      expect(page.href).toBe(`/page/${page.id}`);
      expect(page.document.tree.length).toBeGreaterThan(0);
      expect(JSON.stringify(page.document.tree)).not.toContain('"widget"');
    }
  });
});
