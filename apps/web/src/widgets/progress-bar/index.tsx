import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import type { WebWidget, WidgetProps } from '../types';

/**
 * The student's progress: the optional module's own progress in optional mode (core's
 * `optionalProgress`, kept in the store), otherwise the course's standard progress.
 */
function ProgressBar(_props: WidgetProps<'progress-bar'>) {
  const optional = useNavigationStore((state) => state.optional_mode);
  const value = useNavigationStore((state) => (optional ? state.progress : state.std_progress));
  const labelId = useId();
  const label = optional ? 'Progress through this module' : 'Progress through the course';
  return (
    <Box sx={{ my: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={labelId} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" aria-hidden>
          {value}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-labelledby={labelId}
        aria-valuetext={`${value}%`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

export const widget: WebWidget<'progress-bar'> = { name: 'progress-bar', Component: ProgressBar };
