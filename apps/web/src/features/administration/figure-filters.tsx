import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-ie';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdminFiguresQuerySchema, type AdminFiguresQuery } from '@clearpath/core';
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

/** The figure and export filters in the address; a value that does not parse is left out. */
export function filtersFromSearch(params: URLSearchParams): AdminFiguresQuery {
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

export function useFigureFilters(): AdminFiguresQuery {
  const [params] = useSearchParams();
  return filtersFromSearch(params);
}

/**
 * Batch, registration dates and test participants, kept in the address so a link or a reload
 * shows the same selection, and the menu carries it from figures to export.
 */
export function FigureFilters() {
  const { tenant } = useAdminContext();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const batches = useQuery(batchesQuery(tenant.id));

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const setDate = (key: 'from' | 'to', value: Dayjs | null) => {
    if (value === null) set(key, null);
    else if (value.isValid()) set(key, value.format(ISO_DATE));
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
            // The address's batch once the list has it (MUI wants a value among the options).
            value={
              batches.data?.batches.some((batch) => batch.id === filters.batch) ? filters.batch : ''
            }
            onChange={(event) => set('batch', event.target.value)}
            helperText="Students who registered through this batch’s link."
          >
            <MenuItem value="">All batches</MenuItem>
            {(batches.data?.batches ?? []).map((batch) => (
              <MenuItem key={batch.id} value={batch.id}>
                {batch.name}
                {batch.open ? '' : ' (closed)'}
              </MenuItem>
            ))}
          </TextField>
          <DatePicker
            label="Registered from"
            value={filters.from ? dayjs(filters.from, ISO_DATE) : null}
            onChange={(value) => setDate('from', value)}
            disableFuture
            {...(filters.to ? { maxDate: dayjs(filters.to, ISO_DATE) } : {})}
            slotProps={{ field: { clearable: true } }}
          />
          <DatePicker
            label="Registered until"
            value={filters.to ? dayjs(filters.to, ISO_DATE) : null}
            onChange={(value) => setDate('to', value)}
            {...(filters.from ? { minDate: dayjs(filters.from, ISO_DATE) } : {})}
            slotProps={{ field: { clearable: true } }}
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
