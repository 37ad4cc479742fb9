import { isPageWidget, type PageNode } from '@clearpath/core';

/** The names of the widgets in a page's compiled tree, each once, in page order. */
export function widgetNamesOf(tree: readonly PageNode[], names = new Set<string>()): string[] {
  for (const node of tree) {
    if (typeof node === 'string') continue;
    if (isPageWidget(node)) names.add(node.widget);
    if (node.children) widgetNamesOf(node.children, names);
  }
  return [...names];
}
