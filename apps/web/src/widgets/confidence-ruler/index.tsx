import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCORE_TYPES } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';
import { RATING_RANGE, RatingSlider } from '../shared/rating-slider';
import { SavedNote } from '../shared/saved-note';

export const WILLINGNESS_QUESTION = 'How important is it to me to make a change?';
export const CONFIDENCE_QUESTION = 'How confident am I that I could?';
export const WILLINGNESS_KEY = 'willingness';
export const CONFIDENCE_KEY = 'confidence';
/** Shown where the answers were given on an earlier page (Mindful Decisions, then My Plan). */
export const EARLIER_MESSAGE =
  'You answered these earlier, so here are the answers you gave then. Your feedback is based on them.';

/** The kind message while a slider is not answered yet. */
export function unansweredRulerMessage(left: number): string {
  const what = left === 1 ? 'the other slider' : 'both sliders';
  return `Move ${what} to where you are right now, then press Next. Any answer is fine.`;
}

/**
 * The confidence ruler: how important a change is (willingness) and how confident the student
 * is that they could make it, 0–10 each, saved on the page as given. Next asks for both, then
 * saves the confidence (commit_score 7) and the willingness (sent with process_confidence) once,
 * in that order through the commit queue, so the next page's feedback reads both.
 */
function ConfidenceRuler({ attributes, pageId }: WidgetProps<'confidence-ruler'>) {
  const reviewMode = useNavigationStore((state) => state.review_mode);
  const savedConfidence = useProfileStore((state) => state.profile.confidence_score);
  const savedWillingness = useProfileStore((state) => state.profile.willingness_score);
  const [willingness, saveWillingness] = usePageAnswer<number>(pageId, WILLINGNESS_KEY);
  const [confidence, saveConfidence] = usePageAnswer<number>(pageId, CONFIDENCE_KEY);
  const saved = savedConfidence !== null && savedWillingness !== null;
  const locked = reviewMode || saved;
  const shownWillingness = typeof willingness === 'number' ? willingness : savedWillingness;
  const shownConfidence = typeof confidence === 'number' ? confidence : savedConfidence;
  const fromEarlier = saved && typeof willingness !== 'number' && typeof confidence !== 'number';

  const gate = useBeforeNext(pageId, () => {
    if (locked) return null;
    const left = [willingness, confidence].filter((value) => typeof value !== 'number').length;
    if (left > 0) return unansweredRulerMessage(left);
    const store = useProfileStore.getState();
    // Not awaited: the commit queue sends them in this order and keeps them while offline.
    void store.saveScore({ type: SCORE_TYPES.confidence, value: confidence as number });
    void store.saveWillingness(willingness as number);
    return null;
  });

  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, my: 2, minWidth: 0 }}
      aria-describedby={gate.describedBy}
    >
      <Typography component="legend" sx={{ fontWeight: 500, mb: 1, p: 0 }}>
        {attributes.label ?? 'Where am I right now?'}
      </Typography>
      <Stack spacing={1}>
        <RatingSlider
          label={WILLINGNESS_QUESTION}
          missing={gate.describedBy}
          value={shownWillingness ?? undefined}
          onAnswer={saveWillingness}
          scale={{ ...RATING_RANGE, minLabel: 'Not important', maxLabel: 'Very important' }}
          readOnly={locked}
        />
        <RatingSlider
          label={CONFIDENCE_QUESTION}
          missing={gate.describedBy}
          value={shownConfidence ?? undefined}
          onAnswer={saveConfidence}
          scale={{ ...RATING_RANGE, minLabel: 'Not confident', maxLabel: 'Very confident' }}
          readOnly={locked}
        />
      </Stack>
      {saved &&
        (fromEarlier ? (
          <Alert severity="success" role="note" sx={{ mt: 2 }}>
            {EARLIER_MESSAGE}
          </Alert>
        ) : (
          <SavedNote subject="Your answers" />
        ))}
    </Box>
  );
}

export const widget: WebWidget<'confidence-ruler'> = {
  name: 'confidence-ruler',
  Component: ConfidenceRuler,
};
