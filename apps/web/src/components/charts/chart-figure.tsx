import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/** The root font size browsers start from, and that the charts' drawings are made for. */
const BASE_FONT_SIZE = 16;
/** The narrowest a drawing may be, in its own px, for its bars to keep room beside the labels. */
export const MIN_DRAWING_WIDTH = 280;

/**
 * How far a drawing `width` px wide is zoomed with the text at `rootFontSize` px: as much as the
 * text grew, as far as the drawing keeps `MIN_DRAWING_WIDTH` of its own px; never below 1.
 * `short` says that the text grew more than the drawing could.
 */
export function drawingZoom(rootFontSize: number, width: number): { zoom: number; short: boolean } {
  const text = Number.isFinite(rootFontSize) ? rootFontSize / BASE_FONT_SIZE : 1;
  const room = width > 0 ? width / MIN_DRAWING_WIDTH : Number.POSITIVE_INFINITY;
  const zoom = Math.max(1, Math.min(text, room));
  return { zoom, short: zoom < text };
}

/**
 * The text MUI X sizes in rem (bar labels: body2; legends: caption) grows with the page's text
 * already: inside the zoomed drawing it keeps its size at the usual text size, or it would grow
 * twice.
 */
const USUAL_SIZE_TEXT = {
  '& .MuiBarChart-label': { fontSize: 14 },
  '& .MuiChartsLegend-root': { fontSize: 12 },
} as const;

/** The page's root font size in px (the browser's text size). */
function rootFontSize(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
}

interface ChartDrawingProps {
  /** The drawing's height in px at the usual text size. */
  height: number;
  children: ReactNode;
  /** Told whether the text grew more than the drawing could (see `drawingZoom`). */
  onShort?: (short: boolean) => void;
}

/**
 * The drawing's box. The charts put their text in px (MUI X sizes axis labels so), so with the
 * text set larger (the browser's font size, WCAG 1.4.4) the drawing is zoomed by as much, as far
 * as its width allows (`drawingZoom`), and its labels grow with the rest of the page. A hidden
 * 1rem box tells when the text size changes while the chart is on screen.
 */
export function ChartDrawing({ height, children, onShort }: ChartDrawingProps) {
  const box = useRef<HTMLDivElement>(null);
  const rem = useRef<HTMLSpanElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const element = box.current;
    const measure = rem.current;
    if (!element || !measure) return;
    const update = () => {
      const next = drawingZoom(rootFontSize(), element.clientWidth);
      setZoom(next.zoom);
      onShort?.(next.short);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    // The new zoom is set in the next frame, not inside the observer's callback: a layout
    // changed there is observed again in the same frame, which the browser reports as an
    // error ("ResizeObserver loop completed with undelivered notifications").
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    });
    observer.observe(element);
    observer.observe(measure);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [onShort]);
  return (
    <Box
      ref={box}
      aria-hidden
      sx={{ width: '100%', minWidth: 0, position: 'relative', overflowX: 'clip' }}
    >
      <Box
        component="span"
        ref={rem}
        sx={{ position: 'absolute', width: '1rem', height: 0, visibility: 'hidden' }}
      />
      <Box
        sx={{
          width: '100%',
          // Between a change of width and the next measure the zoom is the last one: the drawing
          // keeps its least width meanwhile (clipped for that moment), never too narrow to draw.
          minWidth: zoom > 1 ? MIN_DRAWING_WIDTH : 0,
          height,
          position: 'relative',
          zoom,
          ...USUAL_SIZE_TEXT,
        }}
      >
        {children}
      </Box>
    </Box>
  );
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
   * chart's legend (otherwise it is for screen readers only, unless the text is set larger than
   * the drawing can grow).
   */
  swatches?: readonly string[];
  /**
   * The drawing's height in px at the usual text size (it grows with enlarged text, see
   * `ChartDrawing`); the width follows the container (375 px phones and up).
   */
  height: number;
}

/**
 * A chart as a `<figure>`: a visible caption, the drawing (aria-hidden), and a list that gives
 * the same numbers in words, so nothing depends on seeing the chart or hovering over it.
 */
export function ChartFigure({ label, children, alternative, swatches, height }: ChartFigureProps) {
  const captionId = useId();
  // With the text set larger than the drawing can grow, its numbers are shown in words too.
  const [short, setShort] = useState(false);
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
      <ChartDrawing height={height} onShort={setShort}>
        {children}
      </ChartDrawing>
      <Box
        component="ul"
        sx={
          swatches
            ? { listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }
            : short
              ? { listStyle: 'none', m: 0, mt: 1, p: 0 }
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
