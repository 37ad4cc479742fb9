import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { routes } from '../../config/routes';
import { AccessCodeField } from './access-code-field';
import { answersWaitingOnDevice } from './answers-waiting';
import { authActions, authStore } from './auth-store';
import { BusySubmitButton } from './busy-submit-button';
import { useAccessCodeEntry } from './use-access-code-entry';

const OTHER_CODE =
  'That is not the code this session started with. Enter the same code to carry on, or log out instead.';

interface Props {
  /** Called once the session is renewed, so unsent work is sent now (the navigation sync). */
  onResumed?: () => void;
  /** Closes the dialog (it is drawn only while open). */
  onClose: () => void;
}

/**
 * The "Your session has ended" dialog itself, loaded only when a session ends
 * (session-expired-dialog.tsx opens it): it asks for the access code and renews the session in
 * place, so nothing the student has done is lost. Escape and the backdrop do not close it; "Log
 * out instead" does, but while answers wait for the renewed session it first says that logging
 * out would lose them, and only "Log out anyway" does.
 */
export function SessionExpiredForm({ onResumed, onClose }: Props) {
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const entry = useAccessCodeEntry(fieldRef);
  const [warned, setWarned] = useState(false);
  // The code field takes the focus as the dialog opens: it is the one thing asked for.
  const focusOnOpen = useCallback((input: HTMLInputElement | null) => {
    fieldRef.current = input;
    input?.focus();
  }, []);

  const close = () => {
    entry.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const resumed = await entry.submit({
      // Another valid code would send this session's unsent answers to someone else's account.
      refuse: (password) => {
        const current = authStore.getState().password;
        return current !== null && current !== password ? OTHER_CODE : null;
      },
      login: (password) => authActions['auth/login_user']({ password, resume: true }),
    });
    if (resumed) {
      close();
      onResumed?.();
    }
  };

  const logOut = async () => {
    if (!warned && (await answersWaitingOnDevice())) {
      setWarned(true);
      return;
    }
    close();
    void authActions['auth/logoutUser']();
    void navigate(routes.landing.href());
  };

  return (
    <Dialog
      open
      // Escape and the backdrop keep the dialog: leaving is the "Log out instead" button.
      onClose={() => undefined}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>Your session has ended</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            For your privacy, sessions end after a while or when you log out somewhere else. Enter
            your access code to carry on where you were — nothing you’ve done here is lost.
          </DialogContentText>
          <AccessCodeField
            value={entry.code}
            onChange={entry.changeCode}
            error={entry.fieldError}
            inputRef={focusOnOpen}
          />
          {entry.formError ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {entry.formError}
            </Alert>
          ) : null}
          {warned ? (
            <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
              Some answers haven’t reached Clearpath yet: they wait for you to log in again, and
              logging out now would lose them.
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => void logOut()}>
            {warned ? 'Log out anyway' : 'Log out instead'}
          </Button>
          <BusySubmitButton busy={entry.busy} busyLabel="Logging in…">
            Log in and carry on
          </BusySubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
