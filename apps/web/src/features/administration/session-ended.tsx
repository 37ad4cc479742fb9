import { createContext, use, useEffect, useRef, useState } from 'react';
import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
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
export function useSessionEnded(): { ended: boolean; resumes: number; resume: () => void } {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);
  const [resumes, setResumes] = useState(0);
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
  return {
    ended,
    resumes,
    resume: () => {
      setEnded(false);
      setResumes((count) => count + 1);
    },
  };
}

/** How many times the staff member has signed in again in place (useSessionEnded). */
export const SessionResumes = createContext(0);

/**
 * A change of the staff area (useMutation). When it was refused because the session had ended,
 * its "Please sign in to continue." is dropped once the staff member has signed in again, so no
 * field or alert goes on saying so; they send the change again themselves.
 */
export function useAdminMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
): UseMutationResult<TData, DefaultError, TVariables> {
  const mutation = useMutation(options);
  const resumes = use(SessionResumes);
  const seen = useRef(resumes);
  const { error, reset } = mutation;
  useEffect(() => {
    if (seen.current === resumes) return;
    seen.current = resumes;
    if (isSignedOut(error)) reset();
  }, [resumes, error, reset]);
  return mutation;
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
