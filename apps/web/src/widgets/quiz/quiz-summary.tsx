import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { quizScore } from '@clearpath/core';
import { isQuizComplete, type QuizAnswers, type QuizFileQuestion } from './quiz-answers';
import { FOCUSABLE_HEADING_SX } from './heading-style';

interface QuizSummaryProps {
  questions: readonly QuizFileQuestion[];
  answers: QuizAnswers;
  /** The score saved in the profile, shown when this device has no answers (review mode). */
  savedScore: number | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** Opens question `index`: one left open (`open`), or the first to look at them again. */
  onReview: (index: number, open: boolean) => void;
}

/** The last slide: core's score once all are answered, or how many are left. */
export function QuizSummary({
  questions,
  answers,
  savedScore,
  headingRef,
  onReview,
}: QuizSummaryProps) {
  const total = questions.length;
  const complete = isQuizComplete(questions, answers);
  const score = complete ? quizScore(questions, answers) : savedScore;
  const open = questions.findIndex((question) => !(question.data_id in answers));
  const answered = total - questions.filter((question) => !(question.data_id in answers)).length;

  return (
    <Box>
      <Typography ref={headingRef} tabIndex={-1} variant="h2" sx={FOCUSABLE_HEADING_SX}>
        Your result
      </Typography>
      {score === null ? (
        <Typography sx={{ mb: 2 }}>
          You have answered {answered} of {total} questions. Answer all ten questions to see your
          result.
        </Typography>
      ) : (
        <Typography sx={{ mb: 2, fontSize: '1.25rem', fontWeight: 500 }}>
          You got {score} out of {total}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {score === null && open !== -1 && (
          <Button variant="contained" onClick={() => onReview(open, true)}>
            Go to question {open + 1}
          </Button>
        )}
        <Button variant="outlined" onClick={() => onReview(0, false)}>
          Look at the questions again
        </Button>
      </Box>
    </Box>
  );
}
