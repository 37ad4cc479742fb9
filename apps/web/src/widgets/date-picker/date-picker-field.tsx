import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-ie';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import Box from '@mui/material/Box';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import type { WidgetProps } from '../types';

/** The saved form: an ISO calendar date. */
const ISO_DATE = 'YYYY-MM-DD';
/** How a date is written in messages, the Irish way: 5 March 2027. */
const SPOKEN_DATE = 'D MMMM YYYY';

/** The earliest and latest dates allowed, `min_days`…`max_days` from today. */
export function dateLimits(today: Dayjs, minDays?: number, maxDays?: number) {
  const start = today.startOf('day');
  return {
    min: minDays === undefined ? undefined : start.add(minDays, 'day'),
    max: maxDays === undefined ? undefined : start.add(maxDays, 'day'),
  };
}

/** A kind, specific message for a date the picker refused. */
export function errorMessage(
  error: DateValidationError,
  limits: ReturnType<typeof dateLimits>,
): string {
  const { min, max } = limits;
  const range =
    min && max
      ? `between ${min.format(SPOKEN_DATE)} and ${max.format(SPOKEN_DATE)}`
      : min
        ? `on or after ${min.format(SPOKEN_DATE)}`
        : max
          ? `on or before ${max.format(SPOKEN_DATE)}`
          : '';
  if (
    error === 'minDate' ||
    error === 'maxDate' ||
    error === 'disablePast' ||
    error === 'disableFuture'
  ) {
    return `Please choose a date ${range}.`;
  }
  return `That doesn't look like a full date. Try day, month and year, like ${(min ?? dayjs()).format('DD/MM/YYYY')}.`;
}

interface DatePickerFieldProps extends WidgetProps<'date-picker'> {
  /** Today, injected so tests do not depend on the clock. */
  today: Dayjs;
}

/**
 * A date (e.g. for a plan) from MUI X's date picker: typed as DD/MM/YYYY or picked from the
 * calendar, limited to `min_days`…`max_days` from today, saved as `YYYY-MM-DD` (null when
 * cleared). A date outside the limits, or not a whole one, is explained and not saved, and
 * while the field shows one no earlier date stands for the answer.
 */
export function DatePickerField({ attributes, pageId, today }: DatePickerFieldProps) {
  const { data_id: dataId, min_days: minDays, max_days: maxDays } = attributes;
  const label = attributes.label ?? 'Choose a date';
  const [saved, save] = usePageAnswer<string | null>(pageId, dataId);
  // A draft holds what is in the field while it is not a date to save (half typed, or outside
  // the limits); otherwise the field shows the saved answer, including one restored later.
  const [draft, setDraft] = useState<Dayjs | null | undefined>(undefined);
  const savedDate = typeof saved === 'string' ? dayjs(saved, ISO_DATE) : null;
  const value = draft !== undefined ? draft : savedDate?.isValid() ? savedDate : null;
  const [error, setError] = useState<DateValidationError>(null);
  const limits = dateLimits(today, minDays, maxDays);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-ie">
      <Box sx={{ my: 2, maxWidth: 360 }}>
        <DatePicker
          label={label}
          value={value}
          referenceDate={limits.min ?? today}
          {...(limits.min && { minDate: limits.min })}
          {...(limits.max && { maxDate: limits.max })}
          onError={setError}
          onChange={(next, context) => {
            if (next === null) {
              setDraft(undefined);
              save(null);
            } else if (context.validationError === null && next.isValid()) {
              setDraft(undefined);
              save(next.format(ISO_DATE));
            } else {
              // What the field shows now is no date to keep: the one saved before (a date picked
              // earlier, or half of this one typed over it) no longer stands for the answer.
              setDraft(next);
              if (typeof saved === 'string') save(null);
            }
          }}
          slotProps={{
            // The phone's calendar names the date chosen at its top: words, not "––", till then.
            toolbar: { toolbarPlaceholder: 'No date yet' },
            textField: {
              fullWidth: true,
              // The helper text turns into the error; announce the change without moving focus.
              slotProps: { formHelperText: { 'aria-live': 'polite' } },
              helperText: error
                ? errorMessage(error, limits)
                : 'Day, month and year, e.g. 05/03/2027',
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}

/** The widget's default export for `lazy()`: today from the clock, fixed for the visit. */
export default function DatePickerWithToday(props: WidgetProps<'date-picker'>) {
  const [today] = useState(() => dayjs());
  return <DatePickerField {...props} today={today} />;
}
