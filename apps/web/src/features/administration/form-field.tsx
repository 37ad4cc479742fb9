import { StackedField, type StackedFieldProps } from '../../components/stacked-field';

export type FormFieldProps = Omit<StackedFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onValue: (value: string) => void;
  /** What is wrong with the value, shown in place of the helper text; none when it is fine. */
  problem: string | undefined;
  /** The last field before the form's button: a wider gap below it. */
  last?: boolean;
};

/** A required, full-width field of the staff sign-in and set-up forms, its label above it. */
export function FormField({
  value,
  onValue,
  problem,
  helperText,
  last = false,
  ...props
}: FormFieldProps) {
  return (
    <StackedField
      {...props}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={problem !== undefined}
      helperText={problem ?? helperText}
      required
      sx={{ mb: last ? 3 : 2 }}
    />
  );
}
