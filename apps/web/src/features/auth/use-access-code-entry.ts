import { useState, type RefObject } from 'react';
import { formatAccessCode, normaliseAccessCode } from '@clearpath/core';
import { ApiError } from '../../lib/api-client';

export const NOT_A_CODE =
  'An access code has 12 letters and numbers in three groups of four, like ABCD-1234-EFGH. Check it and try again.';

export interface AccessCodeSubmission {
  /** Logs in with the code, formatted `XXXX-XXXX-XXXX`; throws an ApiError when refused. */
  login: (password: string) => Promise<unknown>;
  /** A reason to refuse this code before asking the server, or null to go ahead. */
  refuse?: (password: string) => string | null;
}

/**
 * Typing and submitting an access code, shared by the login form and the session-expired
 * dialog: the code as typed, an error on the field (moving focus back to it), an error for the
 * form, and the busy flag. A code of the wrong shape never reaches the server; a refused code
 * (401) puts the server's message on the field; any other failure goes to the form.
 */
export function useAccessCodeEntry(fieldRef: RefObject<HTMLInputElement | null>) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const showFieldError = (message: string) => {
    setFieldError(message);
    fieldRef.current?.focus();
  };

  const changeCode = (value: string) => {
    setCode(value);
    if (fieldError) setFieldError(null);
  };

  const reset = () => {
    setCode('');
    setFieldError(null);
    setFormError(null);
    setBusy(false);
  };

  /** Returns true when the login went through. */
  const submit = async ({ login, refuse }: AccessCodeSubmission): Promise<boolean> => {
    if (busy) return false;
    setFormError(null);
    const normalised = normaliseAccessCode(code);
    if (normalised === null) {
      showFieldError(NOT_A_CODE);
      return false;
    }
    const password = formatAccessCode(normalised);
    const refusal = refuse?.(password) ?? null;
    if (refusal !== null) {
      showFieldError(refusal);
      return false;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await login(password);
      return true;
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) showFieldError(error.message);
      else setFormError(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  return { code, changeCode, fieldError, formError, busy, submit, reset };
}
