import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { routes } from '../../config/routes';
import { ROLE_LABELS, SIGN_IN_SEGMENT } from './admin-sections';
import { chooseTenant, meQuery } from './admin-session';
import { SIGN_OUT_STATE } from './sign-in-page';

/** The header's account controls: which institution (when there is a choice) and sign out. */
export function AccountMenu() {
  const me = useQuery(meQuery()).data;
  const navigate = useNavigate();
  if (!me) return null;

  // Sign-in ends the session on arrival (SignInPage). Leaving first lets the page's guard ask
  // about edits not saved yet; ending the session here would drop the page, guard and all.
  const signOut = () => {
    void navigate(routes.administration.href(SIGN_IN_SEGMENT), {
      replace: true,
      state: SIGN_OUT_STATE,
    });
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
      <Button variant="outlined" size="small" onClick={signOut}>
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
