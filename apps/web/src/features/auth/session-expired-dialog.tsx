import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatAccessCode, normaliseAccessCode } from '@clearpath/core';
import { routes } from '../../config/routes';
import { ApiError, addUnauthorizedListener } from '../../lib/api-client';
import { AccessCodeField } from './access-code-field';
import { authActions, authStore } from './auth-store';

const NOT_A_CODE =
  'An access code has 12 letters and numbers in three groups of four, like ABCD-1234-EFGH. Check it and try again.';
const OTHER_CODE =
  'That is not the code this session started with. Enter the same code to carry on, or log out instead.';

interface Props {
  /** Called once the session is renewed, so unsent work is sent now (the navigation sync). */
  onResumed?: () => void;
}

/**
 * "Your session has ended": opened when an authenticated call is refused (401) while the student
 * is in the tool. It asks for the access code and renews the session in place, so nothing the
 * student has done is lost. Escape and the backdrop do not close it; "Log out instead" does.
 */
export function SessionExpiredDialog({ onResumed }: Props) {
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The code field takes the focus as the dialog opens: it is the one thing asked for.
  const focusOnOpen = useCallback((input: HTMLInputElement | null) => {
    fieldRef.current = input;
    input?.focus();
  }, []);

  useEffect(
    () =>
      addUnauthorizedListener((token) => {
        // Only the current session's token: a late answer to a revoked or replaced one is not news.
        if (token === authStore.getState().auth_token) setOpen(true);
      }),
    [],
  );

  const close = () => {
    setOpen(false);
    setCode('');
    setFieldError(null);
    setFormError(null);
    setBusy(false);
  };

  const showFieldError = (message: string) => {
    setFieldError(message);
    fieldRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const normalised = normaliseAccessCode(code);
    if (normalised === null) {
      showFieldError(NOT_A_CODE);
      return;
    }
    const password = formatAccessCode(normalised);
    const current = authStore.getState().password;
    if (current !== null && current !== password) {
      showFieldError(OTHER_CODE);
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await authActions['auth/login_user']({ password, resume: true });
      close();
      onResumed?.();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) showFieldError(error.message);
      else setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  const logOut = () => {
    close();
    void authActions['auth/logoutUser']();
    void navigate(routes.landing.href());
  };

  return (
    <Dialog
      open={open}
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
            value={code}
            onChange={(value) => {
              setCode(value);
              if (fieldError) setFieldError(null);
            }}
            error={fieldError}
            inputRef={focusOnOpen}
          />
          {formError ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {formError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={logOut}>Log out instead</Button>
          <Button
            type="submit"
            variant="contained"
            aria-disabled={busy}
            sx={busy ? { opacity: 0.7 } : undefined}
          >
            {busy ? 'Logging in…' : 'Log in and carry on'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
