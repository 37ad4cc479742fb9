import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG_TIMEOUT_MS } from '@clearpath/core';
import { useNavigationStore } from './navigation-store';

/**
 * The notifier (docs/product.md §2): "New module unlocked: …" for four seconds, announced politely. The
 * pointer on it or focus in it holds it open, and its close button puts it away at once, since on
 * a phone it sits over the page's buttons. A new message gets its own four seconds: the
 * Snackbar is keyed by it, so the timer of the one it replaces does not put it away early.
 */
export function Notifier() {
  const open = useNavigationStore((state) => state.display_notification);
  const message = useNavigationStore((state) => state.notifier_info);
  const dismiss = useNavigationStore((state) => state.dismissNotification);
  return (
    <Snackbar
      key={message ?? ''}
      open={open && message !== null}
      autoHideDuration={DIALOG_TIMEOUT_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      message={message}
      action={
        <IconButton aria-label="Close" color="inherit" size="small" onClick={dismiss}>
          <CloseIcon fontSize="small" aria-hidden />
        </IconButton>
      }
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } }}
    />
  );
}
