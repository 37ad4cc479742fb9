import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AccessCodeDisplay } from './access-code-display';
import { CopyCodeButton } from './copy-code-button';

interface Props {
  code: string;
  onContinue: () => void;
}

/** Shown once, right after registering: the new code, a way to copy it, and why it matters. */
export function NewCodeStep({ code, onContinue }: Props) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the student used is gone: start them, and their screen reader, at the code.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography
        variant="h3"
        component="h3"
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        sx={{ mb: 1 }}
      >
        Your access code
      </Typography>
      <Typography sx={{ mb: 2 }}>
        This code is your key back to your answers, on this device or any other. Nobody else can see
        it.
      </Typography>
      <AccessCodeDisplay code={code} />
      <Box sx={{ my: 2 }}>
        <CopyCodeButton code={code} />
      </Box>
      <Alert severity="warning" role="note" sx={{ mb: 3 }}>
        Save it somewhere private now: write it down or keep it in your phone’s notes. We can’t
        recover a lost code or send it to you, because we never know who you are.
      </Alert>
      <Button variant="contained" size="large" fullWidth onClick={onContinue}>
        Continue
      </Button>
    </Box>
  );
}
