import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CopyIcon from '@mui/icons-material/ContentCopy';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the access code; the result is shown next to the button and read out. */
export function CopyCodeButton({ code }: { code: string }) {
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button variant="outlined" startIcon={<CopyIcon aria-hidden />} onClick={() => void copy()}>
        Copy Code
      </Button>
      <Typography
        role="status"
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
      >
        {state === 'copied' ? (
          <>
            <CheckIcon aria-hidden fontSize="small" color="success" />
            Code copied
          </>
        ) : null}
        {state === 'failed' ? "We couldn't copy it. Please write the code down instead." : null}
      </Typography>
    </Box>
  );
}
