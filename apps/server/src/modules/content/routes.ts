import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentPathSchema,
  ContentQueryResponseSchema,
  ContentQuerySchema,
  ErrorBodySchema,
  TenantResponseSchema,
} from '@clearpath/core';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { tenantOf, tenantResolver } from '../../plugins/request-context';
import { effectiveTenantContent } from '../admin/tenant-settings';
import type { ContentService } from './service';

export interface ContentRouteOptions {
  db: Database;
  content: ContentService;
}

/** Content changes only with a deploy: caches may keep an answer for five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

const QUERY_DESCRIPTION =
  'The content query of docs/product.md §7. The path after /pages names a document (`/modules/1/1-0`) ' +
  'or a folder (`/modules/1`; `deep` adds sub-folders). `where` filters with MongoDB-style ' +
  'conditions (`$eq $ne $in $nin $gt $gte $lt $lte $exists $regex`, `$and`/`$or`), `search` ' +
  'matches title and text, `sortBy` orders (default: natural page order), `surround` answers ' +
  'the documents before and after a path, `skip`/`limit` page, `only`/`without` pick fields, ' +
  '`text` adds the Markdown `body`. Pages that show support services carry the tenant. ' +
  'Answers have a strong ETag; send If-None-Match for a 304.';

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function notFound(path: string): AppError {
  return new AppError('not_found', `There is no content at ${path}.`);
}

/** `POST /pages{path}` (the content query) and `GET /tenant` (the tenant's branding). */
export function contentRoutes(options: ContentRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = [tenantResolver(options.db)];
    const { content } = options;
    const tags = ['content'];

    async function handle(
      request: FastifyRequest<{ Body: z.infer<typeof ContentQuerySchema> }>,
      reply: FastifyReply,
      rawPath: string,
    ) {
      const path = ContentPathSchema.safeParse(rawPath);
      if (!path.success) throw notFound(rawPath);
      const row = tenantOf(request);
      const tenant = effectiveTenantContent(row, content.tenantContent(row.id));
      const answer = content.query(path.data, request.body, tenant);
      if (!answer) throw notFound(path.data);
      // A tenant edited in the administration area is revalidated every time, so students see
      // the edit at once; the ETag keeps that to a 304.
      const cacheControl = row.settings ? 'no-cache' : CACHE_CONTROL;
      reply.header('ETag', answer.etag).header('Cache-Control', cacheControl).header('Vary', 'X-Tenant');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
        return reply.code(304).send();
      }
      return reply.type('application/json; charset=utf-8').send(answer.json);
    }

    const schema = {
      summary: 'Query the content (pages, module metadata, option sets)',
      description: QUERY_DESCRIPTION,
      tags,
      body: ContentQuerySchema,
      response: {
        200: ContentQueryResponseSchema,
        400: ErrorBodySchema.describe('The query does not fit the schema.'),
        404: ErrorBodySchema.describe('No document or folder at this path, or unknown university.'),
      },
    };

    app.post('/pages', { preHandler, schema }, async (request, reply) =>
      handle(request, reply, '/'),
    );
    app.post(
      '/pages/*',
      { preHandler, schema: { ...schema, params: z.object({ '*': z.string().max(300) }) } },
      async (request, reply) => handle(request, reply, `/${request.params['*']}`),
    );

    app.get(
      '/tenant',
      {
        preHandler,
        schema: {
          summary: "The university's name, colours, logo, links and support services",
          tags,
          response: {
            200: TenantResponseSchema,
            404: ErrorBodySchema.describe('Unknown university (X-Tenant).'),
          },
        },
      },
      async (request, reply) => {
        const tenant = tenantOf(request);
        // Revalidated every time: a tenant admin's edit shows to students at once.
        reply.header('Cache-Control', 'no-cache').header('Vary', 'X-Tenant');
        const yaml = content.tenantContent(tenant.id);
        return content.tenant(tenant.id, tenant.name, effectiveTenantContent(tenant, yaml));
      },
    );
  };
}
