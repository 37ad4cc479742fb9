import { useState } from 'react';
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
  ];
  const link = (item: { label: string; to: string }) => (
    <li key={item.label}>
      <Button component={RouterLink} to={item.to} variant="text" sx={{ minHeight: 44 }}>
        {item.label}
      </Button>
    </li>
  );
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
        {internal.map(link)}
        <InstallLink />
        {link({ label: 'Privacy', to: routes.privacy.href() })}
      </Box>
      {tenant ? <UniversityMark tenant={tenant} /> : null}
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

/**
 * Whose Clearpath this is: the university's name, its logo when it has one (uploaded in the
 * administration area), and its colours as the mark's edge, the main one above the second
 * (docs/product.md §6: tenants change support services and branding).
 */
function UniversityMark({ tenant }: { tenant: TenantResponse }) {
  // A logo that does not load (offline, removed) leaves no empty white box: the name stays.
  const [failed, setFailed] = useState<string | null>(null);
  const main = tenant.colors.primary ?? 'primary.main';
  return (
    <Box
      data-university-mark
      sx={{
        mt: 3,
        pl: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
        position: 'relative',
      }}
    >
      <Box
        aria-hidden
        data-colour-edge
        sx={{
          position: 'absolute',
          left: 0,
          top: 0,
          bottom: 0,
          width: 4,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Box sx={{ flex: 1, bgcolor: main }} />
        <Box sx={{ flex: 1, bgcolor: tenant.colors.secondary ?? main }} />
      </Box>
      {tenant.logo && failed !== tenant.logo ? (
        // Logos are made for a light page: on white in both colour schemes. The name is beside
        // it, so the image says nothing more to a screen reader.
        <Box
          component="img"
          src={tenant.logo}
          alt=""
          onError={() => setFailed(tenant.logo)}
          sx={{
            display: 'block',
            maxHeight: 48,
            maxWidth: 200,
            p: 0.75,
            bgcolor: '#ffffff',
            borderRadius: 1,
          }}
        />
      ) : null}
      <Typography>Offered to students of {tenant.name}</Typography>
    </Box>
  );
}
