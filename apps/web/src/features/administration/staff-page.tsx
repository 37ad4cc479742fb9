import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLES, type Staff, type StaffRole } from '@clearpath/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { adminApi } from './admin-api';
import { staffQuery } from './admin-queries';
import { ROLE_LABELS } from './admin-sections';
import { useAdminContext } from './admin-session';
import { ConfirmDialog } from './confirm-dialog';
import { CopyButton } from './copy-button';
import { PageHeading } from './page-heading';
import { useAdminMutation } from './session-ended';
import { useFocusFirstProblem } from './form-field';

/** Roles a staff member may give: an owner any, a tenant admin all but owner. */
export function assignableRoles(role: StaffRole): StaffRole[] {
  return role === 'owner' ? [...STAFF_ROLES] : STAFF_ROLES.filter((r) => r !== 'owner');
}

const signedIn = (iso: string | null) =>
  iso === null
    ? 'never signed in'
    : `last signed in ${new Date(iso).toLocaleString('en-IE', { dateStyle: 'medium', timeStyle: 'short' })}`;

/** `/administration/staff`: who may sign in for this institution, and with which role. */
export function StaffPage() {
  const { tenant } = useAdminContext();
  const staff = useQuery(staffQuery(tenant.id));
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);

  return (
    <>
      <PageHeading title="Staff">
        Researchers see figures and exports. Tenant admins also manage batches, support services,
        branding and staff. A new account gets a one-time link to set a password and an
        authenticator app; send it to the person yourself.
      </PageHeading>
      <AddStaffForm onLink={setLink} />
      {link ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          <Typography sx={{ mb: 1 }}>
            Set-up link for {link.email} (valid for 72 hours, works once):
          </Typography>
          <Typography
            component="code"
            sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}
          >
            {link.url}
          </Typography>
          <CopyButton
            text={link.url}
            label={`Copy link for ${link.email}`}
            visibleLabel="Copy link"
          />
        </Alert>
      ) : null}
      {staff.isError ? (
        <Alert severity="error">{staff.error.message}</Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {(staff.data?.staff ?? []).map((member) => (
            <StaffRow key={member.id} member={member} onLink={setLink} />
          ))}
        </Box>
      )}
    </>
  );
}

function AddStaffForm({ onLink }: { onLink: (link: { email: string; url: string }) => void }) {
  const { tenant, me } = useAdminContext();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('researcher');
  const focus = useFocusFirstProblem();
  const add = useAdminMutation({
    mutationFn: () => adminApi.createStaff(tenant.id, { email: email.trim(), role }),
    onError: focus.refusedBy,
    onSuccess: async (answer) => {
      setEmail('');
      onLink({ email: answer.staff.email, url: answer.setup_url });
      await queryClient.invalidateQueries({ queryKey: staffQuery(tenant.id).queryKey });
    },
  });
  const fields = add.error instanceof ApiError ? (add.error.fields ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending) add.mutate();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box
        component="form"
        ref={focus.form}
        noValidate
        onSubmit={submit}
        aria-labelledby="add-staff"
      >
        <Typography variant="h2" id="add-staff" sx={{ fontSize: '1.125rem', mb: 2 }}>
          Add a staff member
        </Typography>
        {add.isError && Object.keys(fields).length === 0 ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {add.error.message}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="E-mail address"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fields.email !== undefined}
            helperText={fields.email?.join(' ')}
            required
            sx={{ flex: '2 1 260px' }}
          />
          <TextField
            select
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            sx={{ flex: '1 1 180px' }}
          >
            {assignableRoles(me.staff.role).map((option) => (
              <MenuItem key={option} value={option}>
                {ROLE_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" size="large" aria-disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

function StaffRow({
  member,
  onLink,
}: {
  member: Staff;
  onLink: (link: { email: string; url: string }) => void;
}) {
  const { tenant, me } = useAdminContext();
  const queryClient = useQueryClient();
  const self = member.id === me.staff.id;
  const update = useAdminMutation({
    mutationFn: (body: { role?: StaffRole; disabled?: boolean; reset?: true }) =>
      adminApi.updateStaff(tenant.id, member.id, body),
    onSuccess: async (answer) => {
      if (answer.setup_url) onLink({ email: answer.staff.email, url: answer.setup_url });
      await queryClient.invalidateQueries({ queryKey: staffQuery(tenant.id).queryKey });
    },
  });
  const roles = assignableRoles(me.staff.role);
  const changeable = !self && roles.includes(member.role);
  // A new set-up link and disabling lock the person out at once: asked first. Enabling is not.
  // The kind stays while the dialog fades out, so its words do not change as it closes.
  const [confirming, setConfirming] = useState<{ kind: 'reset' | 'disable'; open: boolean }>({
    kind: 'reset',
    open: false,
  });
  const ask = (kind: 'reset' | 'disable') => setConfirming({ kind, open: true });
  const stopAsking = () => setConfirming((current) => ({ ...current, open: false }));
  const confirm = useAdminMutation({
    mutationFn: (body: { disabled: true } | { reset: true }) =>
      adminApi.updateStaff(tenant.id, member.id, body),
    onSuccess: async (answer) => {
      stopAsking();
      if (answer.setup_url) onLink({ email: answer.staff.email, url: answer.setup_url });
      await queryClient.invalidateQueries({ queryKey: staffQuery(tenant.id).queryKey });
    },
  });

  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.05rem', wordBreak: 'break-all' }}>
          {member.email}
          {self ? ' (you)' : ''}
        </Typography>
        {!member.active ? <Chip size="small" variant="outlined" label="Not set up yet" /> : null}
        {member.disabled ? (
          <Chip size="small" color="error" variant="outlined" label="Disabled" />
        ) : null}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ROLE_LABELS[member.role]} · {signedIn(member.last_login_at)}
      </Typography>
      {update.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {update.error.message}
        </Alert>
      ) : null}
      {changeable ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={`Role of ${member.email}`}
            value={member.role}
            onChange={(event) => update.mutate({ role: event.target.value as StaffRole })}
            sx={{ minWidth: 200 }}
          >
            {roles.map((option) => (
              <MenuItem key={option} value={option}>
                {ROLE_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            aria-label={`New set-up link for ${member.email}`}
            onClick={() => ask('reset')}
          >
            New set-up link
          </Button>
          <Button
            variant="outlined"
            color={member.disabled ? 'primary' : 'error'}
            aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.email}`}
            onClick={() => (member.disabled ? update.mutate({ disabled: false }) : ask('disable'))}
          >
            {member.disabled ? 'Enable' : 'Disable'}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming.open}
        id={`confirm-staff-${member.id}`}
        title={
          confirming.kind === 'reset'
            ? `New set-up link for ${member.email}?`
            : `Disable ${member.email}?`
        }
        keepLabel="Cancel"
        confirmLabel={confirming.kind === 'reset' ? 'Make new link' : 'Disable'}
        pendingLabel={confirming.kind === 'reset' ? 'Making link…' : 'Disabling…'}
        pending={confirm.isPending}
        error={confirm.error}
        onConfirm={() =>
          confirm.mutate(confirming.kind === 'reset' ? { reset: true } : { disabled: true })
        }
        onCancel={() => {
          confirm.reset();
          stopAsking();
        }}
      >
        {confirming.kind === 'reset'
          ? `${member.email} is signed out everywhere at once, and their password, authenticator app and recovery codes stop working. They can sign in again only after setting up with the new link, which you then send them (valid for 72 hours, works once).`
          : `${member.email} is signed out everywhere at once and cannot sign in until someone enables the account again. Their past actions stay in the audit log.`}
      </ConfirmDialog>
    </Paper>
  );
}
