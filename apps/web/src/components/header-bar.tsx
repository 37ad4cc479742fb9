import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { BrandMark } from './brand-mark';

/**
 * The bar at the top of every page, students' and staff's: one toolbar row (it wraps on a narrow
 * screen) and, below it, anything the layout adds (the staff area's menu).
 */
export function HeaderBar({
  sticky = false,
  children,
  below,
}: {
  sticky?: boolean;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <AppBar
      position={sticky ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 56 }, flexWrap: 'wrap' }}>
          {children}
        </Toolbar>
      </Container>
      {below}
    </AppBar>
  );
}

/** The mark and the name, a link home; `label` names it when the name is hidden on a phone. */
export function BrandLink({
  to,
  label,
  children,
}: {
  to: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="none"
      {...(label ? { 'aria-label': label } : {})}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary' }}
    >
      <BrandMark />
      {children}
    </Link>
  );
}
