import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AdminFiguresQuery } from '@clearpath/core';
import { adminApi } from './admin-api';
import { ADMIN_QUERY_ROOT } from './admin-session';

/** What the staff area reads, per tenant; every key starts with the administration root. */
export const tenantKey = (tenant: string) => [ADMIN_QUERY_ROOT, 'tenant', tenant] as const;

export const batchesQuery = (tenant: string) =>
  queryOptions({
    queryKey: [...tenantKey(tenant), 'batches'],
    queryFn: () => adminApi.batches(tenant),
  });

export const settingsQuery = (tenant: string) =>
  queryOptions({
    queryKey: [...tenantKey(tenant), 'settings'],
    queryFn: () => adminApi.settings(tenant),
  });

export const staffQuery = (tenant: string) =>
  queryOptions({
    queryKey: [...tenantKey(tenant), 'staff'],
    queryFn: () => adminApi.staff(tenant),
  });

export const figuresQuery = (tenant: string, filters: AdminFiguresQuery) =>
  queryOptions({
    queryKey: [...tenantKey(tenant), 'figures', filters],
    queryFn: () => adminApi.figures(tenant, filters),
    // Figures change as students answer; a revisit shows fresh numbers.
    staleTime: 0,
  });

export const auditQuery = (tenant: string) =>
  infiniteQueryOptions({
    queryKey: [...tenantKey(tenant), 'audit'],
    queryFn: ({ pageParam }) => adminApi.audit(tenant, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
    staleTime: 0,
  });

export const dictionaryQuery = () =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'dictionary'],
    queryFn: () => adminApi.dictionary(),
    staleTime: Infinity,
  });
