import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dastSeverity, knownDastScore } from '@clearpath/core';
import { GaugeChart } from '../../components/charts/gauge-chart';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';
import { DAST_BANDS, DAST_NOT_ANSWERED, SEVERITY_SENTENCES } from './dast-result';

const MAX_SCORE = 10;

/** The DAST score on a gauge, its severity band in words, and a reminder that it screens. */
function DastResults(_props: WidgetProps<'dast-results'>) {
  const profile = useProfileStore((state) => state.profile);
  const selected = useProfileStore((state) => state.selected_drugs);
  const score = knownDastScore(profile, selected);
  if (score === null) {
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        {DAST_NOT_ANSWERED}
      </Alert>
    );
  }
  const severity = dastSeverity(score);
  return (
    <Box sx={{ my: 2 }}>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 500 }}>
        Your score: {score} out of {MAX_SCORE} — {severity}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>{SEVERITY_SENTENCES[severity]}</Typography>
      <Box sx={{ maxWidth: 420, mx: 'auto' }}>
        <GaugeChart
          value={score}
          max={MAX_SCORE}
          label="Your DAST score"
          valueText={`${score} out of ${MAX_SCORE}`}
          bands={DAST_BANDS}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        The DAST is a screening questionnaire, not a diagnosis. It gives a picture of the past 12
        months, and things can change.
      </Typography>
    </Box>
  );
}

export const widget: WebWidget<'dast-results'> = {
  name: 'dast-results',
  Component: DastResults,
};
