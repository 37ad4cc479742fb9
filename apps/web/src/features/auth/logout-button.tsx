import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import { routes } from '../../config/routes';
import { historySync } from '../navigation/navigation-sync';
import { commitQueue, useCommitQueueState } from '../profile/profile-sync';
import { AccessCodeDisplay } from './access-code-display';
import { authActions, useAuth } from './auth-store';
import { CopyCodeButton } from './copy-code-button';

/**
 * "Log out" in the tool header. It asks first, and shows the access code once more, because
 * the code is the only way back.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  // Answers not yet with the server are lost at logout (this device is cleared): on opening,
  // what waits is sent, and while anything still waits the dialog says so.
  const [unsent, setUnsent] = useState(false);
  const waiting = () => useCommitQueueState.getState().waiting > 0 || historySync.hasPending();
  const ask = () => {
    setUnsent(waiting());
    setOpen(true);
    void Promise.all([historySync.flush(), commitQueue.flush()]).then(() => setUnsent(waiting()));
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
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>Log out of Clearpath?</DialogTitle>
        <DialogContent>
          {unsent ? (
            <Alert severity="warning" role="status" sx={{ mb: 2 }}>
              Some of your answers haven’t reached Clearpath yet. If you log out now, they will be
              lost. Stay logged in until you’re back online, and they will be sent.
            </Alert>
          ) : null}
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {unsent
              ? 'To come back to your answers, you’ll need your access code, so make sure you have it somewhere safe.'
              : 'Your answers are saved. To come back to them, you’ll need your access code, so make sure you have it somewhere safe.'}
          </DialogContentText>
          {code ? (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <AccessCodeDisplay code={code} size="small" />
              <CopyCodeButton code={code} />
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)}>Stay logged in</Button>
          <Button variant="contained" onClick={logout}>
            {unsent ? 'Log out anyway' : 'Log out'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
