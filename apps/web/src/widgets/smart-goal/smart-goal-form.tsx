import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ACTIVITY_TYPES,
  INPUT_LIMITS,
  IsoDateSchema,
  checkInKey,
  smartFieldKey,
  smartGoalCommit,
  type SmartGoal,
} from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore } from '../../features/profile/profile-store';
import { DatePickerField } from '../date-picker/date-picker-field';
import type { WidgetProps } from '../types';
import { SMART_FIELDS, missingGoalMessage } from './fields';

/** The check-in date: from tomorrow to a year from today. */
const CHECK_IN_DAYS = { min_days: 1, max_days: 365 } as const;

function SmartField(props: {
  pageId: string;
  dataId: string;
  field: (typeof SMART_FIELDS)[number];
}) {
  const { pageId, dataId, field } = props;
  const [saved, save] = usePageAnswer<string>(pageId, smartFieldKey(dataId, field.key));
  const hintId = `${pageId}-${smartFieldKey(dataId, field.key)}-hint`;
  return (
    <TextField
      label={field.label}
      value={typeof saved === 'string' ? saved : ''}
      onChange={(event) => save(event.target.value)}
      helperText={field.hint}
      fullWidth
      multiline
      slotProps={{
        htmlInput: { maxLength: INPUT_LIMITS.text, 'aria-describedby': hintId },
        formHelperText: { id: hintId },
      }}
    />
  );
}

interface SmartGoalFormProps extends WidgetProps<'smart-goal'> {
  /** Today, injected so tests do not depend on the clock. */
  today: Dayjs;
}

/**
 * A SMART goal: five labelled fields with hints and a check-in date (tomorrow to a year away),
 * each saved on the page as typed. Next asks for the Specific field and the date, then saves
 * the goal to the profile once (commit_activity 4, the date inside `time_bound`).
 */
export function SmartGoalForm({ attributes, pageId, today }: SmartGoalFormProps) {
  const { data_id: dataId } = attributes;
  const label = attributes.label ?? 'My SMART goal';

  useBeforeNext(pageId, () => {
    const answers = useNavigationStore.getState().navigation_history[pageId] ?? {};
    const text = (key: keyof SmartGoal) => {
      const value = answers[smartFieldKey(dataId, key)];
      return typeof value === 'string' ? value : '';
    };
    const date = answers[checkInKey(dataId)];
    const checkIn = typeof date === 'string' && IsoDateSchema.safeParse(date).success ? date : null;
    const message = missingGoalMessage(text('specific'), checkIn);
    if (message !== null || checkIn === null) return message;
    const fields = Object.fromEntries(SMART_FIELDS.map(({ key }) => [key, text(key)]));
    void useProfileStore
      .getState()
      .saveActivity({ type: ACTIVITY_TYPES.smart, value: smartGoalCommit(fields, checkIn) });
    return null;
  });

  return (
    <FormControl component="fieldset" sx={{ my: 2, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1.5, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <Stack spacing={2}>
        {SMART_FIELDS.map((field) => (
          <SmartField key={field.key} pageId={pageId} dataId={dataId} field={field} />
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
