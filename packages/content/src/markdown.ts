import type { Root, RootContent } from 'mdast';
import type {} from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { z } from 'zod';
import { isWidgetName, WIDGET_SCHEMAS, type WidgetName } from '@clearpath/core';
import type { ContentError } from './errors';
import { checkPhoneLinks } from './rules';
import { parseYamlWith, type YamlSource } from './yaml-file';

/** A widget as the page uses it, with its parsed attributes. */
export type PageWidget = { name: WidgetName; attributes: Record<string, unknown>; line: number };

/** A page reference found in the body: a `/page/<id>` link or a widget's page attribute. */
export type PageReference = { id: string; line: number; via: string };

export type ParsedMarkdown<T> = {
  front: T;
  frontSource: YamlSource;
  /** The Markdown after the front matter. */
  markdown: string;
  /** The words a reader sees, for search. */
  text: string;
  widgets: PageWidget[];
  references: PageReference[];
};

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkDirective);
const PAGE_LINK = /^\/page\/([^/?#]+)\/?(?:[?#].*)?$/;
/** Widget attributes that name a page. */
const PAGE_ATTRIBUTES = ['next', 'previous', 'from'] as const;

type Node = Root | RootContent;

function lineOf(node: Node): number {
  return node.position?.start.line ?? 1;
}

function collectText(node: Node, parts: string[]): void {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
    parts.push(node.value);
  }
  if ('children' in node) {
    for (const child of node.children) collectText(child, parts);
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'listItem') {
      parts.push('\n');
    }
  }
}

function checkDirective(
  file: string,
  node: Extract<Node, { type: 'containerDirective' | 'leafDirective' | 'textDirective' }>,
  widgets: PageWidget[],
  references: PageReference[],
  errors: ContentError[],
): void {
  const line = lineOf(node);
  const marker = node.type === 'containerDirective' ? ':::' : node.type === 'leafDirective' ? '::' : ':';
  if (node.type === 'textDirective') {
    errors.push({
      file,
      line,
      message: `":${node.name}" is read as an inline widget, and there are none: write "\\:${node.name}" or add a space after the colon`,
    });
    return;
  }
  if (!isWidgetName(node.name)) {
    errors.push({ file, line, message: `Unknown widget "${marker}${node.name}"` });
    return;
  }
  const definition = WIDGET_SCHEMAS[node.name];
  const kind = node.type === 'containerDirective' ? 'container' : 'leaf';
  if (definition.kind !== kind) {
    const usage = definition.kind === 'leaf' ? `::${node.name}` : `:::${node.name} … :::`;
    errors.push({ file, line, message: `"${node.name}" is a ${definition.kind} widget: write ${usage}` });
    return;
  }
  const raw = Object.fromEntries(
    Object.entries(node.attributes ?? {}).map(([key, value]) => [key, value ?? '']),
  );
  const parsed = (definition.attributes as z.ZodType<Record<string, unknown>>).safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const keys = 'keys' in issue && Array.isArray(issue.keys) ? (issue.keys as string[]) : [];
      const message =
        keys.length > 0
          ? `Unknown attribute${keys.length > 1 ? 's' : ''} ${keys.join(', ')} on "${node.name}"`
          : `"${node.name}" ${issue.path.join('.') || 'attributes'}: ${issue.message}`;
      errors.push({ file, line, message });
    }
    return;
  }
  widgets.push({ name: node.name, attributes: parsed.data, line });
  for (const key of PAGE_ATTRIBUTES) {
    const value = parsed.data[key];
    if (typeof value === 'string') references.push({ id: value, line, via: `${node.name} ${key}` });
  }
}

function walk(
  file: string,
  node: Node,
  found: { widgets: PageWidget[]; references: PageReference[] },
  errors: ContentError[],
): void {
  if (
    node.type === 'containerDirective' ||
    node.type === 'leafDirective' ||
    node.type === 'textDirective'
  ) {
    checkDirective(file, node, found.widgets, found.references, errors);
  }
  if (node.type === 'link' || node.type === 'definition') {
    const match = PAGE_LINK.exec(node.url);
    if (match?.[1]) {
      found.references.push({ id: decodeURIComponent(match[1]), line: lineOf(node), via: 'link' });
    }
  }
  if ('children' in node) for (const child of node.children) walk(file, child, found, errors);
}

const COMMENT = /<!--[\s\S]*?-->/g;

/** The Markdown without HTML comments: notes for authors (sources, reasons) never reach students. */
function withoutComments(markdown: string): string {
  return markdown.replace(COMMENT, '').replace(/\n{3,}/g, '\n\n');
}

/**
 * Raw HTML other than comments is an error: the browser would show it as text, and everything a
 * page shows is Markdown or a widget.
 */
function checkRawHtml(file: string, nodes: readonly Node[]): ContentError[] {
  const errors: ContentError[] = [];
  const visit = (node: Node) => {
    if (node.type === 'html' && 'value' in node && typeof node.value === 'string') {
      if (node.value.replace(COMMENT, '').trim() !== '') {
        const message = 'Raw HTML is not shown to students: use Markdown or a widget';
        errors.push({ file, line: lineOf(node), message });
      }
    }
    if ('children' in node && Array.isArray(node.children)) node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return errors;
}

/**
 * Parses a Markdown page: its YAML front matter (validated with `schema`, lines as in the
 * file), its widgets (each checked against core's WIDGET_SCHEMAS) and its page references.
 */
export function parseMarkdownPage<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
): { ok: true; page: ParsedMarkdown<z.output<S>> } | { ok: false; errors: ContentError[] } {
  const tree = processor.parse(source);
  const errors: ContentError[] = [];
  const [first] = tree.children;
  if (first?.type !== 'yaml') {
    return { ok: false, errors: [{ file, line: 1, message: 'The page must start with front matter (---)' }] };
  }
  const front = parseYamlWith(file, first.value, schema, lineOf(first));
  if (!front.ok) errors.push(...front.errors);
  const found = { widgets: [] as PageWidget[], references: [] as PageReference[] };
  const body = tree.children.slice(1);
  for (const node of body) {
    if (node.type === 'heading' && node.depth === 1) {
      errors.push({ file, line: lineOf(node), message: 'Use ## and below: the title is the only #' });
    }
    walk(file, node, found, errors);
  }
  errors.push(...checkPhoneLinks(file, body));
  errors.push(...checkRawHtml(file, body));
  if (!front.ok || errors.length > 0) return { ok: false, errors };
  const parts: string[] = [];
  for (const node of body) collectText(node, parts);
  const offset = first.position?.end.offset ?? 0;
  return {
    ok: true,
    page: {
      front: front.data,
      frontSource: front.source,
      markdown: withoutComments(source.slice(offset)).replace(/^(?:[ \t]*\r?\n)+/, ''),
      text: parts.join('').replace(/[ \t]*\n[ \t]*/g, '\n').replace(/[ \t]+/g, ' ').trim(),
      ...found,
    },
  };
}
