import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DAST_QUESTION_COUNT, dastFeedback, type DastQuestion } from '@clearpath/core';
import { dastQuery } from '../../features/content/content-api';
import { PhoneText } from '../../features/support/phone-text';
import { useProfileStore } from '../../features/profile/profile-store';
import { DAST_NOT_ANSWERED } from '../dast-results/dast-result';
import type { WebWidget, WidgetProps } from '../types';
import { LoadError } from '../shared/load-error';

/**
 * Where "What's going well" would be when no answer was protective (DAST 10): the intros promise
 * no strengths, and this says something true and kind in their place.
 */
export const NOTHING_PROTECTIVE_NOTE =
  'Right now, each of your answers points to something worth keeping an eye on. That can be hard to read. Answering so honestly takes courage, and it’s a real first step. Each point below comes with ideas or someone who can help, and you don’t have to take them on all at once.';

function FeedbackSection({ title, texts }: { title: string; texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, '& li + li': { mt: 1 } }}>
        {texts.map((text) => (
          <li key={text}>
            <Typography>
              <PhoneText text={text} />
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Feedback for each DAST answer (docs/product.md §9): the intro, then the protective signs ("going well"),
 * then the things to watch, each from `dast.yaml`. Core decides which answer goes where. With no
 * protective answer, a kind note stands where the protective signs would be.
 */
function DastFeedback(_props: WidgetProps<'dast-feedback'>) {
  const answers = useProfileStore((state) => state.profile.dastList);
  const query = useQuery(dastQuery());
  if (answers.length !== DAST_QUESTION_COUNT) {
    return (
      <Alert severity="info" role="note" sx={{ my: 2 }}>
        {DAST_NOT_ANSWERED}
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        We couldn&apos;t load your feedback. Check your connection and try again. Your answers are
        saved.
      </LoadError>
    );
  }
  if (!query.isSuccess) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading your feedback" sx={{ my: 2 }}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  }
  const { questions, feedback_intro: intro } = query.data;
  const plan = dastFeedback(answers);
  const texts = (indexes: readonly number[], pick: (question: DastQuestion) => string) =>
    indexes.flatMap((index) => {
      const question = questions[index];
      return question ? [pick(question)] : [];
    });
  return (
    <Box sx={{ my: 2 }}>
      <Typography>{intro}</Typography>
      {plan.protective.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{NOTHING_PROTECTIVE_NOTE}</Typography>
      ) : (
        <FeedbackSection
          title="What's going well"
          texts={texts(plan.protective, (question) => question.protective)}
        />
      )}
      <FeedbackSection
        title="Things to keep an eye on"
        texts={texts(plan.watch, (question) => question.watch)}
      />
    </Box>
  );
}

export const widget: WebWidget<'dast-feedback'> = {
  name: 'dast-feedback',
  Component: DastFeedback,
  prefetch: (client) => void client.prefetchQuery(dastQuery()),
};
