import { useMemo, useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditAction } from '@clearpath/core';
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
import { auditQuery, batchesQuery, staffQuery } from './admin-queries';
import { detailsText, type AuditNames } from './audit-details';
import { useAdminContext } from './admin-session';
import { PageHeading } from './page-heading';
import { SCROLL_CUE_SX } from './scroll-cue';

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
  participant_data_copied: 'Gave a student a copy of their data, at their request',
  participant_erased: 'Erased a student’s data, at their request',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IE', { dateStyle: 'medium', timeStyle: 'medium' });

/** `/administration/audit`: every staff action on this institution, newest first. */
export function AuditPage() {
  const { tenant } = useAdminContext();
  const audit = useInfiniteQuery(auditQuery(tenant.id));
  const table = useRef<HTMLDivElement>(null);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  // Names for the ids the entries hold; until they load (or if they fail) the ids show.
  const batches = useQuery(batchesQuery(tenant.id));
  const staff = useQuery(staffQuery(tenant.id));
  const names = useMemo<AuditNames>(
    () => ({
      batches: new Map(batches.data?.batches.map((batch) => [batch.id, batch.name])),
      staff: new Map(staff.data?.staff.map((member) => [member.id, member.email])),
    }),
    [batches.data, staff.data],
  );

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
            ref={table}
            variant="outlined"
            tabIndex={0}
            role="region"
            aria-label="Audit log entries"
            sx={SCROLL_CUE_SX}
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
                      {detailsText(entry.details, names)}
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
                if (audit.isFetchingNextPage) return;
                // The last page takes the button away: the focus goes to the entries, not the
                // page's start (WCAG 2.4.3).
                void audit.fetchNextPage().then((result) => {
                  if (!result.hasNextPage) table.current?.focus();
                });
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
