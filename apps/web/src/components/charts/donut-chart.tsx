import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartFigure, formatValue, useChartPalette, usePrefersReducedMotion } from './chart-figure';

export interface DonutDatum {
  label: string;
  value: number;
  color?: string;
}

export interface DonutChartProps {
  data: readonly DonutDatum[];
  /** The caption, e.g. "Your quiz answers". */
  label: string;
  /** A short text in the hole, e.g. "7 / 10". */
  centerText?: string;
}

const HEIGHT = 220;

/**
 * A donut of parts of a whole. The legend under it is visible and doubles as the text
 * alternative: each part's name, number and share in words.
 */
export function DonutChart({ data, label, centerText }: DonutChartProps) {
  const palette = useChartPalette();
  const skipAnimation = usePrefersReducedMotion();
  const defaults = [
    palette.primary.main,
    palette.secondary.main,
    palette.success.main,
    palette.warning.main,
    palette.info.main,
    palette.error.main,
  ];
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  const parts = data.map((datum, index) => ({
    ...datum,
    color: datum.color ?? defaults[index % defaults.length] ?? palette.primary.main,
  }));
  const alternative = parts.map((part) => {
    const share = total > 0 ? ` (${Math.round((part.value / total) * 100)}%)` : '';
    return `${part.label}: ${formatValue(part.value)}${share}.`;
  });
  return (
    <ChartFigure
      label={label}
      alternative={alternative}
      swatches={parts.map((part) => part.color)}
      height={HEIGHT}
    >
      <PieChart
        height={HEIGHT}
        hideLegend
        skipAnimation={skipAnimation}
        disableKeyboardNavigation
        margin={8}
        series={[
          {
            data: parts.map((part, index) => ({
              id: index,
              value: part.value,
              label: part.label,
              color: part.color,
            })),
            innerRadius: '62%',
            paddingAngle: parts.length > 1 ? 1.5 : 0,
            cornerRadius: 4,
          },
        ]}
      />
      {centerText && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          <Typography sx={{ fontSize: 26, fontWeight: 500 }}>{centerText}</Typography>
        </Box>
      )}
    </ChartFigure>
  );
}
