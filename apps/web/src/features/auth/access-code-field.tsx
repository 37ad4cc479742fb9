import { useId, useState, type ClipboardEvent, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { ACCESS_CODE_MAX_INPUT, formatAccessCode, normaliseAccessCode } from '@clearpath/core';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, which is then marked invalid. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

const HINT = 'Capital letters, spaces and dashes don’t matter.';

/**
 * The access-code input: hidden by default with a show/hide toggle, pasted codes tidied up, and
 * a live preview of how the code will be read (core's normalisation).
 */
export function AccessCodeField({ value, onChange, error, inputRef }: Props) {
  const id = useId();
  const previewId = useId();
  const [visible, setVisible] = useState(false);
  const normalised = normaliseAccessCode(value);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = normaliseAccessCode(event.clipboardData.getData('text/plain').trim());
    if (pasted === null) return;
    event.preventDefault();
    onChange(formatAccessCode(pasted));
  };

  let preview = '';
  if (normalised !== null) {
    preview = visible
      ? `We’ll read this as ${formatAccessCode(normalised)}`
      : 'That looks like a complete code. Use “Show code” to check it.';
  }

  return (
    <>
      <TextField
        id={id}
        label="Access code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPaste={onPaste}
        type={visible ? 'text' : 'password'}
        error={error !== null}
        helperText={error ?? HINT}
        fullWidth
        inputRef={inputRef}
        slotProps={{
          htmlInput: {
            autoComplete: 'off',
            autoCapitalize: 'characters',
            autoCorrect: 'off',
            spellCheck: false,
            inputMode: 'text',
            maxLength: ACCESS_CODE_MAX_INPUT,
            'aria-describedby': `${id}-helper-text ${previewId}`,
            sx: { fontFamily: 'ui-monospace, "Roboto Mono", Menlo, Consolas, monospace' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label="Show code"
                  aria-pressed={visible}
                  onClick={() => setVisible((shown) => !shown)}
                >
                  {visible ? <VisibilityOffIcon aria-hidden /> : <VisibilityIcon aria-hidden />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography
        id={previewId}
        aria-live="polite"
        variant="body2"
        sx={{ mt: 0.5, minHeight: '1.5em', fontWeight: 500 }}
      >
        {preview}
      </Typography>
    </>
  );
}
