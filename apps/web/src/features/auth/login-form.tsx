import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatAccessCode, normaliseAccessCode } from '@clearpath/core';
import { ApiError } from '../../lib/api-client';
import { AccessCodeField } from './access-code-field';
import { authActions } from './auth-store';
import { ChoiceCheckbox } from './choice-checkbox';
import { REMEMBER_ME_TEXT } from './choice-texts';

const NOT_A_CODE =
  'An access code has 12 letters and numbers in three groups of four, like ABCD-1234-EFGH. Check it and try again.';

/** "I have an access code": log in with the code, optionally remembered on this device. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const titleId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    setFieldError(null);
    setBusy(true);
    try {
      await authActions['auth/login_user']({
        password: formatAccessCode(normalised),
        rememberMe: remember ? 1 : 0,
      });
      onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) showFieldError(error.message);
      else setFormError(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
      <Typography variant="h3" component="h3" id={titleId} sx={{ mb: 1 }}>
        I have an access code
      </Typography>
      <Typography sx={{ mb: 2 }}>Pick up where you left off, on any phone or computer.</Typography>
      <AccessCodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          if (fieldError) setFieldError(null);
        }}
        error={fieldError}
        inputRef={fieldRef}
      />
      <ChoiceCheckbox {...REMEMBER_ME_TEXT} checked={remember} onChange={setRemember} />
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        aria-disabled={busy}
        sx={busy ? { opacity: 0.7 } : undefined}
      >
        {busy ? 'Logging in…' : 'Log in'}
      </Button>
    </Box>
  );
}
