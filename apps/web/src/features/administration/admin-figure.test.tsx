import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { AdminFigure, valueAxis } from './admin-figure';

const SUPPRESSED = { value: null, label: '<5' };

describe('AdminFigure', () => {
  it('tells screen readers too when every count is too small to draw', () => {
    render(
      <ThemeProvider theme={theme}>
        <AdminFigure
          title="Screening results"
          description="Students by DAST band."
          categoryHeader="Band"
          categories={['Low', 'Moderate']}
          series={[{ label: 'Students', cells: [SUPPRESSED, SUPPRESSED] }]}
        />
      </ThemeProvider>,
    );
    const note = screen.getByText(/Every count here is too small to show safely/);
    expect(note.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('table', { name: 'Screening results' })).toHaveTextContent('Low<5');
  });

  it('keeps a scale on the value axis when every value drawn is 0', () => {
    const zero = { value: 0, label: '0' };
    expect(valueAxis([{ label: 'Median time', cells: [zero, zero] }])).toEqual({
      min: 0,
      max: 1,
      tickMinStep: 1,
    });
    expect(valueAxis([{ label: 'Students', cells: [SUPPRESSED, zero] }])).toEqual({
      min: 0,
      max: 1,
      tickMinStep: 1,
    });
    // Any value above 0 sets the scale itself.
    expect(
      valueAxis([
        { label: 'Started', cells: [zero, SUPPRESSED] },
        { label: 'Completed', cells: [{ value: 0.5, label: '0.5' }, zero] },
      ]),
    ).toEqual({ min: 0, tickMinStep: 1 });
  });
});
