import { Outlet } from 'react-router';
import Container from '@mui/material/Container';
import { LayoutFrame } from '../../components/layout-frame';
import { LogoutButton } from '../../features/auth/logout-button';
import { SessionExpiredDialog } from '../../features/auth/session-expired-dialog';
import { historySync } from '../../features/navigation/navigation-sync';
import { commitQueue } from '../../features/profile/profile-sync';

/** The dashboard and the content pages, for a logged-in student: the header has "Log out". */
export function ToolLayout() {
  return (
    <LayoutFrame headerActions={<LogoutButton />}>
      <Container maxWidth="md">
        <Outlet />
      </Container>
      {/* A refused session is renewed in place; what was not sent goes now. */}
      <SessionExpiredDialog
        onResumed={() => {
          void historySync.flush();
          void commitQueue.flush();
        }}
      />
    </LayoutFrame>
  );
}
