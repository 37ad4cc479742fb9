import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { AccessCodeDisplay } from './access-code-display';
import { CopyCodeButton } from './copy-code-button';

/**
 * "Log out of Clearpath?": the access code once more, and, while answers have not reached the
 * server (`unsent`), that logging out now would lose them (read out with the dialog, before its
 * text). Loaded when "Log out" is pressed.
 */
export default function LogoutDialog(props: {
  open: boolean;
  unsent: boolean;
  code: string | null;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { open, unsent, code } = props;
  const titleId = useId();
  const textId = useId();
  const warningId = useId();
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      // Read out as the dialog opens: the warning first, while answers wait.
      aria-describedby={unsent ? `${warningId} ${textId}` : textId}
    >
      <DialogTitle id={titleId}>Log out of Clearpath?</DialogTitle>
      <DialogContent>
        {unsent ? (
          <Alert id={warningId} severity="warning" role="status" sx={{ mb: 2 }}>
            Some answers haven’t reached Clearpath yet: they are kept only on this device, and
            logging out clears it. Stay logged in until you’re back online.
          </Alert>
        ) : null}
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {unsent ? '' : 'Your answers are saved. '}To come back to your answers, you’ll need your
          access code, so make sure you have it somewhere safe.
        </DialogContentText>
        {code ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <AccessCodeDisplay code={code} size="small" />
            <CopyCodeButton code={code} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose}>Stay logged in</Button>
        <Button variant="contained" onClick={props.onLogout}>
          {unsent ? 'Log out anyway' : 'Log out'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
