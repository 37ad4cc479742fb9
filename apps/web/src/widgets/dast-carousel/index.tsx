import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { DAST_ANSWER_IDS, DastAnswerSchema, type DastAnswer } from '@clearpath/core';
import { dastQuery } from '../../features/content/content-api';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import { LoadError } from '../shared/load-error';
import { useSlides } from '../shared/use-slides';
import type { WebWidget, WidgetProps } from '../types';
import { useSavedSentence } from '../shared/saved-note';

const ANSWER_TEXT = { 1: 'Yes', 0: 'No' } as const;

/** The carousel's answers from the page's saved answers (1 yes, 0 no, undefined not yet). */
export function answersOf(saved: Record<string, unknown> | undefined): (DastAnswer | undefined)[] {
  return DAST_ANSWER_IDS.map((id) => {
    const parsed = DastAnswerSchema.safeParse(saved?.[id]);
    return parsed.success ? parsed.data : undefined;
  });
}

/**
 * The nine DAST questions (`dast-answer-0` … `dast-answer-8`), one per slide with yes/no, the
 * progress and a way back. Each answer is kept in the navigation history as it is given; Next
 * under the page saves all nine with `commit_dast_responses`, which gives the score and user type.
 * Once saved, the answers are shown read-only (the first answer stands, docs/product.md §5).
 */
function DastCarousel({ pageId }: WidgetProps<'dast-carousel'>) {
  const query = useQuery(dastQuery());
  const saved = useNavigationStore((state) => state.navigation_history[pageId]);
  const setAnswer = useNavigationStore((state) => state.setAnswer);
  const savedList = useProfileStore((state) => state.profile.dastList);
  const kept = useSavedSentence({ subject: 'Your answers' });
  const answers = answersOf(saved);
  const firstOpen = answers.findIndex((answer) => answer === undefined);
  const { slide, go, heading } = useSlides<HTMLLegendElement>(
    firstOpen === -1 ? DAST_ANSWER_IDS.length - 1 : firstOpen,
  );

  const gate = useBeforeNext(pageId, () => {
    if (useProfileStore.getState().profile.dastList.length > 0) return null;
    const current = answersOf(useNavigationStore.getState().navigation_history[pageId]);
    const open = current.findIndex((answer) => answer === undefined);
    if (open !== -1) {
      go(open);
      return `Answer all nine questions first. Question ${open + 1} still needs an answer.`;
    }
    void useProfileStore.getState().saveDast(current as DastAnswer[]);
    return null;
  });

  if (query.isPending) return <Typography sx={{ my: 2 }}>Loading the questions…</Typography>;
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        The questions could not be loaded. Check your connection and try again; nothing you answered
        is lost.
      </LoadError>
    );
  }
  const { questions, intro, attribution } = query.data;
  const attributionLine = (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      {attribution}
    </Typography>
  );

  if (savedList.length > 0) {
    return (
      <Box sx={{ my: 2 }}>
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {kept.text} Your result is based on them, so they stay as they are.
        </Alert>
        <Box component="ol" sx={{ pl: 3, '& li': { mb: 1 } }}>
          {questions.map((question, index) => (
            <li key={question.data_id}>
              {question.text} <strong>{ANSWER_TEXT[savedList[index] ?? 0]}</strong>
            </li>
          ))}
        </Box>
        {attributionLine}
      </Box>
    );
  }

  const question = questions[slide]!;
  const answer = answers[slide];
  const headingId = `${pageId}-dast-question`;
  const last = slide === questions.length - 1;
  const allAnswered = answers.every((entry) => entry !== undefined);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="DAST questions"
      sx={{ p: { xs: 2, sm: 3 }, my: 2 }}
    >
      <Typography sx={{ mb: 1.5 }}>{intro}</Typography>
      <Typography variant="body2" color="text.secondary" id={`${pageId}-dast-progress`}>
        Question {slide + 1} of {questions.length}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((slide + 1) / questions.length) * 100}
        aria-labelledby={`${pageId}-dast-progress`}
        sx={{ my: 1.5, height: 6, borderRadius: 3 }}
      />
      {/* The gate's message names the question it moved to: this one. */}
      <FormControl component="fieldset" sx={{ width: '100%' }} aria-describedby={gate.describedBy}>
        <Typography
          variant="h2"
          component="legend"
          id={headingId}
          ref={heading}
          tabIndex={-1}
          sx={{ fontSize: '1.25rem', mb: question.hint ? 0.5 : 1.5, outline: 'none' }}
        >
          {question.text}
        </Typography>
        {question.hint && (
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {question.hint}
          </Typography>
        )}
        <RadioGroup
          aria-labelledby={headingId}
          name={question.data_id}
          value={answer === undefined ? '' : String(answer)}
          onChange={(event) =>
            setAnswer(pageId, question.data_id, Number(event.target.value) as DastAnswer)
          }
          sx={{ flexDirection: 'row', gap: 2 }}
        >
          <FormControlLabel value="1" control={<Radio />} label="Yes" />
          <FormControlLabel value="0" control={<Radio />} label="No" />
        </RadioGroup>
      </FormControl>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 2, flexWrap: 'wrap' }}
      >
        <Button
          onClick={() => go(slide - 1)}
          disabled={slide === 0}
          startIcon={<ArrowBackIcon aria-hidden />}
        >
          Previous question
        </Button>
        {!last && (
          <Button
            variant="outlined"
            onClick={() => go(slide + 1)}
            disabled={answer === undefined}
            endIcon={<ArrowForwardIcon aria-hidden />}
          >
            Next question
          </Button>
        )}
      </Box>
      <Typography role="status" sx={{ mt: 2, '&:empty': { display: 'none' } }}>
        {last && allAnswered ? 'All nine answered. Choose Next below to see your result.' : ''}
      </Typography>
      {attributionLine}
    </Paper>
  );
}

export const widget: WebWidget<'dast-carousel'> = {
  name: 'dast-carousel',
  Component: DastCarousel,
  prefetch: (client) => void client.prefetchQuery(dastQuery()),
};
