import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AccessCodeField } from './access-code-field';
import { BusySubmitButton } from './busy-submit-button';
import { useAccessCodeEntry } from './use-access-code-entry';
import { authActions } from './auth-store';
import { ChoiceCheckbox } from './choice-checkbox';
import { REMEMBER_ME_TEXT } from './choice-texts';

/** "I have an access code": log in with the code, optionally remembered on this device. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const titleId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [remember, setRemember] = useState(false);
  const entry = useAccessCodeEntry(fieldRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const loggedIn = await entry.submit({
      login: (password) =>
        authActions['auth/login_user']({ password, rememberMe: remember ? 1 : 0 }),
    });
    if (loggedIn) onLoggedIn();
  };

  return (
    <Box component="form" noValidate aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
      <Typography variant="h3" component="h3" id={titleId} sx={{ mb: 1 }}>
        I have an access code
      </Typography>
      <Typography sx={{ mb: 2 }}>Pick up where you left off, on any phone or computer.</Typography>
      <AccessCodeField
        value={entry.code}
        onChange={entry.changeCode}
        error={entry.fieldError}
        inputRef={fieldRef}
      />
      <ChoiceCheckbox {...REMEMBER_ME_TEXT} checked={remember} onChange={setRemember} />
      {entry.formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {entry.formError}
        </Alert>
      ) : null}
      <BusySubmitButton busy={entry.busy} busyLabel="Logging in…" size="large" fullWidth>
        Log in
      </BusySubmitButton>
    </Box>
  );
}
