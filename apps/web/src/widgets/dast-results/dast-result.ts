import { DAST_SEVERITIES, dastSeverity, type DastSeverity } from '@clearpath/core';
import type { GaugeBand } from '../../components/charts/gauge-chart';

/** What the DAST widgets say before there is anything to show. */
export const DAST_NOT_ANSWERED = 'Answer the questions on the previous page to see your result.';

/** Core's severity bands as gauge ranges, found from core's own rule over the scores 0–10. */
export const DAST_BANDS: readonly GaugeBand[] = DAST_SEVERITIES.map((severity) => {
  const scores = Array.from({ length: 11 }, (_, score) => score).filter(
    (score) => dastSeverity(score) === severity,
  );
  return { label: severity, from: Math.min(...scores), to: Math.max(...scores) };
});

/** One short, plain sentence per band; the page adds the longer texts (feedback blocks). */
export const SEVERITY_SENTENCES: Record<DastSeverity, string> = {
  'Non-User': 'You have not used drugs in the past 12 months.',
  Low: 'Drug use seems to be causing you few problems at the moment.',
  Moderate: 'Drug use may be starting to cause you some problems.',
  Substantial: 'Drug use seems to be causing you real problems, and support can help.',
  Severe: 'Drug use seems to be causing you serious problems right now.',
};
