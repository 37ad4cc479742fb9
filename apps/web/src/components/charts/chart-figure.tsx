import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useColorScheme, useTheme, type Palette, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '../visually-hidden';

type Scheme = 'light' | 'dark';

export { visuallyHidden };

/** Charts skip their entry animation when the device asks for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/**
 * The palette of the colour scheme on screen. Chart series colours are SVG attributes that
 * x-charts also lightens and fades itself, so they need real colours rather than the theme's
 * CSS variables; reading the active scheme re-renders the chart when light/dark changes.
 */
export function useChartPalette(): Palette {
  // `colorSchemes` is on every theme made with `cssVariables`, but missing from the Theme type.
  const theme = useTheme() as Theme & {
    colorSchemes?: Partial<Record<Scheme, { palette: Palette }>>;
  };
  const { mode, systemMode } = useColorScheme();
  const scheme: Scheme = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  return theme.colorSchemes?.[scheme]?.palette ?? theme.palette;
}

interface ChartFigureProps {
  /** The visible title, also the figure's accessible name. */
  label: string;
  /**
   * The drawn chart; hidden from assistive technology, which reads `alternative` instead (so
   * charts turn off x-charts' keyboard navigation: nothing hidden may take focus).
   */
  children: ReactNode;
  /** Every number of the chart in words, one sentence per item. */
  alternative: readonly string[];
  /**
   * Colour keys, one per `alternative` line: when given, the list is shown on screen as the
   * chart's legend (otherwise it is for screen readers only).
   */
  swatches?: readonly string[];
  /** The drawing's height in px; the width follows the container (375 px phones and up). */
  height: number;
}

/**
 * A chart as a `<figure>`: a visible caption, the drawing (aria-hidden), and a list that gives
 * the same numbers in words, so nothing depends on seeing the chart or hovering over it.
 */
export function ChartFigure({ label, children, alternative, swatches, height }: ChartFigureProps) {
  const captionId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={captionId}
      sx={{ m: 0, my: 2, width: '100%', minWidth: 0, position: 'relative' }}
    >
      <Typography
        id={captionId}
        component="figcaption"
        variant="subtitle1"
        sx={{ fontWeight: 500, mb: 1 }}
      >
        {label}
      </Typography>
      <Box aria-hidden sx={{ width: '100%', height, position: 'relative' }}>
        {children}
      </Box>
      <Box
        component="ul"
        sx={
          swatches
            ? { listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }
            : // Pinned inside the figure: a hidden list must never widen the page.
              { ...visuallyHidden, left: 0, top: 0 }
        }
        data-testid="chart-text-alternative"
      >
        {alternative.map((line, index) => (
          <Typography
            component="li"
            variant="body2"
            key={`${index}-${line}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            {swatches?.[index] !== undefined && (
              <Box
                component="span"
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: swatches[index] }}
              />
            )}
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Formats a number with its unit in words-friendly form: `43%`, `5`, `3.5 hours`. */
export function formatValue(value: number, unit = ''): string {
  const number = Number.isInteger(value) ? String(value) : value.toFixed(1);
  if (unit === '') return number;
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/**
 * Breaks a long axis label onto lines of about `width` characters (x-charts draws `\n` as a new
 * line), so category names stay readable on a 375 px phone.
 */
export function wrapLabel(text: string, width = 16): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}
