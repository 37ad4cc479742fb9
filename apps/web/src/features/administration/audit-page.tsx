import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEntry } from '@clearpath/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { auditQuery } from './admin-queries';
import { useAdminContext } from './admin-session';
import { PageHeading } from './page-heading';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  login: 'Signed in',
  login_failed: 'Sign-in refused',
  logout: 'Signed out',
  setup_complete: 'Set up their account',
  recovery_code_used: 'Used a recovery code',
  export: 'Exported data',
  figures_viewed: 'Viewed figures',
  settings_update: 'Changed support and branding',
  logo_update: 'Uploaded a logo',
  logo_remove: 'Removed the logo',
  batch_create: 'Created a batch',
  batch_close: 'Closed a batch',
  staff_create: 'Added a staff member',
  staff_update: 'Changed a staff member',
};

/** An entry's details as `key: value` pairs (filters of an export, fields edited…). */
export function detailsText(details: AuditEntry['details']): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IE', { dateStyle: 'medium', timeStyle: 'medium' });

/** `/administration/audit`: every staff action on this institution, newest first. */
export function AuditPage() {
  const { tenant } = useAdminContext();
  const audit = useInfiniteQuery(auditQuery(tenant.id));
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <>
      <PageHeading title="Audit log">
        Every sign-in, export and change made by staff of {tenant.name}, newest first. Entries
        cannot be changed or removed.
      </PageHeading>
      {audit.isError ? (
        <Alert severity="error">{audit.error.message}</Alert>
      ) : audit.isPending ? (
        <Typography role="status">Loading…</Typography>
      ) : (
        <>
          <TableContainer
            component={Paper}
            variant="outlined"
            tabIndex={0}
            role="region"
            aria-label="Audit log entries"
          >
            {/* Wide enough for the details to read as lines; on a phone the table scrolls sideways. */}
            <Table size="small" aria-label="Audit log entries" sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  {['When', 'Who', 'What', 'Details'].map((label) => (
                    <TableCell key={label} component="th" scope="col">
                      {label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(entry.at)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.staff_email ?? '—'}</TableCell>
                    <TableCell>{AUDIT_ACTION_LABELS[entry.action]}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      {detailsText(entry.details)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {entries.length === 0 ? (
            <Typography sx={{ mt: 2 }}>Nothing recorded yet.</Typography>
          ) : null}
          {audit.hasNextPage ? (
            <Button
              variant="outlined"
              sx={{ mt: 2 }}
              aria-disabled={audit.isFetchingNextPage}
              onClick={() => {
                if (!audit.isFetchingNextPage) void audit.fetchNextPage();
              }}
            >
              {audit.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
