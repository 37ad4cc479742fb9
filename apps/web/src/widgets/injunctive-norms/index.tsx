import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  ACTIVITY_TYPES,
  injunctiveOptionsInStanceOrder,
  type ContentOption,
} from '@clearpath/core';
import { useProfileStore } from '../../features/profile/profile-store';
import { savedNote, useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { OptionSetStatus } from '../shared/option-set-status';
import { optionSetQuery, useOptionSet } from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';
import { NormQuestion } from './norm-question';
import { useSavedSentence } from '../shared/saved-note';

/**
 * The three questions of `options/injunctiveNorms.yaml`, in its order: each question owns three
 * consecutive options, and an option's number is its position in the set (0–8).
 */
export const INJUNCTIVE_QUESTIONS = [
  {
    key: 'injunctive-a',
    legend: 'What would most students think of someone trying a drug once or twice?',
  },
  {
    key: 'injunctive-b',
    legend:
      'What would most students think of someone using drugs now and then, such as on nights out?',
  },
  {
    key: 'injunctive-c',
    legend: 'What would most students think of someone using drugs every week?',
  },
] as const;
const PER_QUESTION = 3;

export const UNANSWERED_MESSAGE = 'Answer all three questions first.';
/**
 * Next before "Save my answers": the answers are saved and the student stays to read the
 * feedback. The widget's own note already says they are saved, so this one only says what next.
 */
export const SAVED_ON_NEXT_MESSAGE =
  'See how your answers compare above, then press Next to go on.';
const LABEL = 'What do other students think?';

/** The chosen options' positions in the set (0–8), or null until all three are chosen. */
export function injunctiveValue(
  options: readonly ContentOption[],
  chosen: readonly (string | undefined)[],
): number[] | null {
  const value = chosen.map((id) => options.findIndex((option) => option.data_id === id));
  return value.length === INJUNCTIVE_QUESTIONS.length && value.every((index) => index >= 0)
    ? value
    : null;
}

/**
 * One question's three options, shown in the same order in every question (disapprove, don't
 * mind, approve: core's stance of each option number), whatever their order in the set.
 */
function questionOptions(options: readonly ContentOption[], question: number): ContentOption[] {
  const first = question * PER_QUESTION;
  const ids = Array.from({ length: PER_QUESTION }, (_, offset) => first + offset);
  return injunctiveOptionsInStanceOrder(ids).flatMap((id) => options[id] ?? []);
}

function useChosen(pageId: string, key: string) {
  const [answer, save] = usePageAnswer<string>(pageId, key);
  return [typeof answer === 'string' ? answer : undefined, save] as const;
}

/**
 * Three radio groups of approve / don't mind / disapprove. Choices are kept in the navigation
 * history as the chosen data_ids; "Save my answers" commits them once as activity 6. Next does the
 * same but keeps the student on the page, so the feedback is never skipped. Once saved the
 * answers are read-only, and the page's `injunctive_overall` feedback appears.
 */
function InjunctiveNorms({ pageId }: WidgetProps<'injunctive-norms'>) {
  const query = useOptionSet('injunctiveNorms');
  const options = query.data?.options ?? [];
  const saved = useProfileStore((state) => state.profile.injunctiveNorms);
  const saveActivity = useProfileStore((state) => state.saveActivity);
  const [a, saveA] = useChosen(pageId, INJUNCTIVE_QUESTIONS[0].key);
  const [b, saveB] = useChosen(pageId, INJUNCTIVE_QUESTIONS[1].key);
  const [c, saveC] = useChosen(pageId, INJUNCTIVE_QUESTIONS[2].key);
  const [message, setMessage] = useState('');
  const isSaved = saved.length > 0;
  const kept = useSavedSentence({ subject: 'Your answers' });
  // "Save my answers" goes once pressed: focus moves to the note that says they are saved.
  const savedAlert = useRef<HTMLDivElement>(null);
  const focusSavedNote = useRef(false);
  useEffect(() => {
    if (isSaved && focusSavedNote.current) {
      focusSavedNote.current = false;
      savedAlert.current?.focus();
    }
  }, [isSaved]);
  // A saved answer (perhaps from another device) wins over what this device has in progress.
  const chosen = isSaved ? saved.map((index) => options[index]?.data_id) : [a, b, c];
  const setters = [saveA, saveB, saveC];
  const value = injunctiveValue(options, chosen);

  function commit(): string | null {
    if (isSaved) return null;
    if (value === null) return UNANSWERED_MESSAGE;
    // Not awaited: the commit queue keeps it until it reaches the server (even offline), and
    // the profile shows it at once.
    void saveActivity({ type: ACTIVITY_TYPES.injunctiveNorms, value });
    return null;
  }

  const gate = useBeforeNext(pageId, () => {
    if (isSaved) return null;
    return commit() ?? savedNote(SAVED_ON_NEXT_MESSAGE);
  });

  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <OptionSetStatus query={query} label={LABEL} />
      {query.isSuccess &&
        INJUNCTIVE_QUESTIONS.map((question, index) => (
          <NormQuestion
            key={question.key}
            name={`${pageId}-${question.key}`}
            legend={question.legend}
            options={questionOptions(options, index)}
            value={chosen[index]}
            readOnly={isSaved}
            describedBy={chosen[index] === undefined ? gate.describedBy : undefined}
            onChange={(id) => {
              setMessage('');
              setters[index]?.(id);
            }}
          />
        ))}
      {query.isSuccess && !isSaved && value !== null && (
        <div>
          <Button
            variant="contained"
            onClick={() => {
              const problem = commit();
              focusSavedNote.current = problem === null;
              setMessage(problem ?? '');
            }}
          >
            Save my answers
          </Button>
        </div>
      )}
      {/* A polite region: the alerts inside take role="none" so they do not interrupt. */}
      <div role="status">
        {isSaved && (
          <Alert ref={savedAlert} tabIndex={-1} role="none" severity="success" sx={{ mt: 1 }}>
            {kept.text} Here&apos;s how they compare with what students say.
          </Alert>
        )}
        {message && (
          <Alert role="none" severity="info" sx={{ mt: 1 }}>
            {message}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

export const widget: WebWidget<'injunctive-norms'> = {
  name: 'injunctive-norms',
  Component: InjunctiveNorms,
  prefetch: (client) => void client.prefetchQuery(optionSetQuery('injunctiveNorms')),
};
