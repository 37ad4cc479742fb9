import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SCORE_TYPES } from '@clearpath/core';
import { savedNote, useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';
import { GuessField } from './guess-field';
import { NORM_QUESTIONS } from './guess-feedback';
import { NormsFeedback } from './norms-feedback';

export const MISSING_MESSAGE = 'Make your two guesses first.';
/** Next before "Check my guesses": the guesses are checked and the student stays to read how they did. */
export const CHECKED_ON_NEXT_MESSAGE =
  'Your guesses are saved. See how close you were above, then press Next to go on.';

function useGuess(pageId: string, key: string) {
  const [answer, save] = usePageAnswer<number>(pageId, key);
  return [typeof answer === 'number' ? answer : undefined, save] as const;
}

/**
 * Two guesses out of 100 (never used an illegal drug; used one in the past 12 months), kept in
 * the navigation history while in progress. "Check my guesses" saves them once as score 9 and
 * shows them against the real figures; Next does the same but keeps the student on the page, so
 * the figures are never skipped. The figures appear only after the guesses (none are on the page
 * before). A saved profile value wins: the first answer is kept, so the guesses are then
 * read-only.
 */
function DescriptiveNorms({ pageId }: WidgetProps<'descriptive-norms'>) {
  const saved = useProfileStore((state) => state.profile.descriptiveNorms);
  const saveScore = useProfileStore((state) => state.saveScore);
  const [never, saveNever] = useGuess(pageId, NORM_QUESTIONS[0].key);
  const [pastYear, savePastYear] = useGuess(pageId, NORM_QUESTIONS[1].key);
  // In review mode nothing is saved, but checking still shows the feedback.
  const [checked, setChecked] = useState<[number, number] | null>(null);
  const [message, setMessage] = useState('');
  const feedbackRef = useRef<HTMLHeadingElement>(null);
  const revealed = saved ?? checked;
  const values = revealed ?? [never, pastYear];
  const setters = [saveNever, savePastYear];

  function check(): string | null {
    if (revealed) return null;
    if (never === undefined || pastYear === undefined) return MISSING_MESSAGE;
    const guesses: [number, number] = [never, pastYear];
    setChecked(guesses);
    // Not awaited: the commit queue keeps it until it reaches the server (even offline).
    void saveScore({ type: SCORE_TYPES.descriptiveNorms, value: guesses });
    return null;
  }

  const gate = useBeforeNext(pageId, () => {
    if (revealed) return null;
    const result = check();
    if (result !== null) return result;
    requestAnimationFrame(() => feedbackRef.current?.focus());
    return savedNote(CHECKED_ON_NEXT_MESSAGE);
  });

  return (
    <Box sx={{ my: 2 }}>
      {NORM_QUESTIONS.map((question, index) => (
        <GuessField
          key={question.key}
          question={question.question}
          value={values[index]}
          readOnly={revealed !== null}
          describedBy={values[index] === undefined ? gate.describedBy : undefined}
          onChange={(next) => {
            setMessage('');
            setters[index]?.(next);
          }}
        />
      ))}
      {revealed === null && (
        <Button
          variant="contained"
          onClick={() => {
            const result = check();
            setMessage(result ?? '');
            if (result === null) requestAnimationFrame(() => feedbackRef.current?.focus());
          }}
        >
          Check my guesses
        </Button>
      )}
      {/* A polite region: the alerts inside take role="none" so they do not interrupt. */}
      <div role="status">
        {message && (
          <Alert role="none" severity="info" sx={{ mt: 2 }}>
            {message}
          </Alert>
        )}
      </div>
      {revealed && <NormsFeedback guesses={revealed} headingRef={feedbackRef} />}
    </Box>
  );
}

export const widget: WebWidget<'descriptive-norms'> = {
  name: 'descriptive-norms',
  Component: DescriptiveNorms,
};
