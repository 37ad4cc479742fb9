import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MODULES } from '@clearpath/core';
import { routes } from '../../config/routes';

export function PageIndexPage() {
  return (
    <>
      <title>Pages · Clearpath</title>
      <Typography variant="h1" gutterBottom>
        Pages
      </Typography>
      <Typography sx={{ mb: 2 }}>The first page of each module.</Typography>
      <List>
        {DASHBOARD_MODULES.map((module) => (
          <ListItem key={module.id} disableGutters>
            <Link component={RouterLink} to={routes.page.href(module.entryPage)}>
              {module.title}
            </Link>
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              ({module.entryPage})
            </Typography>
          </ListItem>
        ))}
      </List>
    </>
  );
}
