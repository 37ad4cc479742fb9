import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** A staff page's `<title>`, main heading and lead text. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <title>{`${title} · Clearpath administration`}</title>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '72ch' }}>
          {children}
        </Typography>
      ) : null}
    </>
  );
}
