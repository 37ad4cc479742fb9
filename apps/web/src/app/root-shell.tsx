import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TopProgressBar } from '../components/top-progress-bar';
import { LogoutNotice } from '../features/auth/logout-notice';
import { CookieDialog } from '../features/cookies/cookie-dialog';
import { PageViews } from '../features/cookies/page-views';
import { ConnectionBanner } from '../features/pwa/connection-banner';
import { predrawnPath, useReleasePredrawn } from '../lib/predrawn';
import { RouteFocus } from './route-focus';
import { scrollKey } from './scroll-key';

/**
 * Wraps every layout: scroll and focus handling after navigation, the top progress bar, the
 * offline and update banner, and the logged-out message.
 */
export function RootShell() {
  const navigation = useNavigation();
  // The app has gone elsewhere than the pre-drawn page (a student not logged in, another page
  // for this student): what it draws there takes the pre-drawn page's place.
  const { pathname } = useLocation();
  const predrawn = predrawnPath();
  useReleasePredrawn(predrawn !== null && predrawn !== pathname);
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <PageViews />
      <CookieDialog />
      <RouteFocus />
      <TopProgressBar busy={navigation.state !== 'idle'} />
      <ConnectionBanner />
      <LogoutNotice />
      <Outlet />
    </>
  );
}

/** Shown while the first screen's code arrives. */
export function AppLoading() {
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Typography color="text.secondary">Loading Clearpath…</Typography>
    </Box>
  );
}
