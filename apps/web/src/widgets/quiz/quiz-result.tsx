import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { quizResultTitle } from '@clearpath/core';
import { PhoneText } from '../../features/support/phone-text';
import { choiceText, type QuizFileQuestion } from './quiz-answers';

/**
 * The result of one question, in a polite live region that is on screen before the answer, so
 * the title is announced the moment it appears. Without an answer (review mode only) it shows
 * the correct answer and the explanation.
 */
export function QuizResult({
  question,
  answerId,
  showWithoutAnswer,
}: {
  question: QuizFileQuestion;
  answerId: string | undefined;
  showWithoutAnswer: boolean;
}) {
  const shown = answerId !== undefined || showWithoutAnswer;
  const title = answerId === undefined ? 'Not answered' : quizResultTitle(question, answerId);
  const correct = title === 'Correct';
  const correctText = choiceText(question, question.correct_id);
  return (
    <Box role="status" sx={{ mt: 2 }}>
      {shown && (
        <Box
          sx={{
            p: 2,
            borderRadius: 1,
            borderLeft: 6,
            borderColor: correct ? 'success.main' : 'error.main',
            bgcolor: 'action.hover',
          }}
        >
          <Typography
            component="p"
            variant="h3"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            {correct ? (
              <CheckCircleIcon aria-hidden color="success" />
            ) : (
              <CancelIcon aria-hidden color="error" />
            )}
            {title}
          </Typography>
          {!correct && correctText !== undefined && (
            <Typography sx={{ mt: 1, fontWeight: 500 }}>The answer is: {correctText}</Typography>
          )}
          {question.answer.map((line) => (
            <Typography key={line} sx={{ mt: 1 }}>
              <PhoneText text={line} />
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
