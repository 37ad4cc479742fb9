import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DIALOG_TIMEOUT_MS } from '@clearpath/core';
import { logoutNoticeStore, useLogoutNotice } from './logout-notice-store';

/**
 * "You have been logged out." at the top of the screen for DIALOG_TIMEOUT_MS (docs/product.md §2, §9). The
 * status region is always on the page, so screen readers announce the message when it appears.
 */
export function LogoutNotice() {
  const shownAt = useLogoutNotice((state) => state.shownAt);

  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => logoutNoticeStore.getState().hide(), DIALOG_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);

  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        // At the top, but under the header (56 px on a phone, 64 above): "Get help" stays
        // visible and tappable while the notice shows.
        top: { xs: 64, sm: 72 },
        left: 0,
        right: 0,
        zIndex: 'snackbar',
        display: 'flex',
        justifyContent: 'center',
        px: 2,
        pointerEvents: 'none',
      }}
    >
      {shownAt !== null ? (
        <Alert
          severity="success"
          role="presentation"
          sx={{ boxShadow: 3, border: 1, borderColor: 'success.main', fontWeight: 500 }}
        >
          You have been logged out.
        </Alert>
      ) : null}
    </Box>
  );
}
