import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Guards edits not saved yet: while `dirty`, leaving by a link, the menu, the institution chooser
 * or the browser's Back asks first ("Leave without saving?"), and closing or reloading the tab
 * gets the browser's own warning (`beforeunload`; browsers show their own words).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
    >
      <DialogTitle id="unsaved-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-text">
          Your changes on this page are not saved. If you leave now, they are lost. Stay to save
          them with “Save changes”.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={stay} variant="contained">
          Stay
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error">
          Leave without saving
        </Button>
      </DialogActions>
    </Dialog>
  );
}
