import { lazy, Suspense, useEffect, useState } from 'react';
import { addUnauthorizedListener } from '../../lib/api-client';
import { authStore } from './auth-store';

/** The dialog's code (the access code field and its checks): loaded only when a session ends. */
const SessionExpiredForm = lazy(() =>
  import('./session-expired-form').then((module) => ({ default: module.SessionExpiredForm })),
);

interface Props {
  /** Called once the session is renewed, so unsent work is sent now (the navigation sync). */
  onResumed?: () => void;
}

/**
 * "Your session has ended": opened when an authenticated call is refused (401) while the student
 * is in the tool; it asks for the access code and renews the session in place. Only the
 * listener is in the pages' code: the form loads when it opens (issue #19).
 */
export function SessionExpiredDialog({ onResumed }: Props) {
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      addUnauthorizedListener((token) => {
        // Only the current session's token: a late answer to a revoked or replaced one is not news.
        if (token === authStore.getState().auth_token) setOpen(true);
      }),
    [],
  );

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredForm onResumed={onResumed} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
