import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routes, supportHref } from '../config/routes';
import { openCookieDialog } from '../features/cookies/cookie-dialog-store';

const FOOTER_LINKS = [
  { label: 'Privacy', to: routes.privacy.href() },
  { label: 'Accessibility', to: routes.accessibility.href() },
  { label: 'Need to talk to someone?', to: supportHref() },
];

export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 6, py: 3 }}
    >
      <Container maxWidth="lg">
        <Box component="nav" aria-label="Footer">
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 1,
            }}
          >
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link component={RouterLink} to={link.to} sx={{ display: 'inline-block', py: 0.5 }}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                component="button"
                type="button"
                onClick={openCookieDialog}
                sx={{
                  display: 'inline-block',
                  py: 0.5,
                  font: 'inherit',
                  verticalAlign: 'baseline',
                }}
              >
                Cookie settings
              </Link>
            </li>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Clearpath is anonymous: no name, no email, just your access code. In an emergency, call{' '}
          <Link href="tel:112">112</Link> or <Link href="tel:999">999</Link>.
        </Typography>
      </Container>
    </Box>
  );
}
