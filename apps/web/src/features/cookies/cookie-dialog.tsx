import { lazy, Suspense } from 'react';
import Dialog from '@mui/material/Dialog';
import { closeCookieDialog, useCookieDialogOpen } from './cookie-dialog-store';

const CookieDialogBody = lazy(() =>
  import('./cookie-dialog-body').then((module) => ({ default: module.CookieDialogBody })),
);

/**
 * The cookie dialog (docs/product.md §2, §3, §9): every cookie Clearpath sets and why, the
 * analytics choice (yes and no equally easy) and, when logged in, remember-me. Saving writes the
 * cookies and sends the choice with `/activity/set_cookie_settings`.
 */
export function CookieDialog() {
  const open = useCookieDialogOpen();
  return (
    <Dialog
      open={open}
      onClose={closeCookieDialog}
      aria-labelledby="cookie-dialog-title"
      scroll="paper"
      maxWidth="md"
    >
      {open ? (
        <Suspense fallback={null}>
          <CookieDialogBody />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
