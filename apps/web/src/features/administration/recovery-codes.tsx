import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CopyButton } from './copy-button';
import { downloadText } from './download';

/** The recovery codes, shown once: to save as a file, copy, or write down. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const text = `Clearpath administration recovery codes\nEach code signs you in once, instead of a code from your app.\n\n${codes.join('\n')}\n`;
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        If you lose your phone, each of these codes signs you in once instead of a code from the
        app. Save them somewhere safe now: they are shown only this once.
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          listStyle: 'none',
          p: 2,
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(12ch, 1fr))',
          gap: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => downloadText(text, 'clearpath-recovery-codes.txt', 'text/plain')}
        >
          Download as a text file
        </Button>
        <CopyButton text={text} label="Copy recovery codes" visibleLabel="Copy" />
      </Box>
    </>
  );
}
