import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
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

/** A highlighted box; the `support` tone adds the link to the support services. */
function Info({ attributes, children }: WidgetProps<'info'>) {
  const tone = attributes.tone ?? 'info';
  const { Icon, color } = TONES[tone];
  return (
    <Box
      component="aside"
      aria-label={attributes.title ?? (tone === 'support' ? 'Support' : 'Note')}
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
      {attributes.title ? (
        <Typography
          variant="h3"
          component="p"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, fontSize: '1.1rem' }}
        >
          <Icon aria-hidden sx={{ color }} />
          {attributes.title}
        </Typography>
      ) : null}
      {children}
      {tone === 'support' ? (
        <Typography sx={{ mt: 1.5 }}>
          <Link component={RouterLink} to={supportHref()} sx={{ fontWeight: 500 }}>
            See all the support services
          </Link>
        </Typography>
      ) : null}
    </Box>
  );
}

export const widget: WebWidget<'info'> = { name: 'info', Component: Info };
