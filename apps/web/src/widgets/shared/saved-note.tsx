import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCommitQueueState } from '../../features/profile/profile-sync';

/**
 * "Your answers are saved." under a widget whose answers the profile keeps: a quiet note, not an
 * alert (it says how things stand, and is not news each time the page opens). While answers wait
 * on this device to reach Clearpath (offline, a session to renew), it says that instead.
 *
 * `subject` is what was saved ("Your answers"), `plural` whether it takes "are".
 */
interface SavedNoteProps {
  subject: string;
  plural?: boolean;
  after?: string;
}

/**
 * The sentence itself, for a widget that says more beside it: "saved" only once nothing waits
 * on this device to reach Clearpath.
 */
export function useSavedSentence(props: SavedNoteProps): { text: string; waiting: boolean } {
  const waiting = useCommitQueueState((state) => state.waiting > 0);
  const verb = props.plural === false ? 'is' : 'are';
  const text = waiting
    ? `${props.subject} ${verb} kept on this device for now, and will be sent as soon as Clearpath can be reached.`
    : `${props.subject} ${verb} saved${props.after ? ` ${props.after}` : ''}.`;
  return { text, waiting };
}

export function SavedNote(props: SavedNoteProps) {
  const { text, waiting } = useSavedSentence(props);
  return (
    <Alert severity={waiting ? 'info' : 'success'} role="note" sx={{ mt: 2 }}>
      {text}
    </Alert>
  );
}

/**
 * What the student gave, read-only, under its label (a heading, which names the section): saved
 * to the profile (with the note saying so, `saved`), or looked back at in review mode (`saved`
 * null).
 */
export function SavedAnswers(props: {
  label: string;
  saved: SavedNoteProps | null;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <Box component="section" aria-labelledby={labelId} sx={{ my: 2 }}>
      <Typography id={labelId} component="h2" variant="body1" sx={{ fontWeight: 500 }}>
        {props.label}
      </Typography>
      {props.children}
      {props.saved && <SavedNote {...props.saved} />}
    </Box>
  );
}
