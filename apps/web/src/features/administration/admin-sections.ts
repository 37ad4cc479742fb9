import type { StaffRole } from '@clearpath/core';
import { routes } from '../../config/routes';

/**
 * The sections of the staff area, in menu order (docs/product.md §6). A researcher reads figures
 * and exports; tenant admins and owners also manage their tenant. The server checks every
 * request; the menu only leaves out what the role cannot open.
 */
export const ADMIN_SECTIONS = [
  { segment: '', label: 'Figures', manage: false },
  { segment: 'export', label: 'Export', manage: false },
  { segment: 'batches', label: 'Batches', manage: true },
  { segment: 'settings', label: 'Support and branding', manage: true },
  { segment: 'staff', label: 'Staff', manage: true },
  { segment: 'audit', label: 'Audit log', manage: true },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['segment'];

/** Pages outside the signed-in sections. */
export const SIGN_IN_SEGMENT = 'sign-in';
export const SETUP_SEGMENT = 'setup';

/** Whether a role manages its tenant (batches, support services, branding, staff, audit log). */
export function canManage(role: StaffRole): boolean {
  return role === 'tenant-admin' || role === 'owner';
}

export function sectionsFor(role: StaffRole) {
  return ADMIN_SECTIONS.filter((section) => !section.manage || canManage(role));
}

/** The link to a section, keeping the chosen tenant and filters (`search`, with its `?`). */
export function sectionHref(segment: string, search = ''): string {
  return `${routes.administration.href(segment)}${search}`;
}

/** Names of roles as staff read them. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  researcher: 'Researcher',
  'tenant-admin': 'Tenant admin',
  owner: 'Owner',
};
