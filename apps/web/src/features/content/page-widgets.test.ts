import { describe, expect, it } from 'vitest';
import { compilePageTree } from '@clearpath/content/page-tree';
import { widgetNamesOf } from './page-widgets';

describe('the widgets of a page', () => {
  it('are found in its tree, nested ones too, each once in page order', () => {
    const tree = compilePageTree(
      'Hello.\n\n:::info{title="Why"}\nOnly what you choose.\n:::\n\n::drug-selection\n\n::nav-arrows\n\n::drug-selection\n',
    );
    expect(widgetNamesOf(tree)).toEqual(['info', 'drug-selection', 'nav-arrows']);
    expect(widgetNamesOf(compilePageTree('Just words.'))).toEqual([]);
  });
});
