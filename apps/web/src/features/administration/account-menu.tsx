import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { routes } from '../../config/routes';
import { adminApi } from './admin-api';
import { ROLE_LABELS, SIGN_IN_SEGMENT } from './admin-sections';
import { ADMIN_QUERY_ROOT, chooseTenant, meQuery } from './admin-session';

/** The header's account controls: which institution (when there is a choice) and sign out. */
export function AccountMenu() {
  const me = useQuery(meQuery()).data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!me) return null;

  const signOut = async () => {
    setBusy(true);
    try {
      await adminApi.logout();
    } catch {
      // The session ends on this device either way; the server forgets it when it expires.
    }
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    void navigate(routes.administration.href(SIGN_IN_SEGMENT), { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      {me.tenants.length > 1 ? <TenantPicker /> : null}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'none', md: 'block' } }}
      >
        {me.staff.email} · {ROLE_LABELS[me.staff.role]}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => void signOut()} disabled={busy}>
        Sign out
      </Button>
    </Box>
  );
}

/** An owner's choice of institution, kept in the address (`?tenant=`) so links and reloads keep it. */
function TenantPicker() {
  const me = useQuery(meQuery()).data;
  const [searchParams, setSearchParams] = useSearchParams();
  const id = useId();
  if (!me) return null;
  const current = chooseTenant(me, searchParams.get('tenant'));

  const choose = (tenant: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('tenant', tenant);
    // Batches belong to one institution.
    next.delete('batch');
    setSearchParams(next);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2">
        Institution
      </Typography>
      <NativeSelect
        id={id}
        value={current?.id ?? ''}
        onChange={(event) => choose(event.target.value)}
        sx={{ minWidth: 160 }}
      >
        {me.tenants.map((tenant) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
