import {
  parsePageId,
  DASHBOARD_MODULES,
  type AdminFiguresResponse,
  type ModuleId,
  type SuppressedCount,
  type UserType,
} from '@clearpath/core';
import type { AdminFigureProps, FigureCell } from './admin-figure';

const cell = (count: SuppressedCount): FigureCell => ({ value: count.count, label: count.label });
const STUDENTS = 'Students';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  1: 'No drug use (type 1)',
  2: 'Moderate risk or higher (type 2)',
  3: 'Low risk (type 3)',
};

/** The two descriptive-norm questions of module 1, in item order (docs/product.md §9). */
export const NORM_ITEM_LABELS = [
  'Never used an illegal drug',
  'Used one in the past 12 months',
] as const;

/** The same, short enough for a chart's axis (the table beside it gives them whole). */
const NORM_ITEM_SHORT_LABELS = ['Never used', 'Past 12 months'] as const;

export function moduleTitle(id: ModuleId): string {
  return DASHBOARD_MODULES.find((module) => module.id === id)?.title ?? id;
}

/**
 * A page as staff read it, its id kept for the researchers who know them: `4A-4` →
 * `My Surroundings, page 4 (4A-4)`, `2-0` → `Myself and Others, first page (2-0)`.
 */
export function pageLabel(id: string): string {
  const parsed = parsePageId(id);
  if (parsed === null) return id;
  if ('special' in parsed) return parsed.special === 'Review' ? moduleTitle('Review') : 'Menu';
  const place = parsed.step === 0 ? 'first page' : `page ${parsed.step}${parsed.variant ?? ''}`;
  return `${moduleTitle(parsed.module)}, ${place} (${id})`;
}

/** A page as a chart's axis names it: its id (`2-0A`), Review or the menu. */
export function shortPageLabel(id: string): string {
  const parsed = parsePageId(id);
  if (parsed === null || !('special' in parsed)) return id;
  return parsed.special === 'Review' ? moduleTitle('Review') : 'Menu';
}

/**
 * A date-only value as staff read it: `2027-01-04` → `4 Jan 2027` (the Monday of a registration
 * week, an export's filter in the audit log). A value that is no date is shown as it is.
 */
export function dayLabel(value: string): string {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-IE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A figure of one count per row: how many students are in each category. */
function studentsFigure<R extends { count: SuppressedCount }>(
  text: Pick<AdminFigureProps, 'title' | 'description' | 'categoryHeader' | 'empty'>,
  rows: readonly R[],
  category: (row: R) => string,
  axisLabel?: (row: R) => string,
): AdminFigureProps {
  return {
    ...text,
    categories: rows.map(category),
    ...(axisLabel ? { axisLabels: rows.map(axisLabel) } : {}),
    series: [{ label: STUDENTS, cells: rows.map((row) => cell(row.count)) }],
  };
}

const minutes = (value: number | null) =>
  value === null ? '—' : `${Number.isInteger(value) ? value : value.toFixed(1)} min`;

/**
 * The figures of docs/architecture.md §1 from the server's answer, in reading order: who
 * registered, how they screened, how far they got, and what they guessed.
 */
export function figuresFrom(data: AdminFiguresResponse): AdminFigureProps[] {
  const figures: AdminFigureProps[] = [
    {
      title: 'Registrations over time',
      description: 'New students per week; each week starts on the Monday shown.',
      categoryHeader: 'Week of',
      categories: data.registrations.map((row) => dayLabel(row.period)),
      series: [{ label: 'Registrations', cells: data.registrations.map((row) => cell(row.count)) }],
      layout: 'vertical',
    },
    studentsFigure(
      {
        title: 'DAST severity',
        description: 'The band of each student’s drug-use screening score (DAST-10).',
        categoryHeader: 'Band',
        empty: 'No student in this selection has finished the screening yet.',
      },
      data.dast_bands,
      (row) => row.band,
    ),
    studentsFigure(
      {
        title: 'User types',
        description: 'The path each student was given from their screening.',
        categoryHeader: 'User type',
      },
      data.user_types,
      (row) => (row.user_type === null ? 'Not screened yet' : USER_TYPE_LABELS[row.user_type]),
      (row) => (row.user_type === null ? 'Not screened yet' : `Type ${row.user_type}`),
    ),
    studentsFigure(
      {
        title: 'Primary drugs',
        description: 'The drug each student chose as the one they use most.',
        categoryHeader: 'Drug',
        empty: 'No student in this selection has chosen a drug they use most yet.',
      },
      data.primary_drugs,
      (row) => row.name,
    ),
  ];
  for (const path of data.funnel) {
    figures.push({
      title: `Module starts and completions: ${USER_TYPE_LABELS[path.user_type]}`,
      description: 'Along this path, how many students started and finished each module.',
      categoryHeader: 'Module',
      categories: path.steps.map((step) => moduleTitle(step.module)),
      series: [
        { label: 'Started', cells: path.steps.map((step) => cell(step.started)) },
        { label: 'Completed', cells: path.steps.map((step) => cell(step.completed)) },
      ],
    });
  }
  figures.push(
    studentsFigure(
      {
        title: 'Where students stopped',
        description:
          'The page each student was on when they last used Clearpath, in the order of the programme.',
        categoryHeader: 'Page',
        empty: 'No student in this selection has opened a page of a module yet.',
      },
      data.drop_off,
      (row) => pageLabel(row.page),
      (row) => shortPageLabel(row.page),
    ),
    {
      title: 'Optional modules',
      description: 'How many students unlocked each optional module, and how many finished it.',
      categoryHeader: 'Module',
      empty: 'No student in this selection has unlocked an optional module yet.',
      categories: data.optional_modules.map((row) => moduleTitle(row.module)),
      series: [
        { label: 'Unlocked', cells: data.optional_modules.map((row) => cell(row.unlocked)) },
        { label: 'Completed', cells: data.optional_modules.map((row) => cell(row.completed)) },
      ],
    },
    {
      title: 'Time per module',
      description:
        'The median time from a student’s first to last answer in each module, in minutes.',
      categoryHeader: 'Module',
      empty: 'No student in this selection has answered in a module yet.',
      categories: data.module_minutes.map((row) => moduleTitle(row.module)),
      series: [
        {
          label: 'Median time',
          cells: data.module_minutes.map((row) => ({
            value: row.median_minutes,
            label: minutes(row.median_minutes),
          })),
        },
      ],
      extraColumns: [
        { label: STUDENTS, cells: data.module_minutes.map((row) => row.students.label) },
      ],
    },
    {
      title: 'Guesses about other students',
      description:
        'How students’ guesses compared with the real figures for Irish students: below, near (within 5 points) or above the target.',
      categoryHeader: 'Question',
      empty: 'No student in this selection has made their guesses yet.',
      categories: data.descriptive_norms.map(
        (row) => NORM_ITEM_LABELS[row.item] ?? `Question ${row.item + 1}`,
      ),
      axisLabels: data.descriptive_norms.map(
        (row) => NORM_ITEM_SHORT_LABELS[row.item] ?? `Question ${row.item + 1}`,
      ),
      series: [
        { label: 'Below', cells: data.descriptive_norms.map((row) => cell(row.below)) },
        { label: 'Near', cells: data.descriptive_norms.map((row) => cell(row.near)) },
        { label: 'Above', cells: data.descriptive_norms.map((row) => cell(row.above)) },
      ],
      extraColumns: [
        { label: 'Target', cells: data.descriptive_norms.map((row) => `${row.target}%`) },
        {
          label: 'Median guess',
          cells: data.descriptive_norms.map((row) =>
            row.median_guess === null ? '—' : `${row.median_guess}%`,
          ),
        },
      ],
    },
  );
  return figures;
}
