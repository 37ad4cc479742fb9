import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { routes, supportHref } from '../../config/routes';
import { deviceCookies } from '../../lib/device-cookies';
import { auth, useAuth } from './auth-store';
import { solveChallenge as browserSolver, type ChallengeSolver } from './challenge-solver';
import { LoginForm } from './login-form';
import { NewCodeStep } from './new-code-step';
import { RegisterForm } from './register-form';

interface Props {
  /** Fetches and solves the registration challenge; the browser's workers by default. */
  solveChallenge?: ChallengeSolver;
  /**
   * The pre-drawn first screen (prerender/landing.tsx): both ways the panel can open, the forms
   * and the check of a remembered device, each in its `data-access-body` box. The first-screen
   * loader marks <html> `data-access="checking"` where the app will check (the same test as
   * `checkingDevice` below), and the pre-drawn page's rules show that box alone, so nothing
   * moves when the app takes over (docs/decisions/0009-light-first-screen.md).
   */
  firstScreen?: boolean;
}

/**
 * Where a student starts Clearpath or comes back with their access code: register, log in, the
 * new code right after registering, or a way on when this device is already logged in.
 */
export function AccessPanel({ solveChallenge = browserSolver, firstScreen = false }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // As given: the form tells the student about a link it cannot use (docs/architecture.md §4).
  const batch = searchParams.get('batch') || null;
  const [newCode, setNewCode] = useState<string | null>(null);
  const loggedIn = useAuth((state) => state.auth_token !== null);
  const autoLoginTried = useAuth((state) => state.autoLoginTried);
  // The start-up login (start.tsx) runs for a remembered device or a tab that kept its session.
  const checkingDevice =
    !loggedIn && !autoLoginTried && (deviceCookies.rememberMe() === '1' || auth.hasTabSession());

  // docs/product.md §2: after login, a student not already on the dashboard is sent there.
  const toDashboard = () => {
    if (pathname !== routes.dashboard.href()) void navigate(routes.dashboard.href());
  };

  const checking = (
    <div data-access-body="checking">
      <Typography role="status">Checking whether this device remembers you…</Typography>
    </div>
  );
  const forms = (
    <div data-access-body="forms">
      <RegisterForm solveChallenge={solveChallenge} batchId={batch} onRegistered={setNewCode} />
      <Divider sx={{ my: 3 }}>or</Divider>
      <LoginForm onLoggedIn={toDashboard} />
    </div>
  );
  let body;
  if (firstScreen) {
    body = (
      <>
        {forms}
        {checking}
      </>
    );
  } else if (newCode !== null) {
    body = <NewCodeStep code={newCode} onContinue={toDashboard} />;
  } else if (loggedIn) {
    body = <LoggedInHere />;
  } else if (checkingDevice) {
    body = checking;
  } else {
    body = forms;
  }

  return (
    <Paper
      component="section"
      id="start"
      aria-labelledby="start-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography variant="h2" id="start-title" sx={{ mb: 1 }}>
        Start or continue
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Starting takes no name and no email. Coming back takes only your access code.
      </Typography>
      {body}
      <Box component="ul" sx={{ m: 0, mt: 3, pl: 2.5, '& li': { mb: 1 } }}>
        <li>
          <Link component={RouterLink} to={routes.privacy.href()}>
            Read how we protect your privacy
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to={supportHref()}>
            Need to talk to someone?
          </Link>
        </li>
      </Box>
    </Paper>
  );
}

function LoggedInHere() {
  return (
    <>
      <Typography sx={{ mb: 2 }}>You’re logged in on this device.</Typography>
      <Button
        component={RouterLink}
        to={routes.dashboard.href()}
        variant="contained"
        size="large"
        fullWidth
      >
        Go to my modules
      </Button>
    </>
  );
}
