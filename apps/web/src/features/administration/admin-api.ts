import {
  ADMIN_CSRF_HEADER,
  AdminAuditResponseSchema,
  AdminBatchListResponseSchema,
  AdminBatchResponseSchema,
  AdminDataDictionaryResponseSchema,
  AdminFiguresResponseSchema,
  AdminMeResponseSchema,
  AdminOkResponseSchema,
  AdminSetupFinishResponseSchema,
  AdminSetupStartResponseSchema,
  AdminStaffCreateResponseSchema,
  AdminStaffListResponseSchema,
  AdminStaffUpdateResponseSchema,
  AdminTenantSettingsResponseSchema,
  type AdminFiguresQuery,
  type AdminMeResponse,
  type AdminLoginRequest,
  type AdminTenantSettingsRequest,
  type StaffRole,
} from '@clearpath/core';
import { env } from '../../config/env';
import { createApiClient, type ApiRequest, type ApiRequestOptions } from '../../lib/api-client';
import { requestTracker } from '../../lib/request-tracker';

/** The query string of figure and export filters (only the filters that are set). */
export function filterQuery(filters: AdminFiguresQuery): string {
  const params = new URLSearchParams();
  if (filters.batch) params.set('batch', filters.batch);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.include_test) params.set('include_test', 'true');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

const tenantPath = (tenant: string) => `/admin/tenants/${encodeURIComponent(tenant)}`;

/**
 * Where an export file downloads from: a plain GET with the session cookie. The files sent
 * with the same `exportId` are one export: they share their pseudonymous ids (core's
 * AdminExportQuerySchema).
 */
export function exportHref(
  tenant: string,
  table: 'participants' | 'events',
  format: 'csv' | 'json',
  filters: AdminFiguresQuery,
  exportId: string,
): string {
  const query = filterQuery(filters);
  const id = `export_id=${encodeURIComponent(exportId)}`;
  return `${env.apiBase}${tenantPath(tenant)}/export/${table}.${format}${query === '' ? '?' : `${query}&`}${id}`;
}

/** A new export's id: 22 random url-safe characters. */
export function newExportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Where the data dictionary downloads from (JSON). */
export const DICTIONARY_HREF = `${env.apiBase}/admin/export/dictionary`;

/**
 * The administration API (docs/architecture.md §1) on a request function. The staff session is
 * an httpOnly cookie, so requests carry no bearer token; every request that changes something
 * sends the session's CSRF token (from the latest login or `me` answer) in `X-CSRF-Token`. Every
 * answer is parsed with core's schema.
 */
export function createAdminApi(request: ApiRequest) {
  let csrfToken: string | null = null;

  const send = <T>(path: string, options: ApiRequestOptions<T>) => {
    const method = options.method ?? 'GET';
    const headers =
      method !== 'GET' && csrfToken !== null ? { [ADMIN_CSRF_HEADER]: csrfToken } : undefined;
    return request(path, { ...options, ...(headers ? { headers } : {}), token: null });
  };
  const keepSession = (answer: AdminMeResponse) => {
    csrfToken = answer.csrf_token;
    return answer;
  };

  return {
    login: async (body: AdminLoginRequest) =>
      keepSession(
        await send('/admin/login', { method: 'POST', body, schema: AdminMeResponseSchema }),
      ),
    logout: async () => {
      try {
        return await send('/admin/logout', { method: 'POST', schema: AdminOkResponseSchema });
      } finally {
        csrfToken = null;
      }
    },
    me: async () => keepSession(await send('/admin/me', { schema: AdminMeResponseSchema })),
    setupStart: (token: string) =>
      send('/admin/setup/start', {
        method: 'POST',
        body: { token },
        schema: AdminSetupStartResponseSchema,
      }),
    setupFinish: (body: { token: string; password: string; code: string }) =>
      send('/admin/setup/finish', {
        method: 'POST',
        body,
        schema: AdminSetupFinishResponseSchema,
      }),
    settings: (tenant: string) =>
      send(`${tenantPath(tenant)}/settings`, { schema: AdminTenantSettingsResponseSchema }),
    saveSettings: (tenant: string, body: AdminTenantSettingsRequest) =>
      send(`${tenantPath(tenant)}/settings`, {
        method: 'PUT',
        body,
        schema: AdminTenantSettingsResponseSchema,
      }),
    uploadLogo: (tenant: string, file: Blob) =>
      send(`${tenantPath(tenant)}/logo`, {
        method: 'PUT',
        file,
        schema: AdminTenantSettingsResponseSchema,
      }),
    removeLogo: (tenant: string) =>
      send(`${tenantPath(tenant)}/logo`, {
        method: 'DELETE',
        schema: AdminTenantSettingsResponseSchema,
      }),
    batches: (tenant: string) =>
      send(`${tenantPath(tenant)}/batches`, { schema: AdminBatchListResponseSchema }),
    createBatch: (tenant: string, name: string) =>
      send(`${tenantPath(tenant)}/batches`, {
        method: 'POST',
        body: { name },
        schema: AdminBatchResponseSchema,
      }),
    closeBatch: (tenant: string, batch: string) =>
      send(`${tenantPath(tenant)}/batches/${encodeURIComponent(batch)}/close`, {
        method: 'POST',
        schema: AdminBatchResponseSchema,
      }),
    staff: (tenant: string) =>
      send(`${tenantPath(tenant)}/staff`, { schema: AdminStaffListResponseSchema }),
    createStaff: (tenant: string, body: { email: string; role: StaffRole }) =>
      send(`${tenantPath(tenant)}/staff`, {
        method: 'POST',
        body,
        schema: AdminStaffCreateResponseSchema,
      }),
    updateStaff: (
      tenant: string,
      staff: string,
      body: { role?: StaffRole; disabled?: boolean; reset?: true },
    ) =>
      send(`${tenantPath(tenant)}/staff/${encodeURIComponent(staff)}`, {
        method: 'PATCH',
        body,
        schema: AdminStaffUpdateResponseSchema,
      }),
    audit: (tenant: string, before?: number) =>
      send(`${tenantPath(tenant)}/audit${before === undefined ? '' : `?before=${before}`}`, {
        schema: AdminAuditResponseSchema,
      }),
    figures: (tenant: string, filters: AdminFiguresQuery) =>
      send(`${tenantPath(tenant)}/figures${filterQuery(filters)}`, {
        schema: AdminFiguresResponseSchema,
      }),
    dictionary: () =>
      send('/admin/export/dictionary', { schema: AdminDataDictionaryResponseSchema }),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

/** The app's administration API: same base URL and progress bar as the student API. */
export const adminApi: AdminApi = createAdminApi(
  createApiClient({
    baseUrl: env.apiBase,
    getHost: () => window.location.host,
    getToken: () => null,
    fetch: (...args) => globalThis.fetch(...args),
    tracker: {
      start: () => requestTracker.getState().start(),
      end: () => requestTracker.getState().end(),
      fail: () => requestTracker.getState().fail(),
    },
  }),
);
