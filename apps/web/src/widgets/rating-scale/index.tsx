import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SCALE_PROFILE_FIELDS,
  isProfileValueSet,
  scaleCommit,
  type ScaleFile,
} from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { LoadError } from '../shared/load-error';
import type { WebWidget, WidgetProps } from '../types';
import {
  answersOnPage,
  completeAnswersInHistory,
  itemKey,
  unansweredMessage,
} from './scale-answers';
import { RadioItem, SliderItem } from './scale-item';
import { scaleQuery, useScale } from './use-scale';
import { SavedNote } from '../shared/saved-note';

export const LOADING_MESSAGE =
  'The questions are still loading. Give it a moment, then press Next.';
/** Next's message and the note in place of the questions while offline without them. */
export const OFFLINE_MESSAGE =
  "You're offline, and these questions aren't on this phone yet. They will appear as soon as you're back online.";

/**
 * The items of a rating scale (`content/scales/<scale>.yaml`): a radio group per item when the
 * scale labels every answer, else a slider per item between the end labels. Each answer is
 * saved on the page at once (`<scale>-<item>`); Next waits until every item is answered, then
 * saves the score once (the total, or the three relationship ratings). Once the score is saved,
 * or in review mode, the answers are shown read-only and Next is never held up.
 */
function RatingScale({ attributes, pageId }: WidgetProps<'rating-scale'>) {
  const query = useScale(attributes.scale);
  const scale = query.data;

  useBeforeNext(pageId, () => {
    if (query.isPending) return query.fetchStatus === 'paused' ? OFFLINE_MESSAGE : LOADING_MESSAGE;
    return null;
  });

  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        We couldn&apos;t load these questions. Check your connection and try again. Nothing
        you&apos;ve already answered is lost.
      </LoadError>
    );
  }
  if (!scale && query.fetchStatus === 'paused') {
    return (
      <Typography role="status" color="text.secondary" sx={{ my: 2 }}>
        {OFFLINE_MESSAGE}
      </Typography>
    );
  }
  if (!scale) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading the questions" sx={{ my: 2 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  return <ScaleItems pageId={pageId} scale={scale} legend={attributes.label ?? scale.question} />;
}

function ScaleItems({
  pageId,
  scale,
  legend,
}: {
  pageId: string;
  scale: ScaleFile;
  legend: string;
}) {
  const history = useNavigationStore((state) => state.navigation_history);
  const reviewMode = useNavigationStore((state) => state.review_mode);
  const saved = useProfileStore((state) =>
    isProfileValueSet(state.profile, SCALE_PROFILE_FIELDS[scale.score]),
  );
  const saveScore = useProfileStore((state) => state.saveScore);
  const locked = reviewMode || saved;
  const answers = answersOnPage(history[pageId], scale);
  // Read-only with nothing on this page: the answers given where the scale was first answered.
  const shown =
    locked && answers.every((answer) => answer === undefined)
      ? (completeAnswersInHistory(history, scale) ?? answers)
      : answers;

  const gate = useBeforeNext(pageId, () => {
    if (locked) return null;
    const left = answers.filter((answer) => answer === undefined).length;
    if (left > 0) return unansweredMessage(left, answers.length);
    // Not awaited: the commit queue keeps it until it reaches the server (even offline).
    void saveScore(scaleCommit(scale, answers as number[]));
    return null;
  });

  const Item = scale.answers.labels ? RadioItem : SliderItem;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, my: 2, minWidth: 0 }}
      aria-describedby={gate.describedBy}
    >
      <Typography component="legend" sx={{ fontWeight: 500, mb: 1, p: 0 }}>
        {legend}
      </Typography>
      <Stack spacing={1}>
        {scale.items.map((item, index) => (
          <Item
            key={item.data_id}
            pageId={pageId}
            scale={scale}
            item={item}
            answerKey={itemKey(scale, item.data_id)}
            fallback={shown[index]}
            readOnly={locked}
            missing={gate.describedBy}
          />
        ))}
      </Stack>
      {saved && <SavedNote subject="Your answers" />}
    </Box>
  );
}

export const widget: WebWidget<'rating-scale'> = {
  name: 'rating-scale',
  Component: RatingScale,
  prefetch: (client, { scale }) => void client.prefetchQuery(scaleQuery(scale)),
};
