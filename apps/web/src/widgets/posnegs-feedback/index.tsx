import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { BarChart } from '../../components/charts/bar-chart';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';

/** The number of upsides and downsides the student chose, side by side. */
function PosnegsFeedback(_props: WidgetProps<'posnegs-feedback'>) {
  const positives = useProfileStore((state) => state.profile.positivesList.length);
  const negatives = useProfileStore((state) => state.profile.negativesList.length);
  if (positives === 0 || negatives === 0) {
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        Choose the upsides and downsides on the previous page to see them side by side.
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
