import Alert from '@mui/material/Alert';
import { BarChart } from '../../components/charts/bar-chart';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';

/** The three relationship scores in the scale's order (docs/product.md §9). */
export const RELATIONSHIP_GROUPS = ['Friends', 'Family', 'People at college'] as const;
export const CHART_LABEL = 'How close you feel to each group (0 to 10)';
export const NO_SCORES_MESSAGE =
  'Your chart will appear here once you’ve rated how close you feel to your friends, your family and people at college.';

/** A bar chart of the student's three relationship scores, with the numbers in words. */
function RelationshipChart(_props: WidgetProps<'relationship-chart'>) {
  const scores = useProfileStore((state) => state.profile.relationship_scores);
  if (scores === null) {
    return (
      <Alert severity="info" role="note" sx={{ my: 2 }}>
        {NO_SCORES_MESSAGE}
      </Alert>
    );
  }
  const data = RELATIONSHIP_GROUPS.map((label, index) => ({ label, value: scores[index] ?? 0 }));
  return <BarChart data={data} label={CHART_LABEL} max={10} />;
}

export const widget: WebWidget<'relationship-chart'> = {
  name: 'relationship-chart',
  Component: RelationshipChart,
};
