import { Outlet } from 'react-router';
import Container from '@mui/material/Container';
import { LayoutFrame } from '../../components/layout-frame';
import { LogoutButton } from '../../features/auth/logout-button';

/** The dashboard and the content pages, for a logged-in student: the header has "Log out". */
export function ToolLayout() {
  return (
    <LayoutFrame headerActions={<LogoutButton />}>
      <Container maxWidth="md">
        <Outlet />
      </Container>
    </LayoutFrame>
  );
}
