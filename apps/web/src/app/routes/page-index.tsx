import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MODULES, comparePageIds } from '@clearpath/core';
import { routes } from '../../config/routes';
import { pageListQuery } from '../../features/content/content-api';

/** `/page`: every module and its pages, from the content API. */
export function PageIndexPage() {
  const pages = useQuery(pageListQuery());
  return (
    <>
      <title>Activities · Clearpath</title>
      <Typography variant="h1" gutterBottom>
        Activities
      </Typography>
      <Typography sx={{ mb: 3 }}>Every page of every module, in order.</Typography>
      {pages.isError ? <Alert severity="error">{pages.error.message}</Alert> : null}
      {pages.isPending ? <Typography role="status">Loading the pages…</Typography> : null}
      {DASHBOARD_MODULES.map((module) => {
        const own = (pages.data ?? [])
          .filter((page) => page.module === module.id || page.id === module.id)
          .sort((a, b) => comparePageIds(a.id, b.id));
        if (own.length === 0) return null;
        return (
          <Box
            component="section"
            key={module.id}
            aria-labelledby={`index-${module.id}`}
            sx={{ mb: 3 }}
          >
            <Typography variant="h2" id={`index-${module.id}`} sx={{ mb: 1, fontSize: '1.25rem' }}>
              {module.title}
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {own.map((page) => (
                <Typography component="li" key={page.id} sx={{ mb: 0.5 }}>
                  <Link component={RouterLink} to={routes.page.href(page.id)}>
                    {page.title}
                  </Link>
                </Typography>
              ))}
            </Box>
          </Box>
        );
      })}
    </>
  );
}
