import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useHistoryReach } from '../navigation/history-reach';
import { useCommitQueueState } from '../profile/profile-sync';
import { usePwaStore } from './pwa-store';

export const OFFLINE_MESSAGE =
  "You're offline — your answers are saved on this device and will be sent when you're back online";

/** "1 answer waiting to be sent", "3 answers waiting to be sent". */
export function answersWaiting(count: number): string {
  return `${count} ${count === 1 ? 'answer' : 'answers'} waiting to be sent`;
}

/** While answers time out on their way: the device is online, but the connection too slow. */
export const SLOW_MESSAGE =
  'The connection is very slow right now — your answers are saved on this device and will be sent as soon as they get through';

/** While the server cannot store answers (its database away, its disk full: 5xx). */
export const SERVER_WAIT_MESSAGE =
  "Clearpath can't save answers right now. They're kept on this phone and will be sent in a moment.";

/** The kind message when the server has stored as much as it can for this student (413). */
export function heldMessage(count: number): string {
  const answers = count === 1 ? 'Your latest answer is' : `${count} of your answers are`;
  return `${answers} kept on this phone: Clearpath has saved as much as it can for one person. Nothing you've done is lost, and you can carry on.`;
}

/**
 * The connection and update messages at the top of every screen (docs/product.md §1): the
 * offline banner, how many answers are waiting, answers kept on the phone, and "A new version is
 * ready — Reload". Polite and persistent: they stay while they are true and take no focus.
 */
export function ConnectionBanner() {
  const online = usePwaStore((state) => state.online);
  const applyUpdate = usePwaStore((state) => state.applyUpdate);
  const queue = useCommitQueueState();
  const history = useHistoryReach();
  const sending = queue.waiting - queue.held;
  // The browser may still think it is online while nothing gets through (a dead signal): the
  // queue, or a save of the history, finds no connection. Answers that time out instead find a
  // connection too slow to answer in time.
  const slow = queue.blocked === 'slow' || (history.unreachable && history.slow);
  const offline = !online || queue.blocked === 'offline' || (history.unreachable && !history.slow);
  // The alerts sit in one polite live region: they are news, never an interruption.
  return (
    <Box role="status" aria-live="polite" sx={{ '&:empty': { display: 'none' } }}>
      {offline || slow || (sending > 0 && queue.blocked === 'server') ? (
        <Alert
          role="presentation"
          severity="info"
          variant={offline || slow ? 'filled' : 'standard'}
          sx={{ borderRadius: 0 }}
        >
          {offline ? OFFLINE_MESSAGE : slow ? SLOW_MESSAGE : SERVER_WAIT_MESSAGE}
          {sending > 0 ? (
            <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {answersWaiting(sending)}
            </Box>
          ) : null}
        </Alert>
      ) : sending > 0 && queue.blocked !== null ? (
        <Alert role="presentation" severity="info" sx={{ borderRadius: 0 }}>
          {answersWaiting(sending)}
        </Alert>
      ) : null}
      {queue.held > 0 ? (
        <Alert role="presentation" severity="warning" sx={{ borderRadius: 0 }}>
          {heldMessage(queue.held)}
        </Alert>
      ) : null}
      {applyUpdate ? (
        <Alert
          role="presentation"
          severity="success"
          sx={{ borderRadius: 0, alignItems: 'center' }}
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={applyUpdate}>
              Reload
            </Button>
          }
        >
          A new version is ready —
        </Alert>
      ) : null}
    </Box>
  );
}
