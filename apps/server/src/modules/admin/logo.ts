import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  LOGO_PROBLEM_MESSAGES,
  LOGO_TYPES,
  inspectLogo,
  logoPath,
  TenantIdSchema,
} from '@clearpath/core';
import type { Database } from '../../db/client';
import { tenantLogos } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * A university's uploaded logo (docs/product.md §6): stored in `tenant_logos`, one per tenant,
 * and served to students at `logoPath` (core), the digest of its bytes in the address.
 */

const NOT_AN_IMAGE = LOGO_PROBLEM_MESSAGES['not-an-image'];

/**
 * Keeps `bytes` as the tenant's logo, replacing any earlier one, and answers its address. Bytes
 * that are no whole PNG, JPEG or WebP image are refused (400) and nothing changes.
 */
export async function storeLogo(
  db: Database,
  tenantId: string,
  bytes: unknown,
  now: Date,
): Promise<string> {
  if (!Buffer.isBuffer(bytes)) {
    throw new AppError('bad_request', NOT_AN_IMAGE, { logo: [NOT_AN_IMAGE] });
  }
  const inspected = inspectLogo(bytes);
  if ('problem' in inspected) {
    const message = LOGO_PROBLEM_MESSAGES[inspected.problem];
    throw new AppError('bad_request', message, { logo: [message] });
  }
  const { type } = inspected;
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const row = {
    contentType: type,
    digest,
    data: bytes.toString('base64'),
    updatedAt: now,
  };
  await db
    .insert(tenantLogos)
    .values({ tenantId, ...row })
    .onConflictDoUpdate({ target: tenantLogos.tenantId, set: row });
  return logoPath(tenantId, digest, type);
}

/** The address of the tenant's uploaded logo, or null when it has none. */
export async function storedLogoPath(db: Database, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ digest: tenantLogos.digest, contentType: tenantLogos.contentType })
    .from(tenantLogos)
    .where(eq(tenantLogos.tenantId, tenantId))
    .limit(1);
  const type = LOGO_TYPES.find((candidate) => candidate === row?.contentType);
  return row && type ? logoPath(tenantId, row.digest, type) : null;
}

const NOT_OUR_LOGO =
  'The logo can only be an image uploaded here for this university. Please upload it again.';

/**
 * Refuses (400) a settings `logo` this server did not issue for the tenant: students' pages
 * load it as an image, so it may only be the tenant's uploaded logo (`storedLogoPath`), the one
 * of its content file, or none.
 */
export async function requireOwnLogo(
  db: Database,
  tenantId: string,
  logo: string | null | undefined,
  contentLogo: string | undefined,
): Promise<void> {
  if (logo === null || logo === undefined || logo === contentLogo) return;
  if (logo === (await storedLogoPath(db, tenantId))) return;
  throw new AppError('bad_request', NOT_OUR_LOGO, { logo: [NOT_OUR_LOGO] });
}

/** Removes the tenant's uploaded logo, if any. */
export async function removeLogo(db: Database, tenantId: string): Promise<void> {
  await db.delete(tenantLogos).where(eq(tenantLogos.tenantId, tenantId));
}

const LogoParamsSchema = z.object({
  tenant: TenantIdSchema,
  file: z.string().regex(/^[0-9a-f]{16}\.(png|jpg|webp)$/, 'Not a logo file name'),
});

/**
 * `GET /api/logos/:tenant/:file`: a stored logo, for anyone (an <img> sends no X-Tenant and no
 * token; a logo is no secret). The address changes with the bytes, so it is cached for a year.
 */
export function logoRoutes(options: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/logos/:tenant/:file',
      {
        schema: {
          summary: "A university's logo, as uploaded in the administration area",
          tags: ['content'],
          description: 'The image; 404 when the address is not of the logo the university has now.',
          params: LogoParamsSchema,
        },
      },
      async (request, reply) => {
        const { tenant, file } = request.params;
        const [row] = await options.db
          .select()
          .from(tenantLogos)
          .where(and(eq(tenantLogos.tenantId, tenant), eq(tenantLogos.digest, file.slice(0, 16))))
          .limit(1);
        // The tenant and digest matched: the file name's extension must be the stored type's.
        const type = LOGO_TYPES.find((candidate) => candidate === row?.contentType);
        if (!row || !type || !logoPath(tenant, row.digest, type).endsWith(`/${file}`)) {
          throw new AppError('not_found', 'There is no such logo.');
        }
        return reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .type(type)
          .send(Buffer.from(row.data, 'base64'));
      },
    );
  };
}
