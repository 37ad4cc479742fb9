import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COMPLEMENT_LABEL } from '@clearpath/core';
import { AdminFigure } from './admin-figure';
import { figuresQuery } from './admin-queries';
import { useAdminContext } from './admin-session';
import { FigureFilters, useFigureFilters } from './figure-filters';
import { figuresFrom } from './figures-model';
import { PageHeading } from './page-heading';

/** `/administration`: the anonymised figures of one institution, filtered (docs/architecture.md §1). */
export function FiguresPage() {
  const { tenant } = useAdminContext();
  const filters = useFigureFilters();
  const figures = useQuery(figuresQuery(tenant.id, filters));

  return (
    <>
      <PageHeading title={`Figures for ${tenant.name}`}>
        Anonymised totals of what students answered. No figure shows who a student is.
      </PageHeading>
      <FigureFilters />
      {figures.isPending ? (
        <Typography role="status" color="text.secondary">
          Counting…
        </Typography>
      ) : figures.isError ? (
        <Alert severity="error" role="alert">
          {figures.error.message}
        </Alert>
      ) : (
        <>
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'flex', gap: 3, flexWrap: 'wrap' }}
          >
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
                Students in this selection
              </Typography>
              <Typography
                sx={{ fontSize: '2.5rem', fontWeight: 500, lineHeight: 1.2 }}
                data-testid="participant-total"
              >
                {figures.data.participants.label}
              </Typography>
            </Box>
            <Typography color="text.secondary" sx={{ flex: '1 1 280px', alignSelf: 'center' }}>
              A count below {figures.data.threshold} is shown as “&lt;{figures.data.threshold}” and
              has no bar. Where the total would give it away, the next smallest count of the figure
              is “{COMPLEMENT_LABEL}” too. Other counts are slightly blurred and rounded to a
              multiple of 5, so no one can be picked out by comparing figures, and totals across
              figures may differ.
            </Typography>
          </Paper>
          {figuresFrom(figures.data).map((figure) => (
            <AdminFigure key={figure.title} {...figure} />
          ))}
        </>
      )}
    </>
  );
}
