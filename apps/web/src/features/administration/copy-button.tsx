import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

/**
 * Copies text to the clipboard and says so in a live region. The accessible name says what is
 * copied and starts with the short visible label (WCAG 2.5.3).
 */
export function CopyButton({
  text,
  label,
  visibleLabel,
}: {
  text: string;
  label: string;
  visibleLabel: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        aria-label={label}
        startIcon={<ContentCopyIcon aria-hidden />}
        onClick={() => void copy()}
      >
        {visibleLabel}
      </Button>
      <Box component="span" role="status" sx={{ fontSize: '0.875rem' }}>
        {state === 'copied'
          ? 'Copied.'
          : state === 'failed'
            ? 'Copying did not work here: select the text and copy it.'
            : ''}
      </Box>
    </Box>
  );
}
