import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export type StackedFieldProps = Omit<TextFieldProps, 'label' | 'sx'> & {
  /** The field's name, shown above it. */
  label: string;
  /** Drawn beside the box, on its line (a colour picker). */
  after?: ReactNode;
  /** Drawn between the label and the box (an example); the field names it in aria-describedby. */
  hint?: ReactNode;
  /** The whole field's, label included. */
  sx?: SxProps<Theme>;
};

/**
 * A full-width text field with its label above the box, wrapping: a label floating in the
 * outline is one line, cut short on a narrow screen with enlarged text (WCAG 1.4.4, 1.4.10).
 * The staff area's fields, and a student's whose label is long. A select is named by the
 * label too.
 */
export function StackedField({
  label,
  after,
  hint,
  id,
  required,
  error,
  select,
  slotProps,
  sx,
  ...props
}: StackedFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const labelId = `${fieldId}-label`;
  const field = (
    <TextField
      {...props}
      id={fieldId}
      required={required}
      error={error}
      select={select}
      fullWidth
      slotProps={
        select ? { ...slotProps, select: { ...(slotProps?.select as object), labelId } } : slotProps
      }
    />
  );
  return (
    <Box sx={sx}>
      <FormLabel
        id={labelId}
        htmlFor={fieldId}
        required={required}
        error={error}
        sx={{
          display: 'block',
          mb: 0.5,
          color: 'text.primary',
          fontWeight: 500,
          overflowWrap: 'anywhere',
        }}
      >
        {label}
      </FormLabel>
      {hint}
      {after ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          {field}
          {after}
        </Box>
      ) : (
        field
      )}
    </Box>
  );
}
