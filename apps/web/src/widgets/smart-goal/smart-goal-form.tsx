import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACTIVITY_TYPES,
  INPUT_LIMITS,
  IsoDateSchema,
  checkInKey,
  smartFieldKey,
  smartGoalCommit,
  type AnswerValue,
  type SmartGoal,
} from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore } from '../../features/profile/profile-store';
import { DatePickerField } from '../date-picker/date-picker-field';
import { SmartGoalDetails } from '../shared/smart-goal-details';
import type { WidgetProps } from '../types';
import { SMART_FIELDS, missingGoalMessage } from './fields';
import { SavedAnswers } from '../shared/saved-note';

/** The check-in date: from tomorrow to a year from today. */
const CHECK_IN_DAYS = { min_days: 1, max_days: 365 } as const;

function SmartField(props: {
  pageId: string;
  dataId: string;
  field: (typeof SMART_FIELDS)[number];
  /** The id of Next's message while it stands; the field is marked when it asks for this one. */
  missing: string | undefined;
}) {
  const { pageId, dataId, field, missing } = props;
  const [saved, save] = usePageAnswer<string>(pageId, smartFieldKey(dataId, field.key));
  const hintId = `${pageId}-${smartFieldKey(dataId, field.key)}-hint`;
  const text = typeof saved === 'string' ? saved : '';
  const flagged = missing !== undefined && field.key === 'specific' && text.trim() === '';
  return (
    <TextField
      label={field.label}
      value={text}
      onChange={(event) => save(event.target.value)}
      helperText={field.hint}
      error={flagged}
      fullWidth
      multiline
      slotProps={{
        htmlInput: {
          maxLength: INPUT_LIMITS.text,
          'aria-describedby': flagged ? `${missing} ${hintId}` : hintId,
        },
        formHelperText: { id: hintId },
      }}
    />
  );
}

/** The goal as written on this page: each field's text, and the check-in date if one is valid. */
function goalOnPage(answers: Readonly<Record<string, AnswerValue>>, dataId: string) {
  const text = (key: keyof SmartGoal) => {
    const value = answers[smartFieldKey(dataId, key)];
    return typeof value === 'string' ? value : '';
  };
  const date = answers[checkInKey(dataId)];
  const checkIn = typeof date === 'string' && IsoDateSchema.safeParse(date).success ? date : null;
  const fields = Object.fromEntries(SMART_FIELDS.map(({ key }) => [key, text(key)]));
  return { fields, specific: text('specific'), checkIn };
}

/** The goal read-only: saved to the plan (with a word saying so), or looked back at. */
function SavedGoal(props: { label: string; goal: SmartGoal | null; saved: boolean }) {
  const note = {
    subject: 'Your SMART goal',
    plural: false,
    after: 'as you wrote it, and you will find it on your plan',
  };
  return (
    <SavedAnswers label={props.label} saved={props.saved ? note : null}>
      {props.goal ? (
        <SmartGoalDetails goal={props.goal} />
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          No goal was set here.
        </Typography>
      )}
    </SavedAnswers>
  );
}

interface SmartGoalFormProps extends WidgetProps<'smart-goal'> {
  /** Today, injected so tests do not depend on the clock. */
  today: Dayjs;
}

/**
 * A SMART goal: five labelled fields with hints and a check-in date (tomorrow to a year away),
 * each saved on the page as typed. Next asks for the Specific field and the date, then saves
 * the goal to the profile once (commit_activity 4, the date inside `time_bound`). Once saved
 * (kept as first given, like the profile's other values), or in review mode, the goal is shown
 * as it stands, not as fields that would change nothing.
 */
export function SmartGoalForm({ attributes, pageId, today }: SmartGoalFormProps) {
  const { data_id: dataId } = attributes;
  const label = attributes.label ?? 'My SMART goal';

  const saved = useProfileStore((state) => state.profile.smart);
  const reviewMode = useNavigationStore((state) => state.review_mode);
  const answers = useNavigationStore((state) => state.navigation_history[pageId]);

  const gate = useBeforeNext(pageId, () => {
    if (useProfileStore.getState().profile.smart !== null) return null;
    const onPage = goalOnPage(
      useNavigationStore.getState().navigation_history[pageId] ?? {},
      dataId,
    );
    const { fields, checkIn } = onPage;
    const message = missingGoalMessage(onPage.specific, checkIn);
    if (message !== null || checkIn === null) return message;
    void useProfileStore
      .getState()
      .saveActivity({ type: ACTIVITY_TYPES.smart, value: smartGoalCommit(fields, checkIn) });
    return null;
  });

  if (saved !== null) return <SavedGoal label={label} goal={saved} saved />;
  if (reviewMode) {
    const { fields, checkIn } = goalOnPage(answers ?? {}, dataId);
    const goal = checkIn === null ? null : smartGoalCommit(fields, checkIn);
    return <SavedGoal label={label} goal={goal} saved={false} />;
  }

  return (
    <FormControl
      component="fieldset"
      sx={{ my: 2, width: '100%' }}
      aria-describedby={gate.describedBy}
    >
      <FormLabel component="legend" sx={{ mb: 1.5, color: 'text.primary' }}>
        {label}
      </FormLabel>
      {attributes.intro ? <Typography sx={{ mb: 2 }}>{attributes.intro}</Typography> : null}
      <Stack spacing={2}>
        {SMART_FIELDS.map((field) => (
          <SmartField
            key={field.key}
            pageId={pageId}
            dataId={dataId}
            field={field}
            missing={gate.describedBy}
          />
        ))}
      </Stack>
      <DatePickerField
        pageId={pageId}
        attributes={{ data_id: checkInKey(dataId), label: 'My check-in date', ...CHECK_IN_DAYS }}
        today={today}
      />
    </FormControl>
  );
}

/** The default export for `lazy()`: today from the clock, fixed for the visit. */
export default function SmartGoalWithToday(props: WidgetProps<'smart-goal'>) {
  const [today] = useState(() => dayjs());
  return <SmartGoalForm {...props} today={today} />;
}
