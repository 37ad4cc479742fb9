import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  GaugeValueText,
  gaugeClasses,
  useGaugeState,
} from '@mui/x-charts/Gauge';
import { alpha } from '@mui/material/styles';
import { ChartFigure, formatValue, useChartPalette, usePrefersReducedMotion } from './chart-figure';

/** A named part of the gauge's range, e.g. a DAST severity band (both ends included). */
export interface GaugeBand {
  from: number;
  to: number;
  label: string;
  color?: string;
}

export interface GaugeChartProps {
  value: number;
  min?: number;
  max: number;
  /** The caption, e.g. "Your DAST score". */
  label: string;
  /** The value in words for the text alternative; defaults to "4 out of 10". */
  valueText?: string;
  /** Ranges drawn as a thin outer ring; the text alternative names the one the value is in. */
  bands?: readonly GaugeBand[];
}

const START_ANGLE = -110;
const END_ANGLE = 110;
const HEIGHT = 200;

/** The point at `angle` (rad, 0 at twelve o'clock, clockwise as in x-charts) on a circle. */
function point(cx: number, cy: number, radius: number, angle: number): string {
  return `${cx + radius * Math.sin(angle)} ${cy - radius * Math.cos(angle)}`;
}

/** The SVG path of a ring segment between two angles. */
function ringPath(cx: number, cy: number, inner: number, outer: number, a0: number, a1: number) {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return [
    `M ${point(cx, cy, outer, a0)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, a1)}`,
    `L ${point(cx, cy, inner, a1)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, a0)}`,
    'Z',
  ].join(' ');
}

/**
 * The bands, as a ring outside the value arc. A band of whole numbers reaches half a step past
 * its ends, so that the value arc always ends inside the band its value belongs to.
 */
function GaugeBands({ bands }: { bands: readonly (GaugeBand & { color: string })[] }) {
  const { cx, cy, maxRadius, startAngle, endAngle, valueMin, valueMax } = useGaugeState();
  const angleAt = (value: number) => {
    const clamped = Math.min(valueMax, Math.max(valueMin, value));
    return startAngle + ((endAngle - startAngle) * (clamped - valueMin)) / (valueMax - valueMin);
  };
  const gap = 0.015;
  return (
    <g>
      {bands.map((band) => (
        <path
          key={band.label}
          d={ringPath(
            cx,
            cy,
            maxRadius * 0.92,
            maxRadius,
            angleAt(band.from - 0.5) + gap,
            angleAt(band.to + 0.5) - gap,
          )}
          fill={band.color}
        />
      ))}
    </g>
  );
}

/** A half-ring gauge of one value between `min` and `max`, with optional named bands. */
export function GaugeChart({ value, min = 0, max, label, valueText, bands }: GaugeChartProps) {
  const palette = useChartPalette();
  const skipAnimation = usePrefersReducedMotion();
  const words = valueText ?? `${formatValue(value)} out of ${formatValue(max)}`;
  const current = bands?.find((band) => value >= band.from && value <= band.to);
  const coloured = (bands ?? []).map((band, index, all) => ({
    ...band,
    color:
      band.color ??
      alpha(palette.primary.main, 0.25 + (0.75 * index) / Math.max(1, all.length - 1)),
  }));
  const alternative = [
    `${label}: ${words}${current ? `, in the ${current.label} band` : ''}.`,
    ...(bands && bands.length > 0
      ? [
          `Bands: ${bands
            .map((band) =>
              band.from === band.to
                ? `${band.label} ${formatValue(band.from)}`
                : `${band.label} ${formatValue(band.from)} to ${formatValue(band.to)}`,
            )
            .join('; ')}.`,
        ]
      : []),
  ];
  return (
    <ChartFigure label={label} alternative={alternative} height={HEIGHT}>
      <GaugeContainer
        height={HEIGHT}
        value={value}
        valueMin={min}
        valueMax={max}
        startAngle={START_ANGLE}
        endAngle={END_ANGLE}
        innerRadius={bands ? '62%' : '70%'}
        outerRadius={bands ? '86%' : '100%'}
        cornerRadius="8%"
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: palette.primary.main },
          [`& .${gaugeClasses.referenceArc}`]: { fill: palette.action.disabledBackground },
          [`& .${gaugeClasses.valueText} text`]: {
            fill: palette.text.primary,
            fontSize: 28,
            fontWeight: 500,
          },
        }}
      >
        {bands && <GaugeBands bands={coloured} />}
        <GaugeReferenceArc />
        <GaugeValueArc skipAnimation={skipAnimation} />
        <GaugeValueText text={`${formatValue(value)} / ${formatValue(max)}`} />
      </GaugeContainer>
    </ChartFigure>
  );
}
