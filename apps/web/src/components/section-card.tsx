import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A titled, outlined section of a page (a staff figure, the filters, an editable list, the
 * dashboard's cookie choices).
 */
export function SectionCard({
  title,
  intro,
  sx = [],
  children,
}: {
  title: string;
  /** One sentence under the title on what the section holds. */
  intro?: string;
  /** Spacing around the card where the page needs other than a gap below it. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={[{ p: { xs: 2, sm: 3 }, mb: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.25rem', mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
