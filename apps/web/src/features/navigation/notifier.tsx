import { useEffect, useRef } from 'react';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG_TIMEOUT_MS } from '@clearpath/core';
import { useNavigationStore } from './navigation-store';

/** Whether two boxes on the screen overlap. */
export function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The notifier (docs/product.md §2): "New module unlocked: …" for four seconds, announced politely. The
 * pointer on it or focus in it holds it open, and its close button puts it away at once, since on
 * a phone it sits over the page's buttons. Focus moved to something it covers (Tab to "Next" on
 * a phone) puts it away too, so what has the focus is never hidden (WCAG 2.4.11). A new message
 * gets its own four seconds: the Snackbar is keyed by it, so the timer of the one it replaces
 * does not put it away early.
 */
export function Notifier() {
  const open = useNavigationStore((state) => state.display_notification);
  const message = useNavigationStore((state) => state.notifier_info);
  const dismiss = useNavigationStore((state) => state.dismissNotification);
  const shown = open && message !== null;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!shown) return;
    const uncover = (event: FocusEvent) => {
      const notice = box.current;
      const focused = event.target;
      if (!notice || !(focused instanceof Element) || notice.contains(focused)) return;
      if (overlaps(notice.getBoundingClientRect(), focused.getBoundingClientRect())) dismiss();
    };
    document.addEventListener('focusin', uncover);
    return () => document.removeEventListener('focusin', uncover);
  }, [shown, dismiss]);

  return (
    <Snackbar
      ref={box}
      key={message ?? ''}
      open={shown}
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
