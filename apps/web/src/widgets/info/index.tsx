import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { supportHref } from '../../config/routes';
import type { WebWidget, WidgetProps } from '../types';

const TONES = {
  info: { Icon: InfoIcon, color: 'info.main' },
  support: { Icon: SupportIcon, color: 'secondary.main' },
  warning: { Icon: WarningIcon, color: 'warning.main' },
} as const;

function SupportLink() {
  return (
    <Typography sx={{ mt: 1.5 }}>
      <Link component={RouterLink} to={supportHref()} sx={{ fontWeight: 500 }}>
        See all the support services
      </Link>
    </Typography>
  );
}

/**
 * The info dialog: a button that opens the content in a dialog named by the title. Escape, the
 * backdrop and Close put it away, and focus goes back to the button.
 */
function InfoDialog({
  title,
  button,
  support,
  children,
}: {
  title: string;
  button: string;
  support: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <Box sx={{ my: 2 }}>
      <Button
        variant="outlined"
        startIcon={<InfoIcon aria-hidden />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ minHeight: 44, textAlign: 'left' }}
      >
        {button}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} scroll="paper">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ '& p:last-child': { mb: 0 } }}>
          {children}
          {support ? <SupportLink /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} variant="contained" sx={{ minHeight: 44 }}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/**
 * A highlighted box; the `support` tone adds the link to the support services. With a `button`
 * it is the info dialog instead.
 */
function Info({ attributes, children }: WidgetProps<'info'>) {
  if (attributes.button !== undefined && attributes.title !== undefined) {
    return (
      <InfoDialog
        title={attributes.title}
        button={attributes.button}
        support={attributes.tone === 'support'}
      >
        {children}
      </InfoDialog>
    );
  }
  return (
    <InfoBox title={attributes.title} tone={attributes.tone ?? 'info'}>
      {children}
    </InfoBox>
  );
}

/**
 * The box itself: a complementary region named by its title, which is a heading (level 2, the
 * level a box beside the page's text takes whatever section it sits in), or "Support" or "Note".
 */
function InfoBox({
  title,
  tone,
  children,
}: {
  title: string | undefined;
  tone: keyof typeof TONES;
  children: ReactNode;
}) {
  const { Icon, color } = TONES[tone];
  const titleId = useId();
  return (
    <Box
      component="aside"
      {...(title
        ? { 'aria-labelledby': titleId }
        : { 'aria-label': tone === 'support' ? 'Support' : 'Note' })}
      sx={{
        my: 3,
        p: { xs: 2, sm: 2.5 },
        borderLeft: 4,
        borderColor: color,
        borderRadius: 1,
        bgcolor: 'action.hover',
        '& p:last-child': { mb: 0 },
      }}
    >
      {title ? (
        <Typography
          id={titleId}
          variant="h3"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, fontSize: '1.1rem' }}
        >
          <Icon aria-hidden sx={{ color }} />
          {title}
        </Typography>
      ) : null}
      {children}
      {tone === 'support' ? <SupportLink /> : null}
    </Box>
  );
}

export const widget: WebWidget<'info'> = { name: 'info', Component: Info };
