import Alert from '@mui/material/Alert';
import { BarChart } from '../../components/charts/bar-chart';
import { useProfileStore } from '../../features/profile/profile-store';
import { OptionSetStatus } from '../shared/option-set-status';
import { optionSetQuery, useOptionSet } from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';
import { valueName } from '../value-ratings';
import { RadarChart } from './radar-chart';

export const CHART_LABEL = 'How much I have lived by my values lately (0 to 10)';
export const NO_SCORES_MESSAGE =
  'Your chart will appear here once you’ve chosen the values that matter to you and rated how much you’ve lived by them lately.';
/** Fewer values than this make no shape: they are shown as bars. */
export const RADAR_MIN_VALUES = 3;

/**
 * The student's saved value scores (profile `values_scores`) as a radar chart, named by the
 * `values` option set (or their own words), with the numbers in words; bars below three values.
 */
function ValuesRadar(_props: WidgetProps<'values-radar'>) {
  const scores = useProfileStore((state) => state.profile.values_scores);
  const chosen = useProfileStore((state) => state.profile.values);
  const query = useOptionSet('values');
  if (scores.length === 0) {
    return (
      <Alert severity="info" role="note" sx={{ my: 2 }}>
        {NO_SCORES_MESSAGE}
      </Alert>
    );
  }
  if (!query.isSuccess) return <OptionSetStatus query={query} label={CHART_LABEL} />;
  const options = query.data.options;
  const data = scores.map((score) => {
    const item = chosen.find((value) => value.data_id === score.data_id) ?? {
      data_id: score.data_id,
    };
    return { label: valueName(item, options) ?? score.data_id, value: score.score };
  });
  if (data.length < RADAR_MIN_VALUES) {
    return <BarChart data={data} label={CHART_LABEL} max={10} />;
  }
  return <RadarChart data={data} label={CHART_LABEL} max={10} />;
}

export const widget: WebWidget<'values-radar'> = {
  name: 'values-radar',
  Component: ValuesRadar,
  prefetch: (client) => void client.prefetchQuery(optionSetQuery('values')),
};
