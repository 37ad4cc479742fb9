import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Container from '@mui/material/Container';
import { LayoutFrame } from '../../components/layout-frame';

/** The 404 page and errors outside any other layout. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame>
      <Container maxWidth="sm">{children ?? <Outlet />}</Container>
    </LayoutFrame>
  );
}
