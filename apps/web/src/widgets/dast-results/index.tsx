import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dastSeverity, knownDastScore, putsUniversityFirst } from '@clearpath/core';
import { GaugeChart } from '../../components/charts/gauge-chart';
import { useProfileStore } from '../../features/profile/profile-store';
import { PhoneText } from '../../features/support/phone-text';
import { SupportServices } from '../../features/support/support-services';
import type { WebWidget, WidgetProps } from '../types';
import { DAST_BANDS, DAST_NOT_ANSWERED, SEVERITY_SENTENCES } from './dast-result';

const MAX_SCORE = 10;
/** Plain words, not "DAST": the name is explained on 1-2, which a non-user never sees. */
export const GAUGE_LABEL = 'Your screening score';
export const HELP_HEADING = 'You don’t have to do this alone';
export const HELP_LINE =
  'Your student health and counselling services are a good place to start. At any hour, Samaritans answer on 116 123.';

/**
 * The DAST score on a gauge and its severity band in words (the page says it only screens). For a
 * Substantial or Severe result, a warm line and the support services (core's order: the
 * student's own university first) come straight after the score, before the gauge, so they are
 * on the first screen of a phone.
 */
function DastResults(_props: WidgetProps<'dast-results'>) {
  const helpId = useId();
  const profile = useProfileStore((state) => state.profile);
  const selected = useProfileStore((state) => state.selected_drugs);
  const score = knownDastScore(profile, selected);
  if (score === null) {
    return (
      <Alert severity="info" role="note" sx={{ my: 2 }}>
        {DAST_NOT_ANSWERED}
      </Alert>
    );
  }
  const severity = dastSeverity(score);
  return (
    <Box sx={{ my: 2 }}>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 500 }}>
        {/* The band stays on one line: "Non-User" broke at its hyphen on a phone. */}
        Your score: {score} out of {MAX_SCORE} —{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {severity}
        </Box>
      </Typography>
      <Typography sx={{ mt: 0.5 }}>{SEVERITY_SENTENCES[severity]}</Typography>
      {putsUniversityFirst(severity) && (
        <Box component="section" aria-labelledby={helpId} sx={{ mt: 2 }}>
          <Typography variant="h2" id={helpId} sx={{ fontSize: '1.25rem', mb: 0.5 }}>
            {HELP_HEADING}
          </Typography>
          <Typography>
            <PhoneText text={HELP_LINE} />
          </Typography>
          <SupportServices filter="drugs" />
        </Box>
      )}
      <Box sx={{ maxWidth: 420, mx: 'auto' }}>
        <GaugeChart
          value={score}
          max={MAX_SCORE}
          label={GAUGE_LABEL}
          valueText={`${score} out of ${MAX_SCORE}`}
          bands={DAST_BANDS}
        />
      </Box>
    </Box>
  );
}

export const widget: WebWidget<'dast-results'> = {
  name: 'dast-results',
  Component: DastResults,
};
