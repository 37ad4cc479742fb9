import { describe, expect, it } from 'vitest';
import { compilePageTree } from '@clearpath/content/page-tree';
import { firstWidgetWith, widgetNamesOf } from './page-widgets';

describe('the widgets of a page', () => {
  it('are found in its tree, nested ones too, each once in page order', () => {
    const tree = compilePageTree(
      'Hello.\n\n:::info{title="Why"}\nOnly what you choose.\n:::\n\n::drug-selection\n\n::nav-arrows\n\n::drug-selection\n',
    );
    expect(widgetNamesOf(tree)).toEqual(['info', 'drug-selection', 'nav-arrows']);
    expect(widgetNamesOf(compilePageTree('Just words.'))).toEqual([]);
  });

  it('give the first directive of a kind with an attribute, nested ones too, in page order', () => {
    const tree = compilePageTree(
      [
        '::::audience{user_types="1"}',
        ':::feedback{source="process_quiz_score" item="2"}',
        'Two.',
        ':::',
        '::::',
        '',
        ':::feedback{source="process_quiz_score" item="0"}',
        'Nought.',
        ':::',
      ].join('\n'),
    );
    const first = firstWidgetWith(tree, 'feedback', 'source', 'process_quiz_score');
    expect(first?.attributes.item).toBe('2');
    expect(firstWidgetWith(tree, 'feedback', 'source', 'process_dast_score')).toBeNull();
    expect(firstWidgetWith(tree, 'info', 'source', 'process_quiz_score')).toBeNull();
  });
});
