import { Link as RouterLink, useLoaderData } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MODULES } from '@clearpath/core';
import { routes } from '../../config/routes';
import type { ContentPageParams } from './page-id-loader';

function describe(page: ContentPageParams): { title: string; detail: string | null } {
  if ('special' in page) return { title: 'Review', detail: null };
  const title = DASHBOARD_MODULES.find((module) => module.id === page.module)?.title ?? '';
  return { title, detail: `Step ${page.step}${page.variant ?? ''}` };
}

/** `/page/:page`: names the module and step; the page engine renders the content into it. */
export function ContentPage() {
  const page = useLoaderData<ContentPageParams>();
  const { title, detail } = describe(page);
  return (
    <>
      <title>{`${title} · Clearpath`}</title>
      {detail ? (
        <Typography variant="overline" component="p" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Button component={RouterLink} to={routes.dashboard.href()} variant="outlined" sx={{ mt: 2 }}>
        Back to modules
      </Button>
    </>
  );
}
