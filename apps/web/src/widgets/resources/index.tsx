import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/visually-hidden';
import { SupportServices } from '../../features/support/support-services';
import type { WebWidget, WidgetProps } from '../types';

/**
 * The tenant's and the national support services (content: `::resources{filter="…"}`), in
 * core's order for the student's DAST result. A section with its own heading for screen
 * readers, hidden on screen where the page's words already introduce it, so each service's
 * name (a level-3 heading) sits under a level-2 one on any page.
 */
function Resources({ attributes }: WidgetProps<'resources'>) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={visuallyHidden}>
        Support services
      </Typography>
      <SupportServices filter={attributes.filter ?? 'all'} />
    </Box>
  );
}

export const widget: WebWidget<'resources'> = { name: 'resources', Component: Resources };
