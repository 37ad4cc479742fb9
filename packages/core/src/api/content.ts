import { z } from 'zod';

/** A content path (`POST /pages{path}`): slash-separated slugs. */
export const ContentPathSchema = z
  .string()
  .max(200)
  .regex(/^(\/[A-Za-z0-9_-]+)*\/?$/, 'Not a content path');

/** Names every JavaScript object answers to: never a document's field (prototype pollution). */
const OBJECT_MEMBERS = new Set(['__proto__', 'constructor', 'prototype']);

/** A document field name, dotted for nested fields. */
const FieldSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, 'Not a field name')
  .refine(
    (field) => !field.split('.').some((part) => OBJECT_MEMBERS.has(part)),
    'Not a field name',
  );
const FieldsSchema = z.array(FieldSchema).max(50);
const Scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

const Comparable = z.union([z.string().max(200), z.number()]);
const ScalarList = z.array(Scalar).max(50);

/**
 * Quantifiers a `$regex` may hold. With one, a match tried at every position of a field stays
 * quadratic in its length at worst (1.6 ms on 820 characters); two make it cubic (`.*.*@` took
 * 0.3 s on the same text, and held every other request while it ran).
 */
const MAX_QUANTIFIERS = 1;
/** `$regex` operators in one query, all of its `$and`/`$or` included: each may cost as above. */
const MAX_PATTERNS = 2;

/**
 * A `$regex` pattern: short, compilable, with at most one quantifier and without quantified
 * groups or back-references, the constructs behind catastrophic backtracking.
 */
const SafePatternSchema = z
  .string()
  .min(1)
  .max(100)
  .refine((pattern) => !/\)[*+?{]/.test(pattern), 'Quantified groups are not allowed')
  .refine(
    (pattern) => (pattern.replace(/\\./g, '').match(/[*+?{]/g) ?? []).length <= MAX_QUANTIFIERS,
    `At most ${MAX_QUANTIFIERS} quantifier (*, +, ?, {})`,
  )
  .refine((pattern) => !/\\[1-9k]/.test(pattern), 'Back-references are not allowed')
  .refine((pattern) => {
    try {
      new RegExp(pattern);
      return true;
    } catch {
      return false;
    }
  }, 'Not a regular expression');

/** The comparison operators a field condition may use (mingo's names; nothing that runs code). */
const OperatorsSchema = z
  .strictObject({
    $eq: Scalar.optional(),
    $ne: Scalar.optional(),
    $in: ScalarList.optional(),
    $nin: ScalarList.optional(),
    $gt: Comparable.optional(),
    $gte: Comparable.optional(),
    $lt: Comparable.optional(),
    $lte: Comparable.optional(),
    $exists: z.boolean().optional(),
    $regex: SafePatternSchema.optional(),
  })
  .refine((operators) => Object.keys(operators).length > 0, 'Give at least one operator');

/** A field's condition: a value, any of a list of values, or operators. */
const ConditionSchema = z.union([Scalar, ScalarList, OperatorsSchema]);

const MAX_CONDITIONS = 20;
const FieldConditionsSchema = z
  .record(FieldSchema, ConditionSchema)
  .refine((where) => Object.keys(where).length <= MAX_CONDITIONS, 'Too many conditions');

/**
 * A `where` filter: field conditions, and `$and`/`$or` of field conditions (one level deep,
 * so a query's cost stays bounded).
 */
export const ContentWhereSchema = z
  .strictObject({
    $and: z.array(FieldConditionsSchema).min(1).max(10).optional(),
    $or: z.array(FieldConditionsSchema).min(1).max(10).optional(),
  })
  .catchall(ConditionSchema)
  .superRefine((where, context) => {
    const fields = Object.keys(where).filter((key) => key !== '$and' && key !== '$or');
    if (fields.length > MAX_CONDITIONS) {
      context.addIssue({ code: 'custom', message: 'Too many conditions' });
    }
    for (const field of fields) {
      if (!FieldSchema.safeParse(field).success) {
        context.addIssue({ code: 'custom', path: [field], message: 'Not a field name' });
      }
    }
    if (countPatterns(where) > MAX_PATTERNS) {
      context.addIssue({ code: 'custom', message: `At most ${MAX_PATTERNS} $regex in a query` });
    }
  });

/** How many `$regex` operators a (schema-checked, so shallow) filter holds. */
function countPatterns(value: unknown): number {
  if (Array.isArray(value))
    return value.reduce((sum: number, item) => sum + countPatterns(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  return Object.entries(value).reduce(
    (sum, [key, item]) => sum + (key === '$regex' ? 1 : countPatterns(item)),
    0,
  );
}
export type ContentWhere = z.infer<typeof ContentWhereSchema>;

/**
 * Words in a `search`: each is looked up on its own, with its prefixes and near spellings, so a
 * search of a hundred one-letter words held every other request for a tenth of a second.
 */
export const MAX_SEARCH_WORDS = 10;

/**
 * The content query of docs/product.md §7, in the vocabulary of a content store:
 * `deep` includes sub-folders, `text` the body text; `only`/`without` pick
 * fields; `sortBy` orders; `where` filters by values, lists (any of) or operators;
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
  where: ContentWhereSchema.optional(),
  search: z
    .string()
    .max(200)
    .refine(
      (text) => text.split(/\s+/).filter(Boolean).length <= MAX_SEARCH_WORDS,
      `At most ${MAX_SEARCH_WORDS} words in a search`,
    )
    .optional(),
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

/** `GET /api/tenant`: the tenant's branding, links and support services for the web app. */
export const TenantResponseSchema = z.object({
  id: z.string().max(63),
  name: z.string().max(200),
  short_name: z.string().max(200),
  website: z.string().max(500),
  logo: z.string().max(300).nullable(),
  colors: z.object({
    primary: z.string().max(7).nullable(),
    secondary: z.string().max(7).nullable(),
  }),
  support_services: z
    .array(
      z.object({
        name: z.string().max(200),
        description: z.string().max(500),
        phone: z.string().max(20).nullable(),
        text: z.string().max(20).nullable(),
        web: z.string().max(500).nullable(),
        hours: z.string().max(200).nullable(),
        kind: z.enum(['crisis', 'drugs', 'university']),
      }),
    )
    .max(30),
  external_links: z
    .array(z.object({ label: z.string().max(200), url: z.string().max(500) }))
    .max(20),
});
export type TenantResponse = z.infer<typeof TenantResponseSchema>;
