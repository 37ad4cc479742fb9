import { isPageWidget, type PageNode, type PageWidgetNode } from '@clearpath/core';

/** The widget directives in a page's compiled tree, nested ones included, in page order. */
function* widgetsOf(tree: readonly PageNode[]): Generator<PageWidgetNode> {
  for (const node of tree) {
    if (typeof node === 'string') continue;
    if (isPageWidget(node)) yield node;
    if (node.children) yield* widgetsOf(node.children);
  }
}

/** The widget directives in a page's compiled tree, nested ones included, in page order. */
export function widgetNodesOf(tree: readonly PageNode[]): PageWidgetNode[] {
  return [...widgetsOf(tree)];
}

/** The names of the widgets in a page's compiled tree, each once, in page order. */
export function widgetNamesOf(tree: readonly PageNode[]): string[] {
  const names = new Set<string>();
  for (const node of widgetsOf(tree)) names.add(node.widget);
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
  for (const node of widgetsOf(tree)) {
    if (node.widget === widget && node.attributes[name] === value) return node;
  }
  return null;
}
