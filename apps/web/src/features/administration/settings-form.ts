import type { AdminTenantSettingsRequest, SupportService } from '@clearpath/core';

/**
 * The settings editor's form state: every field as typed text, so an empty optional field can be
 * edited freely; `toRequest` turns it into what the server validates.
 */
export interface ServiceDraft {
  name: string;
  description: string;
  phone: string;
  text: string;
  web: string;
  hours: string;
  kind: SupportService['kind'];
}

export interface LinkDraft {
  label: string;
  url: string;
}

export interface SettingsDraft {
  name: string;
  short_name: string;
  website: string;
  logo: string;
  primary: string;
  secondary: string;
  suppression_threshold: string;
  support_services: ServiceDraft[];
  external_links: LinkDraft[];
}

export const SERVICE_KINDS: { value: SupportService['kind']; label: string }[] = [
  { value: 'university', label: 'Your institution' },
  { value: 'drugs', label: 'Drugs and alcohol' },
  { value: 'crisis', label: 'Crisis' },
];

export const EMPTY_SERVICE: ServiceDraft = {
  name: '',
  description: '',
  phone: '',
  text: '',
  web: '',
  hours: '',
  kind: 'university',
};

export function draftFrom(settings: AdminTenantSettingsRequest): SettingsDraft {
  return {
    name: settings.name,
    short_name: settings.short_name,
    website: settings.website,
    logo: settings.logo ?? '',
    primary: settings.colors?.primary ?? '',
    secondary: settings.colors?.secondary ?? '',
    suppression_threshold: String(settings.suppression_threshold),
    support_services: settings.support_services.map((service) => ({
      name: service.name,
      description: service.description,
      phone: service.phone ?? '',
      text: service.text ?? '',
      web: service.web ?? '',
      hours: service.hours ?? '',
      kind: service.kind,
    })),
    external_links: settings.external_links.map((link) => ({ ...link })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** Phone numbers are stored without spaces (E.164 or a short code); staff may type them spaced. */
const phoneOrNull = (value: string) => orNull(value.replace(/[\s()-]/g, ''));

/** The request body; the server's schema (the same as content/tenants/*.yaml) judges it. */
export function toRequest(draft: SettingsDraft): AdminTenantSettingsRequest {
  const primary = orNull(draft.primary);
  const secondary = orNull(draft.secondary);
  const threshold = Number(draft.suppression_threshold);
  return {
    name: draft.name.trim(),
    short_name: draft.short_name.trim(),
    website: draft.website.trim(),
    logo: orNull(draft.logo),
    colors:
      primary === null && secondary === null
        ? null
        : {
            ...(primary === null ? {} : { primary }),
            ...(secondary === null ? {} : { secondary }),
          },
    // A number the server refuses with a message if it is not a whole number in range.
    suppression_threshold: Number.isFinite(threshold) ? threshold : Number.NaN,
    support_services: draft.support_services.map((service) => ({
      name: service.name.trim(),
      description: service.description.trim(),
      phone: phoneOrNull(service.phone),
      text: phoneOrNull(service.text),
      web: orNull(service.web),
      hours: orNull(service.hours),
      kind: service.kind,
    })),
    external_links: draft.external_links.map((link) => ({
      label: link.label.trim(),
      url: link.url.trim(),
    })),
  };
}

/** Whether two drafts would save the same settings (text as sent: trimmed, phones unspaced). */
export function sameSettings(a: SettingsDraft, b: SettingsDraft): boolean {
  return JSON.stringify(toRequest(a)) === JSON.stringify(toRequest(b));
}

/** Moves an item of a list one place up (-1) or down (+1); a new array. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
