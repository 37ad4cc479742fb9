import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { AdminFigure } from './admin-figure';

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
});
