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
const MARGIN = { top: 40, bottom: 40, left: 64, right: 64 };
/** The largest radius the chart draws at (a wide screen): half its drawing area's height. */
const MAX_RADIUS = (HEIGHT - MARGIN.top - MARGIN.bottom) / 2;

/**
 * The drawing's height and margins for `count` axes. The chart centres its circle, but a shape
 * with an odd number of corners reaches less far down than up (a triangle's base sits half a
 * radius below the centre): the space its circle would have below is cut off, so no blank band
 * is left under the chart. The drawing area keeps its size (the bottom margin goes negative),
 * so the shape's size and centre do not change.
 */
export function radarLayout(count: number): { height: number; margin: typeof MARGIN } {
  let below = 0;
  for (let axis = 0; axis < count; axis += 1) {
    below = Math.max(below, -Math.cos((2 * Math.PI * axis) / count));
  }
  const unused = Math.round((1 - below) * MAX_RADIUS);
  return {
    height: HEIGHT - unused,
    margin: { ...MARGIN, bottom: MARGIN.bottom - unused },
  };
}

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
  const layout = radarLayout(data.length);
  const alternative = data.map(
    (datum) => `${datum.label}: ${formatValue(datum.value)} out of ${max}.`,
  );
  return (
    <ChartFigure label={label} alternative={alternative} height={layout.height}>
      <XRadarChart
        height={layout.height}
        hideLegend
        skipAnimation={skipAnimation}
        disableKeyboardNavigation
        highlight="none"
        margin={layout.margin}
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
