import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { OPTIONAL_TOTAL_STEPS } from '@clearpath/core';
import { useNavigationStore } from './navigation-store';

function Bar({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <Box sx={{ flex: '1 1 12rem' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, gap: 1 }}>
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

/**
 * How far the student is (docs/product.md §4): the path's standard progress, and in a module with step
 * totals (3, 4, 4A, 5A) that module's own progress (core's `optionalProgress`, kept in the store).
 */
export function PathProgress() {
  const module = useNavigationStore((state) => state.current_module);
  const moduleProgress = useNavigationStore((state) => state.progress);
  const pathProgress = useNavigationStore((state) => state.std_progress);
  const counted = module !== null && Object.hasOwn(OPTIONAL_TOTAL_STEPS, module);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
      {counted && <Bar label="Progress through this module" value={moduleProgress} />}
      <Bar label="Progress through your path" value={pathProgress} />
    </Box>
  );
}
