import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes, supportHref } from '../../config/routes';

/**
 * Shown for a page the phone has not kept while there is no connection (docs/product.md §1): what
 * happened, that nothing is lost, and the ways on. The page opens by itself when the signal is
 * back (its request waits for the connection).
 */
export function NotOnThisPhone() {
  return (
    <Box role="status">
      <Typography variant="h1" gutterBottom>
        This page isn&apos;t on this phone yet
      </Typography>
      <Typography sx={{ mb: 2 }}>
        You&apos;re offline, and this page hasn&apos;t been saved on this phone. It will open by
        itself as soon as you&apos;re back online. Your answers so far are safe.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={routes.dashboard.href()} variant="contained">
          Go to the menu
        </Button>
        <Button component={RouterLink} to={supportHref()} variant="outlined">
          Get help
        </Button>
      </Box>
    </Box>
  );
}
