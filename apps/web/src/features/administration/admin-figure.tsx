import { BarChart } from '@mui/x-charts/BarChart';
import { SCROLL_CUE_SX } from './scroll-cue';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ChartDrawing,
  useChartPalette,
  usePrefersReducedMotion,
  wrapLabel,
} from '../../components/charts/chart-figure';
import { SectionCard } from '../../components/section-card';

/** One value of a figure: the number drawn (null when suppressed or unknown) and the text shown. */
export interface FigureCell {
  value: number | null;
  label: string;
}

export interface FigureSeries {
  label: string;
  cells: readonly FigureCell[];
}

export interface AdminFigureProps {
  title: string;
  /** One sentence on what is counted. */
  description: string;
  /** The heading of the table's first column (what the categories are). */
  categoryHeader: string;
  categories: readonly string[];
  /**
   * Shorter names of the categories for the chart's axis, where theirs are long: the chart cuts
   * a label wider than its axis short, so two long ones could read alike ("Myself and Other…").
   * The table beside it gives the categories whole.
   */
  axisLabels?: readonly string[];
  /** Drawn as bars and listed in the table, one column each. */
  series: readonly FigureSeries[];
  /** Table-only columns (e.g. a target beside the counts). */
  extraColumns?: readonly { label: string; cells: readonly string[] }[];
  /** Vertical bars for a time line; horizontal bars (room for long names) otherwise. */
  layout?: 'horizontal' | 'vertical';
  /** What an empty figure says: which students it is still waiting for. */
  empty?: string;
}

const SERIES_COLOURS = ['primary', 'secondary', 'success'] as const;

/**
 * The value axis: from 0, in whole steps. When every drawn value is 0 (every median time of a
 * selection can be), the axis still runs to 1: an axis from 0 to 0 has no scale, and the chart
 * library labels its only tick "0.000000".
 */
export function valueAxis(series: readonly FigureSeries[]) {
  const drawn = series.flatMap((item) => item.cells.map((cell) => cell.value ?? 0));
  return Math.max(0, ...drawn) > 0
    ? { min: 0, tickMinStep: 1 }
    : { min: 0, max: 1, tickMinStep: 1 };
}
const BAR_SIZE = 28;

/**
 * A figure of the staff area: an MUI X bar chart with the same numbers in a table beside it. The
 * chart is hidden from assistive technology (the table says everything it shows), and a
 * suppressed count has no bar: the table shows the server's "<5".
 */
export function AdminFigure({
  title,
  description,
  categoryHeader,
  categories,
  axisLabels = categories,
  series,
  extraColumns = [],
  layout = 'horizontal',
  empty = 'No students in this selection yet.',
}: AdminFigureProps) {
  const palette = useChartPalette();
  const skipAnimation = usePrefersReducedMotion();
  const horizontal = layout === 'horizontal';
  const height = horizontal
    ? Math.max(160, categories.length * (BAR_SIZE * series.length + 16) + 70)
    : 300;
  const allNull = series.every((item) => item.cells.every((cell) => cell.value === null));
  const values = valueAxis(series);

  return (
    <SectionCard title={title} intro={description}>
      {categories.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          {allNull ? (
            // Said to everyone: the chart beside the table is hidden from screen readers, this is not.
            <Typography color="text.secondary">
              Every count here is too small to show safely (below the suppression threshold), so
              there is no chart.
            </Typography>
          ) : (
            <ChartDrawing height={height}>
              <BarChart
                height={height}
                layout={layout}
                skipAnimation={skipAnimation}
                disableKeyboardNavigation
                hideLegend={series.length === 1}
                margin={{ right: 24 }}
                {...(horizontal
                  ? {
                      yAxis: [
                        {
                          scaleType: 'band' as const,
                          data: axisLabels.map((label) => wrapLabel(label, 15)),
                          width: 150,
                        },
                      ],
                      xAxis: [values],
                    }
                  : {
                      xAxis: [
                        {
                          scaleType: 'band' as const,
                          data: [...axisLabels],
                          categoryGapRatio: 0.5,
                        },
                      ],
                      yAxis: [{ ...values, width: 40 }],
                    })}
                series={series.map((item, index) => ({
                  label: item.label,
                  data: item.cells.map((cell) => cell.value),
                  color: palette[SERIES_COLOURS[index % SERIES_COLOURS.length] ?? 'primary'].main,
                }))}
              />
            </ChartDrawing>
          )}
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label={`${title}: table`}
            sx={[{ minWidth: 0 }, SCROLL_CUE_SX]}
          >
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {categoryHeader}
                  </TableCell>
                  {[...series.map((item) => item.label), ...extraColumns.map((c) => c.label)].map(
                    (label) => (
                      <TableCell key={label} component="th" scope="col" align="right">
                        {label}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {categories.map((category, row) => (
                  <TableRow key={`${row}-${category}`}>
                    <TableCell component="th" scope="row">
                      {category}
                    </TableCell>
                    {series.map((item) => (
                      <TableCell key={item.label} align="right">
                        {item.cells[row]?.label ?? ''}
                      </TableCell>
                    ))}
                    {extraColumns.map((column) => (
                      <TableCell key={column.label} align="right">
                        {column.cells[row] ?? ''}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
    </SectionCard>
  );
}
