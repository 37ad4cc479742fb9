import type { DastSeverity } from './dast';

/** The groups a list of support services is made of. */
export const SUPPORT_SECTIONS = ['university', 'national', 'emergency'] as const;
export type SupportSection = (typeof SUPPORT_SECTIONS)[number];
/** What a tenant or national service is for (content: a tenant service's `kind`). */
export type SupportServiceKind = 'crisis' | 'drugs' | 'university';
/** Which services a list shows (content: `::resources{filter="…"}`). */
export type SupportFilter = 'all' | SupportServiceKind;

/** DAST results for which the student's own university services come first. */
const UNIVERSITY_FIRST: ReadonlySet<DastSeverity> = new Set(['Substantial', 'Severe']);

/**
 * Whether a student with this DAST result should see their own institution's student health
 * and counselling first (issue #21): true for a Substantial or Severe result.
 */
export function putsUniversityFirst(severity: DastSeverity | null): boolean {
  return severity !== null && UNIVERSITY_FIRST.has(severity);
}

/**
 * The order of a support list. For a Substantial or Severe DAST result: the student's own
 * university services, then the national ones, then the emergency numbers (shown, not first).
 * Otherwise (no result yet, or a lower one): emergency numbers first, then the university's,
 * then the national services.
 */
export function supportSectionOrder(severity: DastSeverity | null): readonly SupportSection[] {
  return putsUniversityFirst(severity)
    ? ['university', 'national', 'emergency']
    : ['emergency', 'university', 'national'];
}

/**
 * Whether a list with `filter` shows a service of `kind`. A Substantial or Severe result
 * always shows the university's services, whatever the filter: they are the first step the
 * page recommends.
 */
export function showsSupportService(
  filter: SupportFilter,
  kind: SupportServiceKind,
  severity: DastSeverity | null,
): boolean {
  if (filter === 'all' || filter === kind) return true;
  return kind === 'university' && putsUniversityFirst(severity);
}
