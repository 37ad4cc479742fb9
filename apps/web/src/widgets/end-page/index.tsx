import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { routes, supportHref } from '../../config/routes';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import type { WebWidget, WidgetProps } from '../types';

/** The close of the course: back to the menu (leaving review and optional modes) or to support. */
function EndPage(_props: WidgetProps<'end-page'>) {
  const leaveToMenu = useNavigationStore((state) => state.leaveToMenu);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 4 }}>
      <Button
        component={RouterLink}
        to={routes.dashboard.href()}
        onClick={leaveToMenu}
        variant="contained"
        size="large"
        startIcon={<HomeIcon aria-hidden />}
      >
        Back to the menu
      </Button>
      <Button
        component={RouterLink}
        to={supportHref()}
        variant="outlined"
        size="large"
        startIcon={<SupportIcon aria-hidden />}
      >
        Need to talk to someone?
      </Button>
    </Box>
  );
}

export const widget: WebWidget<'end-page'> = { name: 'end-page', Component: EndPage };
