import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ChevronIcon from '@mui/icons-material/ChevronRight';
import { DASHBOARD_MODULES } from '@clearpath/core';
import { routes } from '../../config/routes';
import { CookieChoices } from '../../features/auth/cookie-choices';

export function DashboardPage() {
  return (
    <>
      <title>Modules · Clearpath</title>
      <Typography variant="h1" gutterBottom>
        Modules
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Each module is a short set of pages. Everyone starts with My Profile; which modules you are
        offered after that depends on your answers.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {DASHBOARD_MODULES.map((module) => (
          <li key={module.id}>
            <Card variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={routes.page.href(module.entryPage)}
                sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
              >
                <Box sx={{ flex: 1 }}>
                  <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
                    {module.title}
                  </Typography>
                  {module.optional ? (
                    <Chip label="Optional" size="small" variant="outlined" sx={{ mt: 1 }} />
                  ) : null}
                </Box>
                <ChevronIcon aria-hidden />
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      <CookieChoices />
    </>
  );
}
