import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { routes } from '../../config/routes';
import { AdminFrame } from './admin-frame';
import { adminApi } from './admin-api';
import { ADMIN_QUERY_ROOT, meQuery } from './admin-session';
import { PageHeading } from './page-heading';
import { SignInForm } from './sign-in-form';

/** Only a place inside the staff area is a place to come back to after signing in. */
export function safeNext(next: string | null): string {
  const home = routes.administration.href();
  if (next === null || !next.startsWith(`${home}`) || next.startsWith('//')) return home;
  return next;
}

/** The navigation state of "Sign out": sign-in ends the session as it opens. */
export const SIGN_OUT_STATE = { signOut: true } as const;

/**
 * Ends the staff session once, when sign-in was opened by "Sign out" (the page left first, so
 * its guard could ask about unsaved edits), and forgets everything the area had loaded.
 */
function useSignOutOnArrival() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const signingOut = (location.state as { signOut?: unknown } | null)?.signOut === true;
  const done = useRef(false);
  useEffect(() => {
    if (!signingOut || done.current) return;
    done.current = true;
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    void adminApi
      .logout()
      // The session ends on this device either way; the server forgets it when it expires.
      .catch(() => undefined)
      .finally(() => {
        // A reload of sign-in must not sign out a session made since.
        void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      });
  }, [signingOut, queryClient, navigate, location.pathname, location.search]);
}

/** `/administration/sign-in`: the sign-in form, then back to where the staff member was going. */
export function SignInPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useSignOutOnArrival();
  return (
    <AdminFrame>
      <Box sx={{ maxWidth: 480, mx: 'auto' }}>
        <PageHeading title="Sign in">
          For staff of the institutions that use Clearpath, and for approved researchers. Students
          don’t need an account.
        </PageHeading>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SignInForm
            onSignedIn={(me) => {
              queryClient.setQueryData(meQuery().queryKey, me);
              void navigate(safeNext(searchParams.get('next')), { replace: true });
            }}
          />
        </Paper>
      </Box>
    </AdminFrame>
  );
}
