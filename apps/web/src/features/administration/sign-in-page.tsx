import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { routes } from '../../config/routes';
import { AdminFrame } from './admin-frame';
import { meQuery } from './admin-session';
import { PageHeading } from './page-heading';
import { SignInForm } from './sign-in-form';

/** Only a place inside the staff area is a place to come back to after signing in. */
export function safeNext(next: string | null): string {
  const home = routes.administration.href();
  if (next === null || !next.startsWith(`${home}`) || next.startsWith('//')) return home;
  return next;
}

/** `/administration/sign-in`: the sign-in form, then back to where the staff member was going. */
export function SignInPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
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
