import {
  STAFF_ROLES,
  type AdminTenantSettingsRequest,
  type AuditEntry,
  type StaffRole,
} from '@clearpath/core';
import { ROLE_LABELS } from './admin-sections';
import { dayLabel } from './figures-model';

/** The names of ids an entry may hold, where the page knows them (batches, staff members). */
export interface AuditNames {
  batches: ReadonlyMap<string, string>;
  staff: ReadonlyMap<string, string>;
}

const SETTING_LABELS: Record<keyof AdminTenantSettingsRequest, string> = {
  name: 'name',
  short_name: 'short name',
  website: 'website',
  logo: 'logo',
  colors: 'colours',
  support_services: 'support services',
  external_links: 'links',
  suppression_threshold: 'suppression threshold',
};

/**
 * The order details read in, whatever order the database keeps JSON keys in (jsonb sorts them
 * by length): what was done first, then its filters. Keys not listed follow, as stored.
 */
const DETAIL_ORDER = [
  'table',
  'format',
  'staff_id',
  'role',
  'disabled',
  'reset',
  'batch',
  'name',
  'from',
  'to',
  'include_test',
  'fields',
];
const rank = (key: string) => {
  const index = DETAIL_ORDER.indexOf(key);
  return index === -1 ? DETAIL_ORDER.length : index;
};

const isRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** Any other value: text as it is, a list joined, yes/no, else its JSON. */
function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  return JSON.stringify(value);
}

/**
 * One detail as a phrase, or null where it says nothing (an empty filter). Keys the log does
 * not know yet read as their name and value, so a new kind of entry still shows everything.
 */
function phrase(
  key: string,
  value: unknown,
  details: AuditEntry['details'],
  names: AuditNames,
): string | null {
  if (value === null || value === undefined) return null;
  switch (key) {
    case 'table':
      return `file: ${plain(value)}`;
    case 'format':
      return `format: ${String(value).toUpperCase()}`;
    case 'batch': {
      // A new batch's entry keeps its name beside its id, for when the page knows no name.
      const name = names.batches.get(String(value)) ?? details.name;
      return `batch: ${typeof name === 'string' ? name : plain(value)}`;
    }
    case 'name':
      return details.batch === undefined ? `name: ${plain(value)}` : null;
    case 'staff_id':
      return `staff member: ${names.staff.get(String(value)) ?? plain(value)}`;
    case 'role':
      return `role: ${isRole(value) ? ROLE_LABELS[value] : plain(value)}`;
    case 'from':
    case 'to':
      return typeof value === 'string' ? `${key}: ${dayLabel(value)}` : `${key}: ${plain(value)}`;
    case 'include_test':
      return value ? 'test students included' : 'test students left out';
    case 'disabled':
      return value ? 'access turned off' : 'access turned on';
    case 'reset':
      return value ? 'sent a new set-up link' : null;
    case 'fields': {
      const fields = Array.isArray(value) ? value : [value];
      if (fields.length === 0) return 'nothing changed';
      const labels = fields.map(
        (field) => SETTING_LABELS[field as keyof AdminTenantSettingsRequest] ?? plain(field),
      );
      return `changed: ${labels.join(', ')}`;
    }
    default:
      return `${key.replaceAll('_', ' ')}: ${plain(value)}`;
  }
}

/**
 * An entry's details as staff read them (the filters of an export, the fields edited, the
 * member changed…), e.g. "file: participants; format: CSV; batch: Autumn 2026".
 */
export function detailsText(
  details: AuditEntry['details'],
  names: AuditNames = { batches: new Map(), staff: new Map() },
): string {
  return Object.entries(details)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => phrase(key, value, details, names))
    .filter((text): text is string => text !== null)
    .join('; ');
}
