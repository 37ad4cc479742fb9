import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One part of a card or summary: a heading and what the student gave. */
export function PlanSection(props: {
  heading: string;
  children: ReactNode;
  level?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography
        component={props.level ?? 'h3'}
        variant="h6"
        sx={{ fontSize: '1.05rem', mb: 0.5 }}
      >
        {props.heading}
      </Typography>
      {props.children}
    </Box>
  );
}

/** A plain list of the student's own texts; numbered when `ordered` (goals in the order written). */
export function TextList({
  items,
  ordered = false,
}: {
  items: readonly string[];
  ordered?: boolean;
}) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ m: 0, pl: 3, '& > li': { mb: 0.75 } }}>
      {items.map((item, index) => (
        <Typography component="li" key={`${index}-${item}`}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
