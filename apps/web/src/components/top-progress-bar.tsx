import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useRequestTracker } from '../lib/request-tracker';
import { useProgressBar, type ProgressBarOptions } from './use-progress-bar';

interface TopProgressBarProps extends ProgressBarOptions {
  /** Something else is loading too (e.g. the code for the next screen). */
  busy?: boolean;
}

/** A thin bar across the top of the screen while API requests are slow, red when one fails. */
export function TopProgressBar({ busy = false, ...options }: TopProgressBarProps) {
  const requests = useRequestTracker((state) => state.pendingRequests > 0);
  const active = requests || busy;
  const failed = useRequestTracker((state) => state.failed);
  const bar = useProgressBar(active, failed, options);
  const state = bar.failed ? 'failed' : bar.visible ? 'loading' : 'idle';

  return (
    <Box
      data-state={state}
      aria-hidden={bar.visible ? undefined : true}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        visibility: bar.visible ? 'visible' : 'hidden',
        pointerEvents: 'none',
      }}
    >
      <LinearProgress
        variant="determinate"
        value={bar.value}
        color={bar.failed ? 'error' : 'primary'}
        aria-label={bar.failed ? 'Loading failed' : 'Loading'}
        sx={{ height: 4, backgroundColor: 'transparent' }}
      />
    </Box>
  );
}
