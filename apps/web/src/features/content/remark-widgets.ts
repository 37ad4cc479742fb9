import type { Root, RootContent } from 'mdast';

/** The hast element every widget directive becomes; the renderer turns it into the widget. */
export const WIDGET_ELEMENT = 'div';
export const WIDGET_NAME_PROPERTY = 'data-widget';
export const WIDGET_ATTRIBUTES_PROPERTY = 'data-widget-attributes';

type DirectiveNode = Extract<
  RootContent,
  { type: 'containerDirective' | 'leafDirective' | 'textDirective' }
>;

function isDirective(node: RootContent): node is DirectiveNode {
  return (
    node.type === 'containerDirective' ||
    node.type === 'leafDirective' ||
    node.type === 'textDirective'
  );
}

function mark(node: DirectiveNode): void {
  const data = (node.data ??= {});
  data.hName = node.type === 'textDirective' ? 'span' : WIDGET_ELEMENT;
  data.hProperties = {
    dataWidget: node.name,
    dataWidgetAttributes: JSON.stringify(node.attributes ?? {}),
  };
}

function walk(nodes: readonly RootContent[]): void {
  for (const node of nodes) {
    if (isDirective(node)) mark(node);
    if ('children' in node) walk(node.children as RootContent[]);
  }
}

/** A remark plugin: marks remark-directive nodes so the renderer can map them to widgets. */
export function remarkWidgets() {
  return (tree: Root) => walk(tree.children);
}
