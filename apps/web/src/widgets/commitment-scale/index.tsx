import { CHOICE_FOCUS_SX } from '../shared/choice-focus';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { COMMITMENT_SCORES, SCORE_TYPES } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { savedNote, useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore } from '../../features/profile/profile-store';
import { OptionSetStatus } from '../shared/option-set-status';
import { READ_ONLY_CHOICE_SX } from '../shared/read-only-choice';
import { optionSetQuery, useOptionSet } from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';
import { CommitmentMessage } from './commitment-message';

/** The page answer the chosen number is kept under until it is saved. */
export const COMMITMENT_KEY = 'commitment';

export const CHOOSE_MESSAGE = 'Choose a number from 0 to 5 before you go on. Any answer is OK.';
export const SAVED_MESSAGE =
  'Thanks. Your answer is saved: have a look at what it means for you, then press Next again.';

function scoreOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5
    ? value
    : null;
}

/**
 * "How committed am I to my plan?" from 0 to 5. Next saves the score to the profile once
 * (commit_score 8) and stays, so the message for its band (option set `commitmentMessages`)
 * shows; after that the answer is read-only and Next goes on.
 */
function CommitmentScale({ attributes, pageId }: WidgetProps<'commitment-scale'>) {
  const label = attributes.label ?? 'How committed am I to my plan?';
  const [chosen, choose] = usePageAnswer<number>(pageId, COMMITMENT_KEY);
  const savedScore = useProfileStore((state) => state.profile.hr_commitment);
  const query = useOptionSet('commitmentMessages');
  const hintId = `${pageId}-commitment-hint`;

  const gate = useBeforeNext(pageId, () => {
    if (useProfileStore.getState().profile.hr_commitment !== null) return null;
    if (useNavigationStore.getState().review_mode) return null;
    const score = scoreOf(
      useNavigationStore.getState().navigation_history[pageId]?.[COMMITMENT_KEY],
    );
    if (score === null) return CHOOSE_MESSAGE;
    void useProfileStore.getState().saveScore({ type: SCORE_TYPES.hrCommitment, value: score });
    return savedNote(SAVED_MESSAGE);
  });

  const value = savedScore ?? scoreOf(chosen);
  return (
    <>
      <FormControl
        component="fieldset"
        sx={{ my: 2 }}
        disabled={savedScore !== null}
        aria-describedby={gate.describedBy}
      >
        <FormLabel
          component="legend"
          sx={{ fontWeight: 600, '&, &.Mui-disabled': { color: 'text.primary' } }}
        >
          {label}
        </FormLabel>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          0 means not at all, 5 means completely.
        </Typography>
        <RadioGroup
          row
          name={`${pageId}-commitment`}
          value={value === null ? '' : String(value)}
          onChange={(event) => choose(Number(event.target.value))}
          aria-describedby={hintId}
        >
          {COMMITMENT_SCORES.map((score) => (
            <FormControlLabel
              key={score}
              value={String(score)}
              control={<Radio />}
              label={String(score)}
              labelPlacement="bottom"
              // Saved, the scale is read-only but still shows which number was chosen.
              sx={{ mx: 0.5, borderRadius: 1, ...CHOICE_FOCUS_SX, ...READ_ONLY_CHOICE_SX }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {savedScore !== null && (
        <>
          <OptionSetStatus query={query} label="How committed am I to my plan?" />
          {query.isSuccess && (
            <CommitmentMessage options={query.data.options} score={savedScore} live />
          )}
        </>
      )}
    </>
  );
}

export const widget: WebWidget<'commitment-scale'> = {
  name: 'commitment-scale',
  Component: CommitmentScale,
  prefetch: (client) => void client.prefetchQuery(optionSetQuery('commitmentMessages')),
};
