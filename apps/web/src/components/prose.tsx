import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Small building blocks for the long-form pages (privacy, accessibility). */
export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography variant="h1" gutterBottom>
        {children}
      </Typography>
      {lead ? (
        <Typography sx={{ fontSize: '1.125rem' }} color="text.secondary">
          {lead}
        </Typography>
      ) : null}
    </Box>
  );
}

export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id ? `${id}-title` : undefined} sx={{ mb: 4 }}>
      <Typography variant="h2" id={id ? `${id}-title` : undefined} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 0.75 } }}>
      {items.map((item, index) => (
        <Typography component="li" key={index}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** A link to another organisation's website; opens in the same tab, like every other link. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} rel="noopener">
      {children}
    </Link>
  );
}
