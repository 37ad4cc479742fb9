import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ContentDocumentSchema,
  DastQuestionsFileSchema,
  HarmsFileSchema,
  QuizFileSchema,
  ModuleIdSchema,
  PageIdSchema,
  PageTreeSchema,
  TenantResponseSchema,
  shouldPrefetch,
} from '@clearpath/core';
import { apiRequest, type ResponseSchema } from '../../lib/api-client';
import { takeEarlyResponse } from '../../lib/early-responses';
import { modulesRequest, pageRequest, type ContentRequest } from './content-requests';

export {
  STANDALONE_PAGES,
  contentPathOf,
  type StandalonePage,
} from './content-requests';

/** A page as the content API serves it with `text: true`, without its Markdown `body`. */
export const PageDocumentSchema = ContentDocumentSchema.extend({
  id: z.string().max(64),
  title: z.string().max(200),
  /** The body compiled on the server: the browser needs no Markdown parser. */
  tree: PageTreeSchema,
  module: ModuleIdSchema.nullable().optional(),
  next: PageIdSchema.nullable().optional(),
  final: z.boolean().nullable().optional(),
  /** The names of the widgets on the page. */
  widgets: z.array(z.string().max(64)).max(200).optional(),
});
export type PageDocument = z.infer<typeof PageDocumentSchema>;

/** A module's `module.yaml` (the dashboard card and the entry page facts). */
export const ModuleDocumentSchema = ContentDocumentSchema.extend({
  id: ModuleIdSchema,
  title: z.string().max(200),
  color: z.string().max(7),
  image: z.string().max(300).nullable().optional(),
  summary: z.string().max(400),
  minutes: z.int(),
  outcomes: z.array(z.string().max(300)).max(10),
  first: PageIdSchema,
  last: PageIdSchema,
});
export type ModuleDocument = z.infer<typeof ModuleDocumentSchema>;

const PageEntrySchema = ContentDocumentSchema.extend({
  id: z.string().max(64),
  title: z.string().max(200),
  module: ModuleIdSchema.nullable().optional(),
});

/** Asks the content API, taking the early-requests script's answer when it sent this request. */
function askContent<T>(
  { path, body }: ContentRequest,
  schema: ResponseSchema<T>,
  signal: AbortSignal,
): Promise<T> {
  return apiRequest(path, { method: 'POST', body, schema, signal, sent: takeEarlyResponse(path, body) });
}

export function pageQuery(page: string) {
  return queryOptions({
    queryKey: ['content', 'page', page],
    queryFn: ({ signal }) => askContent(pageRequest(page), PageDocumentSchema, signal),
    staleTime: 10 * 60_000,
  });
}

export function modulesQuery() {
  return queryOptions({
    queryKey: ['content', 'modules'],
    queryFn: ({ signal }) =>
      askContent(modulesRequest(), z.array(ModuleDocumentSchema).max(20), signal),
    staleTime: 10 * 60_000,
  });
}

/** Every module page's id and title (the page index, and which pages exist). */
export function pageListQuery() {
  return queryOptions({
    queryKey: ['content', 'page-list'],
    queryFn: ({ signal }) =>
      apiRequest('/pages/modules', {
        method: 'POST',
        body: { deep: true, where: { kind: 'page' }, only: ['id', 'title', 'module'] },
        schema: z.array(PageEntrySchema).max(1000),
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function tenantQuery() {
  return queryOptions({
    queryKey: ['tenant'],
    queryFn: ({ signal }) => apiRequest('/tenant', { schema: TenantResponseSchema, signal }),
    staleTime: 60 * 60_000,
  });
}

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

/** Whether this connection can take a prefetch (core's rule: not on 2g, save-data or offline). */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return shouldPrefetch({
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData ?? false,
    online: navigator.onLine,
  });
}

/**
 * A data document of the content store (`/dast`, `/quiz`, `/harms`): the store's own fields
 * are dropped and the rest is checked with the file's schema from core.
 */
export function dataDocumentSchema<S extends z.ZodType>(schema: S) {
  return z.preprocess((document) => {
    if (typeof document !== 'object' || document === null) return document;
    const { path: _path, dir: _dir, slug: _slug, kind: _kind, extension: _extension, ...fields } =
      document as Record<string, unknown>;
    return { schemaVersion: 1, ...fields };
  }, schema);
}

function dataQuery<S extends z.ZodType>(slug: 'dast' | 'quiz' | 'harms', schema: S) {
  return queryOptions({
    queryKey: ['content', 'data', slug],
    queryFn: ({ signal }) =>
      apiRequest(`/pages/${slug}`, {
        method: 'POST',
        body: {},
        schema: dataDocumentSchema(schema),
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

/** `content/dast.yaml`: the nine DAST questions, their feedback texts and the attribution. */
export const dastQuery = () => dataQuery('dast', DastQuestionsFileSchema);
/** `content/quiz.yaml`: the ten quiz questions. */
export const quizQuery = () => dataQuery('quiz', QuizFileSchema);
/** `content/harms.yaml`: body feedback per drug and risk level. */
export const harmsQuery = () => dataQuery('harms', HarmsFileSchema);
