import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TenantResponse } from '@clearpath/core';
import { routes, supportHref } from '../../config/routes';
import { InstallLink } from '../pwa/install-dialog';

/**
 * The menu's links (docs/product.md §2): Home, Activities, Support, About, Login (logged out only),
 * Install (when the browser offers it, or the iPhone steps), Privacy, the university's website and its links.
 */
export function DashboardLinks({
  tenant,
  loggedIn,
}: {
  tenant: TenantResponse | undefined;
  loggedIn: boolean;
}) {
  const internal = [
    { label: 'Home', to: routes.dashboard.href() },
    { label: 'Activities', to: routes.pageIndex.href() },
    { label: 'Support', to: supportHref() },
    { label: 'About', to: routes.landing.href() },
    ...(loggedIn ? [] : [{ label: 'Login', to: routes.landing.href() }]),
    { label: 'Privacy', to: routes.privacy.href() },
  ];
  const external = [
    ...(tenant?.website ? [{ label: `${tenant.short_name} website`, url: tenant.website }] : []),
    ...(tenant?.external_links ?? []),
  ];
  return (
    <Box component="nav" aria-labelledby="links-title" sx={{ mt: 5 }}>
      <Typography variant="h2" id="links-title" sx={{ mb: 1.5 }}>
        Links
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {internal.map((link) => (
          <li key={link.label}>
            <Button component={RouterLink} to={link.to} variant="text" sx={{ minHeight: 44 }}>
              {link.label}
            </Button>
          </li>
        ))}
        <InstallLink />
      </Box>
      {external.length > 0 ? (
        <Box component="ul" sx={{ pl: 3, mt: 2 }}>
          {external.map((link) => (
            <Typography component="li" key={link.url} sx={{ mb: 1 }}>
              <Link href={link.url} rel="noopener">
                {link.label}
              </Link>
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
