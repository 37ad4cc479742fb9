import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { WebWidget, WidgetProps } from '../types';

/**
 * MUI X's picker and dayjs are loaded only on a page that has a date picker, so every other
 * page stays light on a slow connection. The placeholder keeps the field's place.
 */
const DatePickerWithToday = lazy(() => import('./date-picker-field'));

function DatePickerWidget(props: WidgetProps<'date-picker'>) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={56}
          sx={{ my: 2, maxWidth: 360 }}
          role="status"
          aria-label="Loading the date picker"
        />
      }
    >
      <DatePickerWithToday {...props} />
    </Suspense>
  );
}

export const widget: WebWidget<'date-picker'> = {
  name: 'date-picker',
  Component: DatePickerWidget,
};
