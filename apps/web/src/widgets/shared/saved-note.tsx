import Alert from '@mui/material/Alert';
import { useCommitQueueState } from '../../features/profile/profile-sync';

/**
 * "Your answers are saved." under a widget whose answers the profile keeps: a quiet note, not an
 * alert (it says how things stand, and is not news each time the page opens). While answers wait
 * on this device to reach Clearpath (offline, a session to renew), it says that instead.
 *
 * `subject` is what was saved ("Your answers"), `plural` whether it takes "are".
 */
export function SavedNote(props: { subject: string; plural?: boolean; after?: string }) {
  const waiting = useCommitQueueState((state) => state.waiting > 0);
  const verb = props.plural === false ? 'is' : 'are';
  const text = waiting
    ? `${props.subject} ${verb} kept on this device for now, and will be sent as soon as Clearpath can be reached.`
    : `${props.subject} ${verb} saved${props.after ? ` ${props.after}` : ''}.`;
  return (
    <Alert severity={waiting ? 'info' : 'success'} role="note" sx={{ mt: 2 }}>
      {text}
    </Alert>
  );
}
