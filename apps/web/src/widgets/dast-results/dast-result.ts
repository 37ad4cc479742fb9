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

/**
 * A short, plain line per band; the page adds the longer texts (feedback blocks). A non-user
 * skipped the questions and the page that names the screening (1-2), so theirs says what the
 * score is as well as why it is 0, and the page does not say it again.
 */
export const SEVERITY_SENTENCES: Record<DastSeverity, string> = {
  'Non-User':
    'This quick screening checks how drug use may be affecting you. You haven’t used drugs in the past 12 months, so your score is 0.',
  Low: 'Drug use seems to be causing you few problems at the moment.',
  Moderate: 'Drug use may be starting to cause you some problems.',
  Substantial: 'Drug use seems to be causing you real problems, and support can help.',
  Severe: 'Drug use seems to be causing you serious problems right now.',
};
