import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import type {} from 'mdast-util-directive';
import { find, html } from 'property-information';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isPhoneLink, type PageNode, type PageTree } from '@clearpath/core';

/** The hast property a widget directive carries its name and attributes in, until converted. */
const WIDGET_NAME = 'dataWidget';
const WIDGET_ATTRIBUTES = 'dataWidgetAttributes';

/** Marks remark-directive's nodes so they reach hast as elements naming their widget. */
function remarkWidgets() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (
        node.type !== 'containerDirective' &&
        node.type !== 'leafDirective' &&
        node.type !== 'textDirective'
      ) {
        return;
      }
      const data = (node.data ??= {});
      data.hName = node.type === 'textDirective' ? 'span' : 'div';
      data.hProperties = {
        [WIDGET_NAME]: node.name,
        [WIDGET_ATTRIBUTES]: JSON.stringify(node.attributes ?? {}),
      };
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkWidgets)
  .use(remarkRehype);

/** Where a whitespace-only text node is not allowed (React warns about it in a table). */
const NO_TEXT_INSIDE = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const URL_PROPERTIES = new Set(['href', 'src', 'cite', 'poster', 'action', 'formAction']);
const SAFE_PROTOCOL = /^(?:https?|mailto)$/i;

/**
 * A link or source the page may keep: relative ones, http(s), mailto, and tap-to-call or
 * tap-to-text (`tel:`, `sms:`). Anything else (`javascript:`) becomes empty.
 */
export function safeUrl(url: string): string {
  if (isPhoneLink(url)) return url;
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  // A colon after the first slash, `?` or `#` is part of a path, not a protocol.
  const firstSeparator = url.search(/[/?#]/);
  if (firstSeparator !== -1 && firstSeparator < colon) return url;
  return SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : '';
}

/** A hast property as a React prop: `data-*` and `aria-*` as written, the rest camelCase. */
function propsOf(element: Element): Record<string, string | number | boolean> | undefined {
  const props: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(element.properties)) {
    if (value === null || value === undefined || value === false) continue;
    const attribute = find(html, key).attribute;
    const name = /^(?:data|aria)-/.test(attribute) ? attribute : key;
    if (Array.isArray(value)) props[name] = value.join(key === 'className' ? ' ' : ', ');
    else if (URL_PROPERTIES.has(key) && typeof value === 'string') props[name] = safeUrl(value);
    else props[name] = value;
  }
  return Object.keys(props).length > 0 ? props : undefined;
}

function attributesOf(raw: unknown): Record<string, string> {
  const parsed = JSON.parse(String(raw)) as Record<string, string | null | undefined>;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) attributes[key] = value ?? '';
  return attributes;
}

function convert(nodes: readonly ElementContent[], parent: string | null): PageNode[] {
  const out: PageNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (parent !== null && NO_TEXT_INSIDE.has(parent) && node.value.trim() === '') continue;
      out.push(node.value);
    } else if (node.type === 'element') {
      const children = convert(node.children, node.tagName);
      const name = node.properties[WIDGET_NAME];
      if (typeof name === 'string') {
        out.push({
          widget: name,
          attributes: attributesOf(node.properties[WIDGET_ATTRIBUTES]),
          ...(children.length > 0 ? { children } : {}),
        });
        continue;
      }
      const props = propsOf(node);
      out.push({
        tag: node.tagName,
        ...(props ? { props } : {}),
        ...(children.length > 0 ? { children } : {}),
      });
    }
    // Comments and raw HTML are dropped: pages are written without HTML (rules.ts).
  }
  return out;
}

/**
 * A page's Markdown (GitHub-flavoured, with widget directives) as the tree the web app draws:
 * parsed once here, so no Markdown parser ships to the browser.
 */
export function compilePageTree(markdown: string): PageTree {
  const hast = processor.runSync(processor.parse(markdown)) as HastRoot;
  return convert(hast.children as ElementContent[], null);
}
