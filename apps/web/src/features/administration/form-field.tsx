import { useId } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FormFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'label'> & {
  /** The field's name, shown above it. */
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** What is wrong with the value, shown in place of the helper text; none when it is fine. */
  problem: string | undefined;
  /** The last field before the form's button: a wider gap below it. */
  last?: boolean;
};

/**
 * A required, full-width field of the staff sign-in and set-up forms. Its label sits above the
 * box and wraps: a label floating in the outline is one line, cut short on a narrow screen with
 * enlarged text (WCAG 1.4.4, 1.4.10).
 */
export function FormField({
  label,
  value,
  onValue,
  problem,
  helperText,
  last = false,
  id,
  ...props
}: FormFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <Box sx={{ mb: last ? 3 : 2 }}>
      <FormLabel
        htmlFor={fieldId}
        required
        error={problem !== undefined}
        sx={{ display: 'block', mb: 0.5, color: 'text.primary', overflowWrap: 'anywhere' }}
      >
        {label}
      </FormLabel>
      <TextField
        {...props}
        id={fieldId}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        error={problem !== undefined}
        helperText={problem ?? helperText}
        fullWidth
        required
      />
    </Box>
  );
}
