import { StackedField, type StackedFieldProps } from '../../components/stacked-field';

/** Server messages per field path (`support_services.0.phone`). */
export type FieldErrors = Record<string, string[]>;

/**
 * A text field bound to one field of the draft, its label above it, showing the server's
 * message for its path.
 */
export function DraftField({
  path,
  errors,
  helperText,
  ...props
}: StackedFieldProps & { path: string; errors: FieldErrors }) {
  const message = errors[path]?.join(' ');
  return (
    <StackedField {...props} error={message !== undefined} helperText={message ?? helperText} />
  );
}
