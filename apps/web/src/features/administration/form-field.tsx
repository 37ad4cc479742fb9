import { useEffect, useRef, useState } from 'react';
import { StackedField, type StackedFieldProps } from '../../components/stacked-field';
import { ApiError } from '../../lib/api-client';

/**
 * Focus after a refused submit (WCAG 3.3.1): it goes to the first field of the form marked
 * wrong, whether the form found the problem itself (`refused`) or the server named the field in
 * its answer (`refusedBy`, for a change's onError; a refusal that names no field leaves focus
 * where it is, beside the message that says why, unless `fallback` names an element of the
 * form to take it).
 */
export function useFocusFirstProblem<T extends HTMLElement = HTMLFormElement>(fallback?: string) {
  const form = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? (fallback ? form.current?.querySelector<HTMLElement>(fallback) : null))?.focus();
  }, [refusals, fallback]);
  const refused = () => setRefusals((count) => count + 1);
  return {
    form,
    refused,
    refusedBy: (error: Error) => {
      if (error instanceof ApiError && error.fields !== undefined) refused();
    },
  };
}

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
