import { PublicConfigSchema, type PublicConfig } from '@clearpath/core';
import { env } from '../config/env';

let pending: Promise<PublicConfig | null> | null = null;

/**
 * This deployment's error-reporting and analytics settings (`GET /api/config`), fetched once per
 * page load; null when the server cannot be reached (then nothing is reported or measured).
 */
export function loadPublicConfig(fetchImpl: typeof fetch = fetch): Promise<PublicConfig | null> {
  pending ??= fetchImpl(`${env.apiBase}/config`, { headers: { Accept: 'application/json' } })
    .then(async (response) =>
      response.ok ? PublicConfigSchema.parse(await response.json()) : null,
    )
    .catch(() => null);
  return pending;
}

/** Forgets the fetched settings (tests). */
export function resetPublicConfig(): void {
  pending = null;
}
