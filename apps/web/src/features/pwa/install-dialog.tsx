import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { usePwaStore } from './pwa-store';

/** Whether this is Safari on an iPhone or iPad, which installs only by "Add to Home Screen". */
export function isIosBrowser(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints' | 'platform'>) {
  const iPadAsMac = nav.platform === 'MacIntel' && nav.maxTouchPoints > 1;
  return /iPhone|iPad|iPod/.test(nav.userAgent) || iPadAsMac;
}

/** Whether the tool already runs as an installed app. */
function isStandalone(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/**
 * The menu's "Install" link and the PWA install dialog (docs/product.md §2): shown when the
 * browser offers to install (`beforeinstallprompt`), and on iPhone and iPad with the steps for
 * "Add to Home Screen"; never inside the installed app.
 */
export function InstallLink() {
  const offer = usePwaStore((state) => state.installOffer);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  const ios = !offer && isIosBrowser(navigator);
  if ((!offer && !ios) || isStandalone()) return null;

  const install = () => {
    setOpen(false);
    void offer
      ?.prompt()
      .catch(() => undefined)
      .finally(() => usePwaStore.setState({ installOffer: null }));
  };

  return (
    <li>
      <Button
        onClick={() => setOpen(true)}
        variant="text"
        sx={{ minHeight: 44 }}
        aria-haspopup="dialog"
      >
        Install
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>Install Clearpath</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            Add Clearpath to your home screen to open it like an app. It works on a weak signal and
            with no signal at all: your answers wait on this phone until you&apos;re back online. It
            takes no extra space to speak of and asks for no permissions.
          </DialogContentText>
          {ios ? (
            <Box component="ol" sx={{ mt: 2, mb: 0, pl: 3, '& li': { mb: 1 } }}>
              <li>Tap the Share button at the bottom or top of Safari (a square with an arrow).</li>
              <li>Scroll down and tap “Add to Home Screen”.</li>
              <li>Tap “Add”. Clearpath is now on your home screen.</li>
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={() => setOpen(false)}>{ios ? 'Close' : 'Not now'}</Button>
          {ios ? null : (
            <Button variant="contained" onClick={install}>
              Install
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </li>
  );
}
