import { describe, expect, it } from 'vitest';
import { isPageWidget, PageTreeSchema, type PageNode } from './page-tree';

const tree: PageNode[] = [
  { tag: 'h2', children: ['What happens'] },
  '\n',
  {
    tag: 'p',
    children: ['Call ', { tag: 'a', props: { href: 'tel:116123' }, children: ['116 123'] }],
  },
  { widget: 'info', attributes: { title: 'Why we ask' }, children: [{ tag: 'p', children: ['Hi'] }] },
  { tag: 'input', props: { type: 'checkbox', checked: true, disabled: true, start: 2 } },
];

describe('PageTreeSchema', () => {
  it('accepts text, elements with attributes, and widgets with children', () => {
    expect(PageTreeSchema.parse(tree)).toEqual(tree);
  });

  it.each<[string, unknown]>([
    ['a script-like tag name', [{ tag: 'my-element' }]],
    ['an event handler', [{ tag: 'a', props: { onClick: 'alert(1)' } }]],
    ['an object as attribute value', [{ tag: 'td', props: { style: { color: 'red' } } }]],
    ['an unknown key', [{ tag: 'p', html: '<b>' }]],
    ['a widget without attributes', [{ widget: 'info' }]],
    ['a number as node', [3]],
  ])('rejects %s', (_, value) => {
    expect(PageTreeSchema.safeParse(value).success).toBe(false);
  });
});

describe('isPageWidget', () => {
  it('tells widgets from elements and text', () => {
    expect(tree.map(isPageWidget)).toEqual([false, false, false, true, false]);
  });
});
