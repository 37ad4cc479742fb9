import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { commitmentMessageOf, type ContentOption } from '@clearpath/core';

/** The `commitmentMessages` option for a saved commitment score: its text and its feedback. */
export function CommitmentMessage(props: {
  options: readonly ContentOption[];
  score: number;
  /** Announced as it appears (right after the student saved the score). */
  live?: boolean;
}) {
  const { message } = commitmentMessageOf(props.options, props.score);
  if (message === null) return null;
  return (
    // Announced when it appears after saving (status); otherwise a note, read in its place.
    <Alert severity="success" icon={false} sx={{ my: 2 }} role={props.live ? 'status' : 'note'}>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {message.text}
      </Typography>
      {message.feedback && <Typography component="p">{message.feedback}</Typography>}
    </Alert>
  );
}
