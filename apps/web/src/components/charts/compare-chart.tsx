import { BarChart as XBarChart } from '@mui/x-charts/BarChart';
import {
  ChartFigure,
  formatValue,
  useChartPalette,
  usePrefersReducedMotion,
  wrapLabel,
} from './chart-figure';

export interface CompareItem {
  label: string;
  /** A few words for the chart's axis on a phone; the text alternative keeps `label`. */
  axisLabel?: string;
  guess: number;
  actual: number;
}

export interface CompareChartProps {
  items: readonly CompareItem[];
  /** The caption, e.g. "Your guesses and the real figures". */
  label: string;
  /** The unit of every value; with '%' the axis runs from 0 to 100. */
  unit?: string;
}

const GUESS = 'Your guess';
const ACTUAL = 'The real figure';
const GROUP_HEIGHT = 96;

/**
 * Grouped horizontal bars per item: the student's guess beside the real figure, each labelled
 * with its value, and a legend naming the two.
 */
export function CompareChart({ items, label, unit = '%' }: CompareChartProps) {
  const palette = useChartPalette();
  const skipAnimation = usePrefersReducedMotion();
  const height = Math.max(180, items.length * GROUP_HEIGHT + 90);
  const format = (value: number | null) => (value === null ? '' : formatValue(value, unit));
  const alternative = items.map(
    (item) => `${item.label}. ${GUESS}: ${format(item.guess)}. ${ACTUAL}: ${format(item.actual)}.`,
  );
  return (
    <ChartFigure label={label} alternative={alternative} height={height}>
      <XBarChart
        height={height}
        layout="horizontal"
        skipAnimation={skipAnimation}
        disableKeyboardNavigation
        margin={{ right: 48 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
        yAxis={[
          {
            scaleType: 'band',
            data: items.map((item) => wrapLabel(item.axisLabel ?? item.label)),
            width: 116,
          },
        ]}
        xAxis={[
          {
            min: 0,
            ...(unit === '%' ? { max: 100 } : {}),
            valueFormatter: (value: number) => format(value),
          },
        ]}
        series={[
          {
            label: GUESS,
            data: items.map((item) => item.guess),
            color: palette.secondary.main,
            valueFormatter: format,
            barLabel: (bar) => format(bar.value),
            barLabelPlacement: 'outside',
          },
          {
            label: ACTUAL,
            data: items.map((item) => item.actual),
            color: palette.primary.main,
            valueFormatter: format,
            barLabel: (bar) => format(bar.value),
            barLabelPlacement: 'outside',
          },
        ]}
      />
    </ChartFigure>
  );
}
