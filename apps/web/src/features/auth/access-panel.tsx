import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { routes, supportHref } from '../../config/routes';

/**
 * Where a student starts Clearpath or comes back with their access code. The register and login
 * forms are added here by the anonymous-access feature; this container owns the heading and the
 * place on the landing page.
 */
export function AccessPanel() {
  return (
    <Paper
      component="section"
      id="start"
      aria-labelledby="start-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography variant="h2" id="start-title" sx={{ mb: 1 }}>
        Start or continue
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Starting takes no name and no email. Coming back takes only your access code.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
        <li>
          <Link component={RouterLink} to={routes.privacy.href()}>
            Read how we protect your privacy
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to={supportHref()}>
            Need to talk to someone?
          </Link>
        </li>
      </Box>
    </Paper>
  );
}
