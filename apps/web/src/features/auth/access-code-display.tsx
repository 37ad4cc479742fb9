import { Fragment } from 'react';
import Box from '@mui/material/Box';

/**
 * An access code, large and easy to copy out by hand. A group of characters has nowhere to
 * break; after each dash a `<wbr>` lets a narrow screen with large text put the next group on a
 * new line (a dash before a digit is no break of its own). What is selected and copied, and what
 * a screen reader reads, is the code as it is.
 */
export function AccessCodeDisplay({
  code,
  size = 'large',
}: {
  code: string;
  size?: 'large' | 'small';
}) {
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        fontFamily: 'ui-monospace, "Roboto Mono", Menlo, Consolas, monospace',
        fontSize: size === 'large' ? { xs: '1.45rem', sm: '1.9rem' } : '1.25rem',
        fontWeight: 700,
        letterSpacing: '0.06em',
        textAlign: 'center',
        overflowWrap: 'normal',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 2,
        bgcolor: 'background.default',
        py: size === 'large' ? 2 : 1,
        px: 1,
      }}
    >
      {code.split(/(?<=-)/).map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {group}
        </Fragment>
      ))}
    </Box>
  );
}
