import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes } from '../../config/routes';
import { useReleasePredrawn } from '../../lib/predrawn';
import { useNavigationStore } from './navigation-store';

/**
 * Shown instead of a page whose module is not open to the student (core's `isModuleOpen`):
 * opened by address or from the Activities index before the path leads there.
 */
export function ModuleClosed({ screening = false }: { screening?: boolean }) {
  const leaveToMenu = useNavigationStore((state) => state.leaveToMenu);
  useReleasePredrawn();
  return (
    <>
      <title>This module isn’t open to you yet · Clearpath</title>
      <Typography variant="h1" gutterBottom>
        This module isn’t open to you yet
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {screening
          ? 'My Profile is finished once you have answered the questions about drug use near its start. Pick up where you left off from the menu.'
          : 'Modules open as you go along your path, and some are for other students. The menu shows the modules that are open to you and where to carry on.'}
      </Typography>
      <Button
        component={RouterLink}
        to={routes.dashboard.href()}
        onClick={leaveToMenu}
        variant="contained"
        size="large"
      >
        Go to the menu
      </Button>
    </>
  );
}
