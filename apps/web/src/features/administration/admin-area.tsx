import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { routes } from '../../config/routes';
import { AdminFrame } from './admin-frame';
import { SETUP_SEGMENT, SIGN_IN_SEGMENT, canManage, sectionsFor } from './admin-sections';
import { AdminContext, chooseTenant, isSignedOut, meQuery } from './admin-session';
import { AccountMenu } from './account-menu';
import { SessionEndedDialog, SessionResumes, useSessionEnded } from './session-ended';
import { SignInPage } from './sign-in-page';
import { SetupPage } from './setup-page';
import { PageHeading } from './page-heading';

// Each section is its own chunk inside the staff area: a researcher never loads the editors.
const FiguresPage = lazy(() => import('./figures-page').then((m) => ({ default: m.FiguresPage })));
const ExportPage = lazy(() => import('./export-page').then((m) => ({ default: m.ExportPage })));
const BatchesPage = lazy(() => import('./batches-page').then((m) => ({ default: m.BatchesPage })));
const SettingsPage = lazy(() =>
  import('./settings-page').then((m) => ({ default: m.SettingsPage })),
);
const StaffPage = lazy(() => import('./staff-page').then((m) => ({ default: m.StaffPage })));
const AuditPage = lazy(() => import('./audit-page').then((m) => ({ default: m.AuditPage })));

/** `/administration/*`: sign-in, account setup and the signed-in sections. */
export function AdministrationArea() {
  return (
    <Routes>
      <Route path={SIGN_IN_SEGMENT} element={<SignInPage />} />
      <Route path={SETUP_SEGMENT} element={<SetupPage />} />
      <Route element={<SignedInLayout />}>
        <Route index element={<FiguresPage />} />
        <Route path="export" element={<ExportPage />} />
        <Route element={<ManagersOnly />}>
          <Route path="batches" element={<BatchesPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="staff" element={<StaffPage />} />
          <Route path="audit" element={<AuditPage />} />
        </Route>
        <Route path="*" element={<SectionNotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * Whoever is not signed in goes to sign-in, and comes back here afterwards. A session that ends
 * while a page is open (any 401) opens a sign-in dialog over it instead, keeping what was typed.
 */
function SignedInLayout() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const me = useQuery(meQuery());
  const session = useSessionEnded();
  const requested = searchParams.get('tenant');
  const tenant = me.data ? chooseTenant(me.data, requested) : undefined;
  const context = useMemo(
    () => (me.data && tenant ? { me: me.data, tenant } : null),
    [me.data, tenant],
  );

  if (me.isPending) return <Loading />;
  // Once signed in, an ended session is met by signing in again in place (useSessionEnded).
  if (me.isError && me.data === undefined) {
    if (isSignedOut(me.error)) {
      const next = `${location.pathname}${location.search}`;
      return (
        <Navigate
          replace
          to={`${routes.administration.href(SIGN_IN_SEGMENT)}?next=${encodeURIComponent(next)}`}
        />
      );
    }
    return (
      <AdminFrame>
        <Alert severity="error">{me.error.message}</Alert>
      </AdminFrame>
    );
  }
  if (context === null) {
    return (
      <AdminFrame actions={<AccountMenu />}>
        <Typography variant="h1" gutterBottom>
          No institution to show
        </Typography>
        <Typography>
          Your account is not linked to an institution yet. Ask the person who added you to check
          it.
        </Typography>
      </AdminFrame>
    );
  }
  return (
    <AdminContext value={context}>
      <AdminFrame
        actions={<AccountMenu />}
        sections={sectionsFor(context.me.staff.role)}
        search={location.search}
      >
        <SessionResumes value={session.resumes}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </SessionResumes>
        <SessionEndedDialog
          open={session.ended}
          email={context.me.staff.email}
          onSignedIn={session.resume}
        />
      </AdminFrame>
    </AdminContext>
  );
}

/** Management sections answer as if they did not exist for a researcher (the server does too). */
function ManagersOnly() {
  const me = useQuery(meQuery());
  if (me.data && !canManage(me.data.staff.role)) return <SectionNotFound />;
  return <Outlet />;
}

function SectionNotFound() {
  return (
    <PageHeading title="This page could not be found">
      The link may be old, or your account may not have this section. Use the menu above to go on.
    </PageHeading>
  );
}

function Loading() {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
      Loading…
    </Typography>
  );
}
