import { z } from 'zod';

/** A content path (`POST /pages{path}`): slash-separated slugs. */
export const ContentPathSchema = z
  .string()
  .max(200)
  .regex(/^(\/[A-Za-z0-9_-]+)*\/?$/, 'Not a content path');

/** A document field name, dotted for nested fields. */
const FieldSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, 'Not a field name');
const FieldsSchema = z.array(FieldSchema).max(50);
const Scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

/**
 * The content query of spec §7, in the vocabulary of a content store:
 * `deep` includes sub-folders, `text` the body text; `only`/`without` pick
 * fields; `sortBy` orders; `where` filters by equal values (or any of a list);
 * `search` matches text; `surround` asks for the documents before and after a
 * path; `limit`/`skip` page through results.
 */
export const ContentQuerySchema = z.object({
  deep: z.boolean().optional(),
  text: z.boolean().optional(),
  only: FieldsSchema.optional(),
  without: FieldsSchema.optional(),
  sortBy: z
    .array(z.object({ field: FieldSchema, direction: z.enum(['asc', 'desc']) }))
    .max(5)
    .optional(),
  where: z
    .record(FieldSchema, z.union([Scalar, z.array(Scalar).max(50)]))
    .refine((where) => Object.keys(where).length <= 20, 'Too many conditions')
    .optional(),
  search: z.string().max(200).optional(),
  surround: z
    .object({
      path: ContentPathSchema,
      before: z.int().min(0).max(5).optional(),
      after: z.int().min(0).max(5).optional(),
    })
    .optional(),
  limit: z.int().min(1).max(100).optional(),
  skip: z.int().min(0).max(10_000).optional(),
});
export type ContentQuery = z.infer<typeof ContentQuerySchema>;

/** A content document: its path and slug, and whatever fields the query kept. */
export const ContentDocumentSchema = z.looseObject({
  path: ContentPathSchema,
  slug: z.string().max(200),
});
export type ContentDocument = z.infer<typeof ContentDocumentSchema>;

/** The answer: one document (a document path), or a list (a folder path or `surround`). */
export const ContentQueryResponseSchema = z.union([
  ContentDocumentSchema,
  z.array(z.union([ContentDocumentSchema, z.null()])).max(10_000),
]);
export type ContentQueryResponse = z.infer<typeof ContentQueryResponseSchema>;
