import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes } from '../config/routes';

/**
 * The 404 content, shown for unknown addresses and for page ids that do not exist; inside the
 * programme (`menu`) its way on is the student's menu rather than the home page.
 */
export function NotFoundMessage({ menu = false }: { menu?: boolean }) {
  return (
    <>
      <title>Page not found · Clearpath</title>
      <Typography variant="h1" gutterBottom>
        This page could not be found
      </Typography>
      <Typography sx={{ mb: 1 }}>
        The link may be old, or part of the address may be missing. Nothing you have saved is
        affected.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Error code 404
      </Typography>
      <Button
        component={RouterLink}
        to={menu ? routes.dashboard.href() : routes.landing.href()}
        variant="contained"
        size="large"
      >
        {menu ? 'Go to the menu' : 'Go to the home page'}
      </Button>
    </>
  );
}
