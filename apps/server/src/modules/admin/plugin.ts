import { randomBytes as nodeRandomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TenantContent } from '@clearpath/core';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../limits/store';
import { deriveSecret } from '../auth/crypto';
import { createAccountService, type AccountService } from './accounts';
import type { AdminConfig } from '../../config';
import { adminRoutes, type PageWithWidgets } from './routes';
import { createLoginThrottle, DEFAULT_THROTTLE } from './throttle';

export interface AdminApiOptions {
  db: Database;
  now: () => Date;
  pepper: string;
  limiter: RateLimiter;
  yamlTenants: Readonly<Record<string, TenantContent>>;
  /** The content's pages and their widgets: where the export finds the students' own words. */
  pages: readonly PageWithWidgets[];
  randomBytes?: ((size: number) => Uint8Array) | undefined;
  /** `PUBLIC_URL` and `ADMIN_SESSION_HOURS`, parsed by config.ts. */
  config: AdminConfig;
}

/** The staff accounts of the administration area, for the API and the CLI alike. */
export function adminAccounts(options: {
  db: Database;
  now: () => Date;
  pepper: string;
  limiter: RateLimiter;
  config: AdminConfig;
  randomBytes?: ((size: number) => Uint8Array) | undefined;
}): AccountService {
  return createAccountService({
    db: options.db,
    now: options.now,
    randomBytes: options.randomBytes ?? ((size) => nodeRandomBytes(size)),
    secret: deriveSecret(options.pepper, 'staff'),
    publicUrl: options.config.publicUrl,
    sessionHours: options.config.sessionHours,
    throttle: createLoginThrottle(options.limiter, DEFAULT_THROTTLE),
  });
}

/** `/api/admin/*` (docs/product.md §6), registered by app.ts inside the `/api` prefix. */
export function adminApi(options: AdminApiOptions): FastifyPluginAsyncZod {
  const { config } = options;
  const accounts = adminAccounts(options);
  return adminRoutes({
    db: options.db,
    now: options.now,
    accounts,
    config,
    pepper: options.pepper,
    yamlTenants: options.yamlTenants,
    pages: options.pages,
    ...(options.randomBytes ? { randomBytes: options.randomBytes } : {}),
  });
}
