import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { WebWidget, WidgetProps } from '../types';

/** The date picker (MUI X, dayjs) loads only on the page with the goal. */
const SmartGoalWithToday = lazy(() => import('./smart-goal-form'));

function SmartGoal(props: WidgetProps<'smart-goal'>) {
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={480}
          sx={{ my: 2 }}
          role="status"
          aria-label="Loading your goal"
        />
      }
    >
      <SmartGoalWithToday {...props} />
    </Suspense>
  );
}

export const widget: WebWidget<'smart-goal'> = { name: 'smart-goal', Component: SmartGoal };
