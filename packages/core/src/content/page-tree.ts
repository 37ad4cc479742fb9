import { z } from 'zod';

/**
 * A page body compiled from its Markdown at server start (packages/content), so the browser
 * draws it without a Markdown parser (docs/decisions/0009-light-first-screen.md). A node is
 * text, an HTML element, or a widget directive with its attributes as written.
 */
export type PageNode = string | PageElement | PageWidgetNode;
export type PageElement = {
  tag: string;
  props?: Record<string, string | number | boolean> | undefined;
  children?: PageNode[] | undefined;
};
export type PageWidgetNode = {
  widget: string;
  attributes: Record<string, string>;
  children?: PageNode[] | undefined;
};

const MAX_TEXT = 20_000;
const MAX_CHILDREN = 2_000;

/** Only plain HTML element names, and no event-handler attributes. */
const TagSchema = z
  .string()
  .max(16)
  .regex(/^[a-z][a-z0-9]*$/, 'Not an element name');
const PropNameSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'Not an attribute name')
  .refine((name) => !/^on/i.test(name), 'Event handlers are not allowed');
const PropValueSchema = z.union([z.string().max(2_000), z.number(), z.boolean()]);

export const PageNodeSchema: z.ZodType<PageNode> = z.lazy(() =>
  z.union([z.string().max(MAX_TEXT), PageElementSchema, PageWidgetNodeSchema]),
);
const ChildrenSchema = z.array(PageNodeSchema).max(MAX_CHILDREN);

const PageElementSchema: z.ZodType<PageElement> = z.strictObject({
  tag: TagSchema,
  props: z.record(PropNameSchema, PropValueSchema).optional(),
  children: ChildrenSchema.optional(),
});

const PageWidgetNodeSchema: z.ZodType<PageWidgetNode> = z.strictObject({
  widget: z.string().max(64),
  attributes: z.record(z.string().max(64), z.string().max(MAX_TEXT)),
  children: ChildrenSchema.optional(),
});

/** A whole page body: its top-level nodes. */
export const PageTreeSchema = ChildrenSchema;
export type PageTree = PageNode[];

/** Whether a node is a widget directive. */
export function isPageWidget(node: PageNode): node is PageWidgetNode {
  return typeof node === 'object' && 'widget' in node;
}
