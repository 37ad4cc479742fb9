import { createContext, useContext } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { AdminMeResponse, AdminTenantSummary } from '@clearpath/core';
import { ApiError } from '../../lib/api-client';
import { adminApi } from './admin-api';

/** Every administration query key starts here, so signing out drops them all at once. */
export const ADMIN_QUERY_ROOT = 'admin';

/** Who is signed in (and the CSRF token); a 401 means nobody is. */
export const meQuery = () =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'me'],
    queryFn: () => adminApi.me(),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** `me` with the tenant's new name, after its settings were saved. */
export function renameTenant(me: AdminMeResponse, tenantId: string, name: string): AdminMeResponse {
  return {
    ...me,
    tenants: me.tenants.map((tenant) => (tenant.id === tenantId ? { ...tenant, name } : tenant)),
  };
}

/** Whether an error says the staff session is missing or over. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The signed-in staff member and the tenant they are looking at (the `?tenant=` choice). */
export interface AdminContextValue {
  me: AdminMeResponse;
  tenant: AdminTenantSummary;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext);
  if (value === null) throw new Error('useAdminContext is used outside the signed-in area');
  return value;
}

/**
 * The tenant to show: the one named in the address if the staff member may see it, else their
 * own, else the first they may see.
 */
export function chooseTenant(
  me: AdminMeResponse,
  requested: string | null,
): AdminTenantSummary | undefined {
  return (
    me.tenants.find((tenant) => tenant.id === requested) ??
    me.tenants.find((tenant) => tenant.id === me.staff.tenant_id) ??
    me.tenants[0]
  );
}
