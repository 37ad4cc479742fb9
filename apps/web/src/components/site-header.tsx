import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { routes, supportHref } from '../config/routes';
import { BrandLink, HeaderBar } from './header-bar';
import { ThemeToggle } from './theme-toggle';

/**
 * Product name (home link), the one-tap support link, the theme choice, and any `actions` the
 * layout adds (the tool layout's "Log out"). Sticky, so "Get help" stays one tap away however
 * far down a long page the student has scrolled.
 */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <HeaderBar sticky>
      <BrandLink to={routes.landing.href()} label="Clearpath home">
        {/* On a phone the mark alone, so the header keeps to one row and takes little of
            the screen while it stays on top (the link keeps its name). */}
        <Box
          component="span"
          sx={{ fontSize: '1.25rem', fontWeight: 500, display: { xs: 'none', sm: 'inline' } }}
        >
          Clearpath
        </Box>
      </BrandLink>
      <Box sx={{ flexGrow: 1 }} />
      <Link
        component={RouterLink}
        to={supportHref()}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontWeight: 500,
          py: 1,
          whiteSpace: 'nowrap',
        }}
      >
        <SupportIcon fontSize="small" aria-hidden />
        <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
          Get help
        </Box>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          Need to talk to someone?
        </Box>
      </Link>
      <ThemeToggle />
      {actions}
    </HeaderBar>
  );
}
