import { describe, expect, it } from 'vitest';
import { PageTreeSchema } from '@clearpath/core';
import { loadContent } from './load';
import { compilePageTree, safeUrl } from './page-tree';
import { page, writeContent } from './test/fixture';

describe('compilePageTree', () => {
  it('compiles headings, emphasis, lists and links to plain elements', () => {
    const tree = compilePageTree('## What happens\n\n- One\n- **Two**\n\n[Menu](/dashboard)\n');
    expect(PageTreeSchema.parse(tree)).toEqual([
      { tag: 'h2', children: ['What happens'] },
      '\n',
      {
        tag: 'ul',
        children: [
          '\n',
          { tag: 'li', children: ['One'] },
          '\n',
          { tag: 'li', children: [{ tag: 'strong', children: ['Two'] }] },
          '\n',
        ],
      },
      '\n',
      { tag: 'p', children: [{ tag: 'a', props: { href: '/dashboard' }, children: ['Menu'] }] },
    ]);
  });

  it('makes container and leaf directives widget nodes with their attributes as written', () => {
    const tree = compilePageTree(
      ':::info{title="Why we ask" tone="support"}\nSome *help*.\n:::\n\n::nav-arrows{next="1-1" flag}\n',
    );
    expect(tree).toEqual([
      {
        widget: 'info',
        attributes: { title: 'Why we ask', tone: 'support' },
        children: [{ tag: 'p', children: ['Some ', { tag: 'em', children: ['help'] }, '.'] }],
      },
      '\n',
      { widget: 'nav-arrows', attributes: { next: '1-1', flag: '' } },
    ]);
  });

  it('keeps tap-to-call and tap-to-text links and empties unsafe ones', () => {
    const [paragraph] = compilePageTree(
      'Call [1800 459 459](tel:1800459459), text [50808](sms:50808) or [this](javascript:alert(1)).',
    );
    const links = (paragraph as { children: unknown[] }).children.filter(
      (child) => typeof child === 'object',
    );
    expect(links).toEqual([
      { tag: 'a', props: { href: 'tel:1800459459' }, children: ['1800 459 459'] },
      { tag: 'a', props: { href: 'sms:50808' }, children: ['50808'] },
      { tag: 'a', props: { href: '' }, children: ['this'] },
    ]);
  });

  it('drops raw HTML and the whitespace React refuses inside a table', () => {
    const tree = compilePageTree('<b>bold</b> text\n\n| A | B |\n|:-|-:|\n| 1 | 2 |\n');
    expect(tree[0]).toEqual({ tag: 'p', children: ['bold', ' text'] });
    const table = tree.find((node) => typeof node === 'object' && 'tag' in node && node.tag === 'table');
    expect(JSON.stringify(table)).not.toMatch(/"\\n"/);
    expect(JSON.stringify(table)).toContain('{"tag":"td","props":{"align":"right"},"children":["2"]}');
  });
});

describe('safeUrl', () => {
  it.each([
    ['/page/1-1', '/page/1-1'],
    ['https://example.org/a:b', 'https://example.org/a:b'],
    ['mailto:help@example.org', 'mailto:help@example.org'],
    ['tel:116123', 'tel:116123'],
    ['page?at=1:2', 'page?at=1:2'],
    ['#part:one', '#part:one'],
    ['javascript:alert(1)', ''],
    ['data:text/html,x', ''],
  ])('%s → %j', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});

describe('a loaded page', () => {
  it('compiles its tree when first read, and keeps it', () => {
    const fixture = writeContent({ 'modules/1/1-0.md': page('1-0', '## Hello\n\n::nav-arrows') });
    try {
      const loaded = loadContent(fixture.dir);
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
      const first = loaded.content.pages.find((candidate) => candidate.id === '1-0');
      expect(Object.getOwnPropertyDescriptor(first, 'tree')?.get).toBeTypeOf('function');
      const tree = first?.tree;
      expect(tree).toEqual([{ tag: 'h2', children: ['Hello'] }, '\n', { widget: 'nav-arrows', attributes: {} }]);
      expect(Object.getOwnPropertyDescriptor(first, 'tree')?.value).toBe(tree);
    } finally {
      fixture.remove();
    }
  });
});
