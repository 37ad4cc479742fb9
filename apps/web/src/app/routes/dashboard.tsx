import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../features/auth/auth-store';
import { CookieChoices } from '../../features/auth/cookie-choices';
import { Dashboard } from '../../features/dashboard/dashboard';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { Notifier } from '../../features/navigation/notifier';

/** `/dashboard`: the menu of modules, the links and the cookie choices. */
export function DashboardPage() {
  const loggedIn = useAuth((state) => state.auth_token !== null);
  const leaveToMenu = useNavigationStore((state) => state.leaveToMenu);
  // Going to the menu leaves review and optional modes (docs/product.md §4), however the student got here.
  useEffect(() => leaveToMenu(), [leaveToMenu]);
  return (
    <>
      <title>Modules · Clearpath</title>
      <Typography variant="h1" gutterBottom>
        Modules
      </Typography>
      <Dashboard loggedIn={loggedIn} />
      <CookieChoices />
      <Notifier />
    </>
  );
}
