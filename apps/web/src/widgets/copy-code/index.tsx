import Stack from '@mui/material/Stack';
import { AccessCodeDisplay } from '../../features/auth/access-code-display';
import { useAuth } from '../../features/auth/auth-store';
import { CopyCodeButton } from '../../features/auth/copy-code-button';
import type { WebWidget, WidgetProps } from '../types';

/** The student's access code with a copy button. */
function CopyCode(_props: WidgetProps<'copy-code'>) {
  const code = useAuth((state) => state.password);
  if (!code) return null;
  return (
    <Stack spacing={1.5} sx={{ my: 3, maxWidth: 420 }}>
      <AccessCodeDisplay code={code} />
      <CopyCodeButton code={code} />
    </Stack>
  );
}

export const widget: WebWidget<'copy-code'> = { name: 'copy-code', Component: CopyCode };
