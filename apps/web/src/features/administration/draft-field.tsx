import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** Server messages per field path (`support_services.0.phone`). */
export type FieldErrors = Record<string, string[]>;

/** A text field bound to one field of the draft, showing the server's message for its path. */
export function DraftField({
  path,
  errors,
  helperText,
  ...props
}: TextFieldProps & { path: string; errors: FieldErrors }) {
  const message = errors[path]?.join(' ');
  return (
    <TextField
      {...props}
      error={message !== undefined}
      helperText={message ?? helperText}
      fullWidth
    />
  );
}
