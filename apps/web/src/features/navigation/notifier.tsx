import Snackbar from '@mui/material/Snackbar';
import { DIALOG_TIMEOUT_MS } from '@clearpath/core';
import { useNavigationStore } from './navigation-store';

/** The notifier (spec §2): "New module unlocked: …" for four seconds, announced politely. */
export function Notifier() {
  const open = useNavigationStore((state) => state.display_notification);
  const message = useNavigationStore((state) => state.notifier_info);
  const dismiss = useNavigationStore((state) => state.dismissNotification);
  return (
    <Snackbar
      open={open && message !== null}
      autoHideDuration={DIALOG_TIMEOUT_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      message={message}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}
