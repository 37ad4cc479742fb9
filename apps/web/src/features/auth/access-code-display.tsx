import Box from '@mui/material/Box';

/** An access code, large and easy to copy out by hand. */
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
        wordBreak: 'keep-all',
        whiteSpace: 'nowrap',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 2,
        bgcolor: 'background.default',
        py: size === 'large' ? 2 : 1,
        px: 1,
      }}
    >
      {code}
    </Box>
  );
}
