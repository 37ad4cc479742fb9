import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { quizResultTitle, quizScore } from '@clearpath/core';
import { DonutChart } from '../../components/charts/donut-chart';
import { quizQuery } from '../../features/content/content-api';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';
import {
  choiceText,
  findQuizAnswers,
  isQuizComplete,
  type QuizAnswers,
  type QuizFileQuestion,
} from '../quiz/quiz-answers';
import { LoadError } from '../shared/load-error';

export const QUIZ_NOT_DONE_MESSAGE = 'Finish the quiz on the previous page to see your points.';

/** One row of the overview: the question, Correct/Incorrect in words and the right answer. */
function QuestionRow({ question, answers }: { question: QuizFileQuestion; answers: QuizAnswers }) {
  const answerId = answers[question.data_id];
  const title = answerId === undefined ? 'Not answered' : quizResultTitle(question, answerId);
  const correct = title === 'Correct';
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 500 }}>{question.question}</Typography>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        {correct ? (
          <CheckCircleIcon aria-hidden color="success" fontSize="small" />
        ) : (
          <CancelIcon aria-hidden color="error" fontSize="small" />
        )}
        {title}
      </Typography>
      <Typography color="text.secondary">
        The answer: {choiceText(question, question.correct_id)}
      </Typography>
    </Box>
  );
}

/**
 * The quiz points (module 1): a donut of right and not right with "7/10" in the middle, then
 * each question with its result. The answers are found by question data_id anywhere in the
 * navigation history, so this page does not depend on the quiz's page id.
 */
function PointsOverview(_props: WidgetProps<'points-overview'>) {
  const query = useQuery(quizQuery());
  const history = useNavigationStore((state) => state.navigation_history);
  const savedScore = useProfileStore((state) => state.profile.quiz_score);

  if (query.isPending) return <Skeleton variant="rounded" height={280} sx={{ my: 2 }} />;
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        Your points could not be loaded. Check your connection and try again.
      </LoadError>
    );
  }

  const { questions } = query.data;
  const answers = findQuizAnswers(history, questions);
  const complete = isQuizComplete(questions, answers);
  // The saved score is the one the student's feedback uses; core computes it otherwise.
  const score = savedScore ?? (complete ? quizScore(questions, answers) : null);
  if (score === null) {
    return <Typography sx={{ my: 2 }}>{QUIZ_NOT_DONE_MESSAGE}</Typography>;
  }

  return (
    <Box sx={{ my: 2 }}>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 500 }}>
        You got {score} out of {questions.length}
      </Typography>
      <DonutChart
        label="Your quiz points"
        centerText={`${score}/${questions.length}`}
        data={[
          { label: 'Correct', value: score },
          { label: 'Not correct', value: questions.length - score },
        ]}
      />
      <Box component="ol" aria-label="Your answers" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}>
        {questions.map((question) => (
          <QuestionRow key={question.data_id} question={question} answers={answers} />
        ))}
      </Box>
    </Box>
  );
}

export const widget: WebWidget<'points-overview'> = {
  name: 'points-overview',
  Component: PointsOverview,
  prefetch: (client) => void client.prefetchQuery(quizQuery()),
};
