import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { routes } from '../../config/routes';
import { historySync } from '../navigation/navigation-sync';
import { commitQueue } from '../profile/profile-sync';
import { answersWaiting, answersWaitingOnDevice } from './answers-waiting';
import { authActions, useAuth } from './auth-store';

/** The dialog loads when it is first needed: it is not on any page's way to the screen. */
const LogoutDialog = lazy(() => import('./logout-dialog'));

/**
 * "Log out" in the tool header. It asks first, and shows the access code once more, because
 * the code is the only way back.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Drawn from the first "Log out" on, so it can close with its transition.
  const [wanted, setWanted] = useState(false);
  // Answers not yet with the server are lost at logout (this device is cleared): on opening,
  // what waits is sent, and while anything still waits here or in another tab the dialog says so.
  const [unsent, setUnsent] = useState(false);
  const ask = () => {
    setUnsent(answersWaiting());
    setWanted(true);
    setOpen(true);
    void Promise.all([historySync.flush(), commitQueue.flush()])
      .then(answersWaitingOnDevice)
      .then(setUnsent);
  };
  const code = useAuth((state) => state.password);
  const loggedIn = useAuth((state) => state.auth_token !== null);
  if (!loggedIn) return null;

  const logout = () => {
    setOpen(false);
    // Clears this device at once; the server is told in the background.
    void authActions['auth/logoutUser']();
    void navigate(routes.landing.href());
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<LogoutIcon aria-hidden />}
        onClick={ask}
        sx={{
          whiteSpace: 'nowrap',
          minHeight: 44,
          minWidth: 0,
          // Narrow phones: the word alone, so the header keeps to one line.
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        Log out
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <LogoutDialog
            open={open}
            unsent={unsent}
            code={code}
            onClose={() => setOpen(false)}
            onLogout={logout}
          />
        </Suspense>
      ) : null}
    </>
  );
}
