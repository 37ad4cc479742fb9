import { BarChart as XBarChart } from '@mui/x-charts/BarChart';
import {
  ChartFigure,
  formatValue,
  useChartPalette,
  usePrefersReducedMotion,
  wrapLabel,
} from './chart-figure';

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartProps {
  data: readonly BarDatum[];
  /** The caption, e.g. "Upsides and downsides you chose". */
  label: string;
  /** The end of the value axis; by default x-charts fits it to the data. */
  max?: number;
}

const BAR_HEIGHT = 56;

/**
 * Horizontal bars, one per item, with the value printed after each bar. Horizontal so that the
 * category names have room on a phone; the height grows with the number of bars.
 */
export function BarChart({ data, label, max }: BarChartProps) {
  const palette = useChartPalette();
  const skipAnimation = usePrefersReducedMotion();
  const height = Math.max(140, data.length * BAR_HEIGHT + 60);
  const alternative = data.map((datum) => `${datum.label}: ${formatValue(datum.value)}.`);
  const values = data.map((datum) => datum.value);
  return (
    <ChartFigure label={label} alternative={alternative} height={height}>
      <XBarChart
        height={height}
        layout="horizontal"
        hideLegend
        skipAnimation={skipAnimation}
        disableKeyboardNavigation
        margin={{ right: 32 }}
        yAxis={[
          {
            scaleType: 'band',
            data: data.map((datum) => wrapLabel(datum.label)),
            width: 116,
          },
        ]}
        // Room after the longest bar for its value label (drawn outside the bar).
        xAxis={[{ min: 0, max: max ?? Math.ceil(Math.max(1, ...values) * 1.2), tickMinStep: 1 }]}
        series={[
          {
            data: data.map((datum) => datum.value),
            color: palette.primary.main,
            barLabel: 'value',
            barLabelPlacement: 'outside',
          },
        ]}
      />
    </ChartFigure>
  );
}
