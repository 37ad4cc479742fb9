import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { posnegsCounts } from '@clearpath/core';
import { BarChart } from '../../components/charts/bar-chart';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';

/**
 * The number of upsides and downsides the student chose, side by side. "Nothing comes to mind"
 * answers a side and counts as none.
 */
function PosnegsFeedback(_props: WidgetProps<'posnegs-feedback'>) {
  const profile = useProfileStore((state) => state.profile);
  if (profile.positivesList.length === 0 || profile.negativesList.length === 0) {
    return (
      <Alert severity="info" role="note" sx={{ my: 2 }}>
        Choose the upsides and downsides on the previous page to see them side by side.
      </Alert>
    );
  }
  const { positives, negatives } = posnegsCounts(profile);
  if (positives === 0 && negatives === 0) {
    return (
      <Alert severity="info" role="note" sx={{ my: 2 }}>
        Nothing came to mind on either side, and that&apos;s fine: not everyone notices much either
        way. If something does stand out later, good or not so good, it&apos;s worth noticing.
      </Alert>
    );
  }
  return (
    <Box sx={{ my: 2 }}>
      <BarChart
        label="Upsides and downsides you chose"
        data={[
          { label: 'Upsides', value: positives },
          { label: 'Downsides', value: negatives },
        ]}
      />
    </Box>
  );
}

export const widget: WebWidget<'posnegs-feedback'> = {
  name: 'posnegs-feedback',
  Component: PosnegsFeedback,
};
