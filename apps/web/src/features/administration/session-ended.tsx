import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ADMIN_QUERY_ROOT, isSignedOut, meQuery } from './admin-session';
import { SignInForm } from './sign-in-form';

/**
 * Whether the staff session has ended while the area was open: any administration query or
 * change answered 401 (the session ran out, or was revoked). The page stays as it is beneath,
 * so nothing typed is lost.
 */
export function useSessionEnded(): { ended: boolean; resume: () => void } {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.queryKey[0] === ADMIN_QUERY_ROOT &&
        isSignedOut(event.action.error)
      ) {
        setEnded(true);
      }
    });
    // Only the staff area's changes run while it is open.
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isSignedOut(event.action.error)
      ) {
        setEnded(true);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return { ended, resume: () => setEnded(false) };
}

/**
 * Signs in again in place when the session has ended: the page beneath keeps its unsaved edits.
 * After signing in, everything the area shows is read again; a change that was refused is sent
 * again by the staff member (the dialog says so), never silently.
 */
export function SessionEndedDialog({
  open,
  email,
  onSignedIn,
}: {
  open: boolean;
  email: string;
  onSignedIn: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    // Not dismissable: without a session nothing on the page works.
    <Dialog open={open} aria-labelledby="session-ended-title" aria-describedby="session-ended-text">
      <DialogTitle id="session-ended-title">Please sign in again</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-ended-text" sx={{ mb: 2 }}>
          Your session has ended. Sign in again to go on: what you typed on this page is kept, and
          anything not saved yet can be saved once you are back.
        </DialogContentText>
        <SignInForm
          initialEmail={email}
          onSignedIn={(me) => {
            queryClient.setQueryData(meQuery().queryKey, me);
            void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] });
            onSignedIn();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
