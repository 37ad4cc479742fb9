import { createHash } from 'node:crypto';
import { Query } from 'mingo';
import MiniSearch from 'minisearch';
import type { CompiledContent } from '@clearpath/content';
import {
  ContentQueryResponseSchema,
  type ContentQuery,
  type ContentQueryResponse,
  type ContentWhere,
  type TenantContent,
  type TenantResponse,
} from '@clearpath/core';
import { buildDocuments, tenantFields, type ContentDoc } from './documents';

export type ContentAnswer = { body: ContentQueryResponse; json: string; etag: string };

/** Fields every answer keeps: a document is named by them. */
const ALWAYS = ['path', 'slug'];
/** The page body as Markdown and as the tree the web app draws (served only with `text`). */
const TEXT_FIELDS = ['body', 'tree'];

type Condition = ContentWhere[string];

/** `{ field: [a, b] }` means any of the list; everything else is mingo as is. */
function toMingo(where: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(where).map(([key, value]) => {
      if (key === '$and' || key === '$or') {
        return [key, (value as Record<string, unknown>[]).map(toMingo)];
      }
      return [key, Array.isArray(value) ? { $in: value } : (value as Condition)];
    }),
  );
}

/**
 * A dotted field of a document, read through the document's own properties only: a name such as
 * `constructor` or `__proto__` never reaches an object's prototype (the schema refuses them too).
 */
function getField(doc: Record<string, unknown>, field: string): unknown {
  let value: unknown = doc;
  for (const part of field.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Sets an own property, as a plain assignment would, without ever reaching a prototype's setter. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function setField(doc: Record<string, unknown>, field: string, value: unknown): void {
  const parts = field.split('.');
  let target = doc;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(target, part) ? target[part] : undefined;
    if (next === null || typeof next !== 'object' || Array.isArray(next)) setOwn(target, part, {});
    target = target[part] as Record<string, unknown>;
  }
  setOwn(target, parts[parts.length - 1] as string, value);
}

function deleteField(doc: Record<string, unknown>, field: string): void {
  const parts = field.split('.');
  const parent = parts.length === 1 ? doc : getField(doc, parts.slice(0, -1).join('.'));
  const last = parts[parts.length - 1] as string;
  if (parent !== null && typeof parent === 'object' && Object.hasOwn(parent, last)) {
    delete (parent as Record<string, unknown>)[last];
  }
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Sort order of two values: missing last, numbers as numbers, text in natural order. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function project(doc: ContentDoc, query: ContentQuery, tenant: TenantContent | null, usesTenant: boolean) {
  const full: Record<string, unknown> = { ...doc };
  if (query.text && 'tree' in doc) full.tree = doc.tree;
  delete full.dir;
  if (!query.text) for (const field of TEXT_FIELDS) delete full[field];
  if (tenant && usesTenant) full.tenant = tenantFields(tenant);
  let kept = full;
  if (query.only) {
    kept = {};
    for (const field of [...ALWAYS, ...query.only]) {
      const value = getField(full, field);
      if (value !== undefined) setField(kept, field, value);
    }
  }
  for (const field of query.without ?? []) {
    if (!ALWAYS.includes(field)) deleteField(kept, field);
  }
  return kept as ContentQueryResponse & object;
}

function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The content store (docs/product.md §7): a document path answers that document, a folder path the
 * folder's documents (`deep`: and its sub-folders'), in natural page order. `where` filters
 * with mingo (every field but the body), `search` with MiniSearch (then best match first),
 * `sortBy` orders, `surround` answers the neighbours of a path, `skip`/`limit` page,
 * `only`/`without` pick fields.
 */
export function createContentService(content: CompiledContent) {
  const { documents, search, usesTenant } = buildDocuments(content);
  const byPath = new Map(documents.map((doc) => [doc.path, doc]));
  const index = new MiniSearch<{ path: string; title: string; text: string }>({
    idField: 'path',
    fields: ['title', 'text'],
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2 },
  });
  index.addAll(search);

  function select(path: string, query: ContentQuery): ContentDoc[] | null {
    const prefix = path === '/' ? '/' : `${path}/`;
    const inFolder = documents.filter((doc) =>
      query.deep ? doc.path.startsWith(prefix) : doc.dir === path,
    );
    if (inFolder.length === 0 && !documents.some((doc) => doc.path.startsWith(prefix))) {
      return null;
    }
    let found = inFolder;
    if (query.where) {
      const filter = new Query(toMingo(query.where));
      // The body is for reading, not filtering (`search` looks at the text): a `$regex`
      // then only ever runs over short fields.
      found = found.filter(({ body: _body, ...fields }) => filter.test(fields));
    }
    if (query.search) {
      const scores = new Map(index.search(query.search).map((hit) => [hit.id as string, hit.score]));
      found = found
        .filter((doc) => scores.has(doc.path))
        .sort((a, b) => (scores.get(b.path) ?? 0) - (scores.get(a.path) ?? 0));
    }
    if (query.sortBy) {
      const keys = query.sortBy;
      found = [...found].sort((a, b) => {
        for (const { field, direction } of keys) {
          const order = compareValues(getField(a, field), getField(b, field));
          if (order !== 0) return direction === 'asc' ? order : -order;
        }
        return 0;
      });
    }
    return found;
  }

  function answer(path: string, query: ContentQuery, tenant: TenantContent | null): ContentQueryResponse | null {
    const at = normalisePath(path);
    const shape = (doc: ContentDoc) => project(doc, query, tenant, usesTenant.has(doc.path));
    const single = byPath.get(at);
    if (single && !query.surround) return shape(single);
    const list = select(single ? single.dir : at, query);
    if (list === null) return null;
    if (query.surround) {
      const position = list.findIndex((doc) => doc.path === normalisePath(query.surround?.path ?? ''));
      const before = query.surround.before ?? 1;
      const after = query.surround.after ?? 1;
      const around: (ContentQueryResponse & object | null)[] = [];
      for (let offset = -before; offset <= after; offset += 1) {
        if (offset === 0) continue;
        const doc = position < 0 ? undefined : list[position + offset];
        around.push(position + offset >= 0 && doc ? shape(doc) : null);
      }
      return around as ContentQueryResponse;
    }
    const skip = query.skip ?? 0;
    const page = list.slice(skip, query.limit === undefined ? undefined : skip + query.limit);
    return page.map(shape) as ContentQueryResponse;
  }

  return {
    /** The answer to a query at a path (null: no such document or folder), with its ETag. */
    query(path: string, query: ContentQuery, tenant: TenantContent | null): ContentAnswer | null {
      const result = answer(path, query, tenant);
      if (result === null) return null;
      const body = ContentQueryResponseSchema.parse(result);
      const json = JSON.stringify(body);
      return { body, json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"` };
    },

    /**
     * The tenant's branding, links and services; a tenant without a content file has only its
     * name. `edited` (the administration area's settings, docs/product.md §6) replaces the file.
     */
    tenant(id: string, name: string, edited?: TenantContent | null): TenantResponse {
      const tenant = edited ?? content.tenants[id];
      return {
        id,
        name: tenant?.name ?? name,
        short_name: tenant?.short_name ?? name,
        website: tenant?.website ?? '',
        logo: tenant?.logo ?? null,
        colors: { primary: tenant?.colors?.primary ?? null, secondary: tenant?.colors?.secondary ?? null },
        support_services: (tenant?.support_services ?? []).map((service) => ({
          name: service.name,
          description: service.description,
          phone: service.phone ?? null,
          text: service.text ?? null,
          web: service.web ?? null,
          hours: service.hours ?? null,
          kind: service.kind,
        })),
        external_links: tenant?.external_links ?? [],
      };
    },

    /** The tenant content of a tenant id, if the content has a file for it. */
    tenantContent(id: string): TenantContent | null {
      return content.tenants[id] ?? null;
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
