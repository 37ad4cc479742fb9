import { RadarChart as XRadarChart } from '@mui/x-charts/RadarChart';
import {
  ChartFigure,
  formatValue,
  useChartPalette,
  usePrefersReducedMotion,
  wrapLabel,
} from '../../components/charts/chart-figure';

export interface RadarDatum {
  label: string;
  value: number;
}

const HEIGHT = 340;

/**
 * A radar (spider) chart of one series, 0 to `max` on every axis, each axis named with its value
 * ("Friendship" over "8 of 10": the shape alone does not say which score is which), in a figure
 * whose text alternative gives each value in words.
 */
export function RadarChart({
  data,
  label,
  max,
}: {
  data: readonly RadarDatum[];
  label: string;
  max: number;
}) {
  const palette = useChartPalette();
  const skipAnimation = usePrefersReducedMotion();
  const alternative = data.map(
    (datum) => `${datum.label}: ${formatValue(datum.value)} out of ${max}.`,
  );
  return (
    <ChartFigure label={label} alternative={alternative} height={HEIGHT}>
      <XRadarChart
        height={HEIGHT}
        hideLegend
        skipAnimation={skipAnimation}
        disableKeyboardNavigation
        highlight="none"
        margin={{ top: 40, bottom: 40, left: 64, right: 64 }}
        radar={{
          max,
          metrics: data.map(
            (datum) => `${wrapLabel(datum.label, 14)}\n${formatValue(datum.value)} of ${max}`,
          ),
        }}
        series={[
          {
            label,
            data: data.map((datum) => datum.value),
            color: palette.primary.main,
            fillArea: true,
          },
        ]}
      />
    </ChartFigure>
  );
}
