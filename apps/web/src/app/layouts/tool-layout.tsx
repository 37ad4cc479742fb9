import { Outlet } from 'react-router';
import Container from '@mui/material/Container';
import { LayoutFrame } from '../../components/layout-frame';

/** The dashboard and the content pages. */
export function ToolLayout() {
  return (
    <LayoutFrame>
      <Container maxWidth="md">
        <Outlet />
      </Container>
    </LayoutFrame>
  );
}
