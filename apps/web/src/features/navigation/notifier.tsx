import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { visuallyHidden } from '../../components/visually-hidden';
import CloseIcon from '@mui/icons-material/Close';
import { DIALOG_TIMEOUT_MS } from '@clearpath/core';
import { useNavigationStore } from './navigation-store';

/**
 * How much of `target` the `cover` box hides, 0 to 1: a button under the notice is hidden, the
 * page's <main> or a heading it merely crosses is not.
 */
export function hiddenShare(cover: DOMRect, target: DOMRect): number {
  const width = Math.min(cover.right, target.right) - Math.max(cover.left, target.left);
  const height = Math.min(cover.bottom, target.bottom) - Math.max(cover.top, target.top);
  const area = (target.right - target.left) * (target.bottom - target.top);
  if (width <= 0 || height <= 0 || area <= 0) return 0;
  return (width * height) / area;
}

/** From this share of the focused element hidden on, the notice puts itself away. */
const HIDES_FOCUS = 0.25;

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
      const hidden = hiddenShare(notice.getBoundingClientRect(), focused.getBoundingClientRect());
      if (hidden >= HIDES_FOCUS) dismiss();
    };
    document.addEventListener('focusin', uncover);
    return () => document.removeEventListener('focusin', uncover);
  }, [shown, dismiss]);

  return (
    <>
      {/* Always on the page, so the message is announced when it is written into it: a status
          region that arrives with its text already in it is not read by every screen reader. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {shown ? message : null}
      </Box>
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
        // Read from the status region above, not a second time as an alert.
        slotProps={{ content: { role: 'presentation' } }}
      />
    </>
  );
}
