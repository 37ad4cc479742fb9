import path from 'node:path';
import { render } from '@testing-library/react';
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { describe, expect, it } from 'vitest';
import type { PageNode } from '@clearpath/core';
import {
  drawnStyleElements,
  modulePageStyles,
  predrawnPages,
  sharedBeginning,
} from './module-page';

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
    const first = pages.find((page) => page.id === '1-0');
    expect(JSON.stringify(first?.whole)).toContain('"widget":"nav-arrows"');
    for (const page of pages) {
      expect(page.href).toBe(`/page/${page.id}`);
      expect(page.document.tree.length).toBeGreaterThan(0);
      expect(JSON.stringify(page.document.tree)).not.toContain('"widget"');
      // The whole page too, for the styles of what the app draws after it.
      expect(page.whole.slice(0, page.document.tree.length)).toEqual(page.document.tree);
    }
  });
});

const Title = styled.h1({ color: 'teal' });

describe('the styles a module page carries', () => {
  it('are every rule drawn, labelled with emotion names, globals first, so the app adopts them', () => {
    const holder = document.createElement('div');
    const styles = modulePageStyles(holder);
    const view = render(
      <CacheProvider value={styles.cache}>
        <Global styles={{ body: { margin: 0 }, '.x::after': { content: '"</style>"' } }} />
        <Title>My Profile</Title>
      </CacheProvider>,
    );
    const [className] = [...view.getByRole('heading').classList].filter((name) =>
      name.startsWith('css-'),
    );
    const name = className?.slice('css-'.length) ?? '';
    expect(name).not.toBe('');
    expect([...styles.components.keys()]).toEqual([name]);
    expect(styles.components.get(name)).toContain('color:teal');
    expect(styles.globals.size).toBe(1);
    const [globalName = '', globalCss = ''] = [...styles.globals][0] ?? [];
    expect(globalCss).toContain('body{margin:0;}');
    view.unmount();

    const elements = drawnStyleElements(styles);
    const labels = [...elements.matchAll(/<style data-emotion="([^"]+)" data-s="">/g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual([`css-global ${globalName}`, `css ${name}`]);
    // A rule's text cannot end the element early.
    expect(elements).not.toContain('</style>"');
    expect(elements.match(/<\/style>/g)).toHaveLength(2);
  });
});
