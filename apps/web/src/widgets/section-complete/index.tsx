import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/MailOutlined';
import { AccessCodeDisplay } from '../../features/auth/access-code-display';
import { useAuth } from '../../features/auth/auth-store';
import { CopyCodeButton } from '../../features/auth/copy-code-button';
import type { WebWidget, WidgetProps } from '../types';

const EMAIL_SUBJECT = 'My Clearpath access code';

/** A `mailto:` link that opens the student's own mail app; nothing goes through our server. */
export function emailCodeHref(code: string, origin: string): string {
  const body =
    `My Clearpath access code is ${code}\n\n` +
    `I need it to log in again at ${origin} and see my answers. Keep it private.`;
  return `mailto:?subject=${encodeURIComponent(EMAIL_SUBJECT)}&body=${encodeURIComponent(body)}`;
}

/** "Section complete!": the code, Copy (with "Code copied") and "Email Code". */
function SectionComplete(_props: WidgetProps<'section-complete'>) {
  const code = useAuth((state) => state.password);
  if (!code) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="your-code-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, my: 3, maxWidth: 480 }}
    >
      <Typography variant="h2" id="your-code-title" sx={{ mb: 1.5, fontSize: '1.25rem' }}>
        Your access code
      </Typography>
      <AccessCodeDisplay code={code} />
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1.5 }}>
        <CopyCodeButton code={code} />
        <Button
          component="a"
          href={emailCodeHref(code, window.location.origin)}
          variant="outlined"
          startIcon={<MailIcon aria-hidden />}
        >
          Email Code
        </Button>
      </Stack>
    </Paper>
  );
}

export const widget: WebWidget<'section-complete'> = {
  name: 'section-complete',
  Component: SectionComplete,
};
