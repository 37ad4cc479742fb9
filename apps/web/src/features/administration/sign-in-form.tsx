import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminMeResponse } from '@clearpath/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { adminApi } from './admin-api';
import { FormField, useFocusFirstProblem } from './form-field';

type Step = 'password' | 'code';

/**
 * Staff sign-in (docs/architecture.md §1): e-mail and password, then the 6-digit code from the
 * authenticator app or one of the recovery codes. The server checks all three together and
 * answers the same whichever was wrong, so the form never says whether an e-mail exists. Used
 * by the sign-in page and, when a session ends, by the dialog that signs in again in place.
 */
export function SignInForm({
  initialEmail = '',
  onSignedIn,
}: {
  initialEmail?: string;
  onSignedIn: (me: AdminMeResponse) => void;
}) {
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordStep = useFocusFirstProblem();
  const codeStep = useFocusFirstProblem();

  // Focus follows a change of step or of code kind (not the first render: the page's heading
  // gets it after a navigation).
  const shown = useRef(`${step}-${recovery}`);
  useEffect(() => {
    if (shown.current === `${step}-${recovery}`) return;
    shown.current = `${step}-${recovery}`;
    (step === 'code' ? codeField : emailField).current?.focus();
  }, [step, recovery]);

  const toCode = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (email.trim() === '') problems.email = 'Enter your e-mail address.';
    if (password === '') problems.password = 'Enter your password.';
    setMissing(problems);
    if (Object.keys(problems).length === 0) {
      setError(null);
      setStep('code');
    } else {
      passwordStep.refused();
    }
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (!recovery && !/^\d{6}$/.test(typed.replace(/\s/g, ''))) {
      setMissing({ code: 'Enter the 6 digits your authenticator app shows now.' });
      codeStep.refused();
      return;
    }
    if (recovery && typed.length < 6) {
      setMissing({ code: 'Enter one of your recovery codes, like abcde-fghij.' });
      codeStep.refused();
      return;
    }
    setMissing({});
    setBusy(true);
    setError(null);
    try {
      const me = await adminApi.login({
        email: email.trim(),
        password,
        code: recovery ? typed : typed.replace(/\s/g, ''),
      });
      onSignedIn(me);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setCode('');
      setBusy(false);
      codeField.current?.focus();
    }
  };

  return (
    <>
      {step === 'password' ? (
        <Box
          component="form"
          ref={passwordStep.form}
          noValidate
          onSubmit={toCode}
          aria-label="E-mail and password"
        >
          <FormField
            inputRef={emailField}
            label="E-mail address"
            type="email"
            autoComplete="username"
            value={email}
            onValue={setEmail}
            problem={missing.email}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            problem={missing.password}
            last
          />
          <Button type="submit" variant="contained" size="large" fullWidth>
            Continue
          </Button>
        </Box>
      ) : (
        <Box
          component="form"
          ref={codeStep.form}
          noValidate
          onSubmit={(event) => void signIn(event)}
          aria-label="Sign-in code"
        >
          <Typography sx={{ mb: 2 }}>
            {recovery
              ? 'Enter one of the recovery codes you saved when you set up your account. Each works once.'
              : 'Open your authenticator app and enter the 6-digit code it shows for Clearpath.'}
          </Typography>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          ) : null}
          <FormField
            key={recovery ? 'recovery' : 'totp'}
            inputRef={codeField}
            label={recovery ? 'Recovery code' : '6-digit code'}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            value={code}
            onValue={setCode}
            problem={missing.code}
            slotProps={{
              htmlInput: recovery
                ? { spellCheck: false, autoCapitalize: 'none' }
                : { inputMode: 'numeric', maxLength: 7 },
            }}
            last
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            aria-disabled={busy}
            sx={{ mb: 2 }}
          >
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Button
              onClick={() => {
                setRecovery(!recovery);
                setCode('');
                setMissing({});
              }}
            >
              {recovery ? 'Use the code from my app' : 'Use a recovery code instead'}
            </Button>
            <Button
              onClick={() => {
                setStep('password');
                setPassword('');
                setCode('');
                setError(null);
              }}
            >
              Change e-mail or password
            </Button>
          </Box>
        </Box>
      )}
    </>
  );
}
