import { isPageWidget, type PageNode, type PageWidgetNode } from '@clearpath/core';

/** The names of the widgets in a page's compiled tree, each once, in page order. */
export function widgetNamesOf(tree: readonly PageNode[], names = new Set<string>()): string[] {
  for (const node of tree) {
    if (typeof node === 'string') continue;
    if (isPageWidget(node)) names.add(node.widget);
    if (node.children) widgetNamesOf(node.children, names);
  }
  return [...names];
}

/**
 * The first directive named `widget` in a page's tree, in page order, whose attribute `name` is
 * `value` (as written in the Markdown), or `null`.
 */
export function firstWidgetWith(
  tree: readonly PageNode[],
  widget: string,
  name: string,
  value: string,
): PageWidgetNode | null {
  for (const node of tree) {
    if (typeof node === 'string') continue;
    if (isPageWidget(node) && node.widget === widget && node.attributes[name] === value) {
      return node;
    }
    const inner = node.children ? firstWidgetWith(node.children, widget, name, value) : null;
    if (inner) return inner;
  }
  return null;
}
