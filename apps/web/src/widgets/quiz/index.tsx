import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { SCORE_TYPES, quizScore } from '@clearpath/core';
import { quizQuery } from '../../features/content/content-api';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';
import {
  isQuizComplete,
  nextSlide,
  quizAnswersOnPage,
  type QuizFileQuestion,
} from './quiz-answers';
import { QuizQuestion } from './quiz-question';
import { QuizSummary } from './quiz-summary';
import { LoadError } from '../shared/load-error';

export const QUIZ_INCOMPLETE_MESSAGE = 'Answer all ten questions to see your result.';

/** Where the quiz opens: the summary when it is done or locked, else the first open question. */
function firstSlide(questions: readonly QuizFileQuestion[], answered: Set<string>, done: boolean) {
  if (done) return questions.length;
  const open = questions.findIndex((question) => !answered.has(question.data_id));
  return open === -1 ? questions.length : open;
}

/** Saves core's score once every question on the page is answered (first given is kept). */
function saveScoreWhenComplete(pageId: string, questions: readonly QuizFileQuestion[]) {
  const page = useNavigationStore.getState().navigation_history[pageId];
  const answers = quizAnswersOnPage(page, questions);
  const profile = useProfileStore.getState();
  if (!isQuizComplete(questions, answers) || profile.profile.quiz_score !== null) return;
  // Not awaited: the profile takes the score at once (the next page reads it, even offline)
  // and the commit queue sends it when it can, reporting a refusal itself.
  void profile.saveScore({ type: SCORE_TYPES.quiz, value: quizScore(questions, answers) });
}

/**
 * The module quiz (docs/product.md §3, §5): one question at a time with Back and Next, the result of each
 * answer at once, and a summary with core's score, saved once all ten are answered.
 */
function Quiz({ pageId }: WidgetProps<'quiz'>) {
  const query = useQuery(quizQuery());
  const page = useNavigationStore((state) => state.navigation_history[pageId]);
  const reviewMode = useNavigationStore((state) => state.review_mode);
  const savedScore = useProfileStore((state) => state.profile.quiz_score);
  const [slide, setSlide] = useState<number | null>(null);
  // Sent back from the result to a question left open: Next leads to the next one still open.
  const [resuming, setResuming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<'heading' | 'next' | null>(null);

  const questions = query.data?.questions ?? [];
  const answers = quizAnswersOnPage(page, questions);
  const complete = isQuizComplete(questions, answers);
  const locked = reviewMode || savedScore !== null;
  const current = slide ?? firstSlide(questions, new Set(Object.keys(answers)), locked || complete);
  const question = questions[current];
  const next = nextSlide(questions, answers, current, resuming);

  const gate = useBeforeNext(pageId, () => {
    if (locked) return null;
    if (!complete) return QUIZ_INCOMPLETE_MESSAGE;
    saveScoreWhenComplete(pageId, questions);
    return null;
  });

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'heading') headingRef.current?.focus();
    if (target === 'next') nextRef.current?.focus();
  });

  function goTo(next: number) {
    focusTarget.current = 'heading';
    setSlide(next);
  }

  if (query.isPending) return <Skeleton variant="rounded" height={320} sx={{ my: 2 }} />;
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        The quiz could not be loaded. Check your connection and try again.
      </LoadError>
    );
  }

  const total = questions.length;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Quiz"
      aria-describedby={gate.describedBy}
      sx={{ my: 2 }}
    >
      {current === 0 && query.data.intro !== undefined && (
        <Typography sx={{ mb: 2 }}>{query.data.intro}</Typography>
      )}
      {question === undefined ? (
        <QuizSummary
          questions={questions}
          answers={answers}
          savedScore={savedScore}
          headingRef={headingRef}
          onReview={(index, open) => {
            setResuming(open);
            goTo(index);
          }}
        />
      ) : (
        <Box aria-roledescription="slide" aria-label={`Question ${current + 1} of ${total}`}>
          <Typography color="text.secondary" sx={{ mb: 0.5 }}>
            Question {current + 1} of {total}
          </Typography>
          <LinearProgress
            aria-hidden
            variant="determinate"
            value={((current + 1) / total) * 100}
            sx={{ mb: 3, height: 6, borderRadius: 3 }}
          />
          <QuizQuestion
            key={question.data_id}
            question={question}
            pageId={pageId}
            locked={locked}
            headingRef={headingRef}
            onAnswered={() => {
              focusTarget.current = 'next';
              setSlide(current);
              saveScoreWhenComplete(pageId, questions);
            }}
          />
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Button
              variant="outlined"
              startIcon={<ArrowBackIcon aria-hidden />}
              disabled={current === 0}
              onClick={() => goTo(current - 1)}
            >
              Back
            </Button>
            <Button
              ref={nextRef}
              variant="contained"
              endIcon={<ArrowForwardIcon aria-hidden />}
              onClick={() => goTo(next)}
            >
              {next === total ? 'See your result' : 'Next question'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

export const widget: WebWidget<'quiz'> = {
  name: 'quiz',
  Component: Quiz,
  prefetch: (client) => void client.prefetchQuery(quizQuery()),
};
