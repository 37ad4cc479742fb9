import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-ie';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  AdminFiguresQuerySchema,
  DATES_OUT_OF_ORDER,
  FILTER_DATE_RANGE,
  filterDatesInOrder,
  type AdminFiguresQuery,
} from '@clearpath/core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { batchesQuery } from './admin-queries';
import { useAdminContext } from './admin-session';
import { SectionCard } from '../../components/section-card';

const ISO_DATE = 'YYYY-MM-DD';
const shape = AdminFiguresQuerySchema.shape;
/** The first and last dates a filter may name (core's `FILTER_DATE_RANGE`). */
const FIRST_DATE = dayjs(FILTER_DATE_RANGE.min, ISO_DATE);
const LAST_DATE = dayjs(FILTER_DATE_RANGE.max, ISO_DATE);

/**
 * What a date field says under it when the date typed cannot be a filter; `otherSet` when the
 * other date is given, so a date past it is out of order (core's message, as the server says it).
 */
export function dateFilterHelp(
  key: 'from' | 'to',
  error: DateValidationError,
  otherSet: boolean,
): string | null {
  if (error === null) return null;
  if (error === 'invalidDate') return 'Enter a whole date, as DD/MM/YYYY.';
  const pastOther = key === 'from' ? error === 'maxDate' : error === 'minDate';
  if (pastOther && otherSet) return DATES_OUT_OF_ORDER;
  const range =
    key === 'from'
      ? `Choose a date from ${FIRST_DATE.format('D MMMM YYYY')} to today`
      : `Choose a date up to ${LAST_DATE.format('D MMMM YYYY')}`;
  if (!otherSet) return `${range}.`;
  return key === 'from'
    ? `${range}, not after “Registered until”.`
    : `${range}, not before “Registered from”.`;
}

/** The last date "Registered from" can take: today, or "Registered until" when it is earlier. */
function lastFromDate(to: string | undefined, today: Dayjs): Dayjs {
  const until = to ? dayjs(to, ISO_DATE) : LAST_DATE;
  return until.isBefore(today, 'day') ? until : today;
}

/** The filters as the address names them; a value that does not parse is left out. */
function filterFieldsFromSearch(params: URLSearchParams): AdminFiguresQuery {
  const batch = shape.batch.safeParse(params.get('batch') ?? undefined);
  const from = shape.from.safeParse(params.get('from') ?? undefined);
  const to = shape.to.safeParse(params.get('to') ?? undefined);
  const includeTest = shape.include_test.safeParse(params.get('include_test') ?? undefined);
  return {
    ...(batch.success && batch.data ? { batch: batch.data } : {}),
    ...(from.success && from.data ? { from: from.data } : {}),
    ...(to.success && to.data ? { to: to.data } : {}),
    ...(includeTest.success && includeTest.data ? { include_test: true } : {}),
  };
}

/**
 * The figure and export filters in the address, as requests send them: a value that does not
 * parse is left out, and so are dates out of order (a start after the end), which the server
 * refuses; the date fields still show them, saying so.
 */
export function filtersFromSearch(params: URLSearchParams): AdminFiguresQuery {
  const { from, to, ...rest } = filterFieldsFromSearch(params);
  if (!filterDatesInOrder({ from, to })) return rest;
  return { ...rest, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export function useFigureFilters(): AdminFiguresQuery {
  const [params] = useSearchParams();
  return filtersFromSearch(params);
}

const UNKNOWN_BATCH_HELP =
  'The batch in this page’s address is not one of your institution’s batches. Choose one here, or all batches.';

/**
 * Batch, registration dates and test participants, kept in the address so a link or a reload
 * shows the same selection, and the menu carries it from figures to export.
 */
export function FigureFilters() {
  const { tenant } = useAdminContext();
  const [params, setParams] = useSearchParams();
  const filters = filterFieldsFromSearch(params);
  const batches = useQuery(batchesQuery(tenant.id));
  const knownBatch = batches.data?.batches.some((batch) => batch.id === filters.batch) ?? false;
  // A batch in the address (an old link, another institution's) that the list does not have.
  const unknownBatch = filters.batch !== undefined && batches.isSuccess && !knownBatch;

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  return (
    <SectionCard title="Which students">
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-ie">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <TextField
            select
            label="Batch"
            value={filters.batch ?? ''}
            onChange={(event) => set('batch', event.target.value)}
            error={unknownBatch}
            helperText={
              unknownBatch
                ? UNKNOWN_BATCH_HELP
                : 'Students who registered through this batch’s link.'
            }
          >
            <MenuItem value="">All batches</MenuItem>
            {(batches.data?.batches ?? []).map((batch) => (
              <MenuItem key={batch.id} value={batch.id}>
                {batch.name}
                {batch.open ? '' : ' (closed)'}
              </MenuItem>
            ))}
            {/* MUI wants the value among the options: the address's batch until the list has it, or one it does not have. */}
            {filters.batch && !knownBatch ? (
              <MenuItem value={filters.batch} disabled>
                {batches.isSuccess ? 'Not one of this institution’s batches' : 'Loading batches…'}
              </MenuItem>
            ) : null}
          </TextField>
          <DateFilter
            name="from"
            label="Registered from"
            value={filters.from}
            onChange={(value) => set('from', value)}
            min={FIRST_DATE}
            // A start in the future is one the date field marks: it stays out of the address.
            max={lastFromDate(filters.to, dayjs())}
            otherSet={filters.to !== undefined}
          />
          <DateFilter
            name="to"
            label="Registered until"
            value={filters.to}
            onChange={(value) => set('to', value)}
            min={filters.from ? dayjs(filters.from, ISO_DATE) : FIRST_DATE}
            max={LAST_DATE}
            otherSet={filters.from !== undefined}
          />
        </Box>
      </LocalizationProvider>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={filters.include_test === true}
            onChange={(event) => set('include_test', event.target.checked ? '1' : null)}
          />
        }
        label="Include test participants"
      />
    </SectionCard>
  );
}

/**
 * One date of the filters. It holds what is typed, so a date typed section by section, or one the
 * filters cannot take, stays in the field (marked, and saying which dates it can be); only a
 * date they can take, from `min` to `max` (so in order with the other date), reaches the address
 * (`onChange`), and clearing the field takes it out.
 */
function DateFilter(props: {
  name: 'from' | 'to';
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
  min: Dayjs;
  max: Dayjs;
  /** Whether the other date is given: `min` or `max` is then that date. */
  otherSet: boolean;
}) {
  const { name, value, onChange } = props;
  const [typed, setTyped] = useState<Dayjs | null>(value ? dayjs(value, ISO_DATE) : null);
  const [error, setError] = useState<DateValidationError>(null);
  // The address changed (a link, the field cleared): the field follows it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setTyped(value ? dayjs(value, ISO_DATE) : null);
  }
  const help = dateFilterHelp(name, error, props.otherSet);
  return (
    <DatePicker
      label={props.label}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        if (next === null) onChange(null);
        else if (
          next.isValid() &&
          !next.isBefore(props.min, 'day') &&
          !next.isAfter(props.max, 'day') &&
          shape[name].safeParse(next.format(ISO_DATE)).success
        ) {
          onChange(next.format(ISO_DATE));
        }
      }}
      onError={setError}
      minDate={props.min}
      maxDate={props.max}
      // Checked before maxDate: a start in the future says so, not "out of order".
      disableFuture={name === 'from'}
      slotProps={{ field: { clearable: true }, textField: help ? { helperText: help } : {} }}
    />
  );
}
