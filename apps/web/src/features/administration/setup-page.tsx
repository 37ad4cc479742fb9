import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { STAFF_PASSWORD_MIN_LENGTH, type AdminSetupStartResponse } from '@clearpath/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { routes } from '../../config/routes';
import { ApiError } from '../../lib/api-client';
import { adminApi } from './admin-api';
import { FormField, useFocusFirstProblem } from './form-field';
import { AdminFrame } from './admin-frame';
import { SIGN_IN_SEGMENT } from './admin-sections';
import { PageHeading } from './page-heading';
import { RecoveryCodes } from './recovery-codes';

/** The token of a set-password link, from `#token=…` (a fragment never reaches a server log). */
export function setupToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token === null || token === '' ? null : token;
}

/** The base32 secret in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * First-time account setup from the one-time link the CLI (or a tenant admin) gave: add
 * Clearpath to an authenticator app, choose a password, confirm with a code, save the recovery
 * codes.
 */
export function SetupPage() {
  const { hash } = useLocation();
  const token = setupToken(hash);
  const start = useQuery({
    queryKey: ['admin', 'setup', token],
    queryFn: () => adminApi.setupStart(token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  let body;
  if (token === null || start.isError) {
    body = <LinkProblem error={start.error} />;
  } else if (start.isPending) {
    body = <Typography role="status">Checking your link…</Typography>;
  } else {
    body = <Enrol token={token} enrolment={start.data} />;
  }

  return (
    <AdminFrame>
      <Box sx={{ maxWidth: 640, mx: 'auto' }}>
        <PageHeading title="Set up your account" />
        {body}
      </Box>
    </AdminFrame>
  );
}

function LinkProblem({ error }: { error: Error | null }) {
  const expired = error === null || (error instanceof ApiError && error.status < 500);
  return (
    <Alert severity="error" role="alert">
      {expired
        ? 'This set-up link has expired or has already been used. Ask the person who added you for a new link.'
        : error.message}
    </Alert>
  );
}

function Enrol({ token, enrolment }: { token: string; enrolment: AdminSetupStartResponse }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const focus = useFocusFirstProblem();
  const finish = useMutation({
    mutationFn: () => adminApi.setupFinish({ token, password, code: code.replace(/\s/g, '') }),
    onError: focus.refusedBy,
  });

  if (finish.isSuccess) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          Your account is ready
        </Typography>
        <RecoveryCodes codes={finish.data.recovery_codes} />
        <Button
          component={RouterLink}
          to={routes.administration.href(SIGN_IN_SEGMENT)}
          variant="contained"
          size="large"
          sx={{ mt: 3 }}
        >
          I’ve saved them — sign in
        </Button>
      </Paper>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (finish.isPending) return;
    const found: Record<string, string> = {};
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
      found.password = `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
    }
    if (repeat !== password) found.repeat = 'This is not the same as the password above.';
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      found.code = 'Enter the 6 digits your authenticator app shows now.';
    }
    setProblems(found);
    if (Object.keys(found).length === 0) finish.mutate();
    else focus.refused();
  };
  const serverFields = finish.error instanceof ApiError ? (finish.error.fields ?? {}) : {};
  const message = (field: string) => problems[field] ?? serverFields[field]?.join(' ');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 3 }}>
        You are setting up the account for <strong>{enrolment.email}</strong>. Signing in takes your
        password and a code from an authenticator app on your phone (such as Google Authenticator,
        Microsoft Authenticator or 1Password).
      </Typography>
      <Typography variant="h2" gutterBottom>
        1. Add Clearpath to your authenticator app
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
        {/* Dark modules on white with a quiet zone, in both colour schemes, so every app can scan it. */}
        <Box sx={{ bgcolor: '#FFFFFF', p: 1, borderRadius: 1, lineHeight: 0 }}>
          <QRCodeSVG
            value={enrolment.otpauth_url}
            size={184}
            marginSize={4}
            role="img"
            aria-label="QR code to scan with your authenticator app"
          />
        </Box>
        <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
          <Typography>Scan the code with the app. If you can’t scan it, enter this key:</Typography>
          <Typography
            component="code"
            data-testid="totp-secret"
            sx={{
              display: 'block',
              fontFamily: 'monospace',
              fontSize: '1.1rem',
              wordBreak: 'break-all',
              mt: 1,
            }}
          >
            {groupSecret(enrolment.totp_secret)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="h2" gutterBottom>
        2. Choose a password and confirm
      </Typography>
      {finish.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {finish.error.message}
        </Alert>
      ) : null}
      <Box
        component="form"
        ref={focus.form}
        noValidate
        onSubmit={submit}
        aria-label="Password and code"
      >
        <input type="hidden" name="username" autoComplete="username" value={enrolment.email} />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          problem={message('password')}
          helperText={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password that is easy to remember.`}
        />
        <FormField
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onValue={setRepeat}
          problem={message('repeat')}
        />
        <FormField
          label="6-digit code from the app"
          autoComplete="one-time-code"
          value={code}
          onValue={setCode}
          problem={message('code')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          last
        />
        <Button type="submit" variant="contained" size="large" aria-disabled={finish.isPending}>
          {finish.isPending ? 'Setting up…' : 'Set up my account'}
        </Button>
      </Box>
    </Paper>
  );
}
