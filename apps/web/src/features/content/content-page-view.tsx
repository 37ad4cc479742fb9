import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FETCH_DELAY_MS } from '@clearpath/core';
import { isDevelopment } from '../../config/env';
import { NotFoundMessage } from '../../components/not-found-message';
import { ApiError } from '../../lib/api-client';
import { useReleasePredrawn } from '../../lib/predrawn';
import { useHeld } from '../../lib/use-held';
import { useWidgetCode } from '../../widgets/lazy-widget';
import { WIDGET_REGISTRY } from '../../widgets/registry';
import { modulesQuery, pageQuery } from './content-api';
import { MarkdownBody } from './markdown-body';
import { NotOnThisPhone } from '../pwa/not-on-this-phone';
import { PageContext } from './page-context';
import { widgetNamesOf } from './page-widgets';

/**
 * While the page's text arrives: at least a screen tall, so the footer starts below the fold and
 * does not jump down when the text replaces it (CLS, issue #19).
 */
export function PageLoading() {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '100dvh' }}>
      <Typography component="span" sx={{ position: 'absolute', left: -10000 }}>
        Loading the page…
      </Typography>
      <Skeleton variant="text" width="60%" height={56} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="80%" />
    </Box>
  );
}

/**
 * A content page: its title as the h1 and its Markdown body with widgets. `pageId` is the id
 * widgets save answers under; `contentId` the page or standalone page to fetch.
 *
 * Memoised: the page around it draws again when the visit is recorded (the navigation history
 * changes, just after the page is shown), and the text and widgets need not be drawn with it.
 * On a slow phone that second drawing came before the paint and held up the next page after
 * a tap on "Next" (issue #19).
 */
export const ContentPageView = memo(function ContentPageView({
  pageId,
  contentId,
  parts,
}: {
  pageId: string;
  contentId: string;
  /**
   * Set for a page drawn ahead, unseen (the likely next page): only the body's first `parts`
   * parts (`partsOf`), and the document's title left alone.
   */
  parts?: number;
}) {
  const page = useQuery(pageQuery(contentId));
  const modules = useQuery(modulesQuery());
  // The page draws whole, once the code of its widgets is here (usually preloaded with its text).
  const widgetsReady = useWidgetCode(page.data ? widgetNamesOf(page.data.tree) : []);
  // A placeholder shown for the text stays at least the fetch delay (docs/product.md §9), so it
  // never flashes; a page whose text was already here (prefetched) waits for nothing.
  const fetching = useHeld(page.isPending && page.fetchStatus !== 'paused', FETCH_DELAY_MS);
  const loading = fetching || (page.isSuccess && !widgetsReady);
  // The page (or what stands for it) is drawn: it takes the pre-drawn text's place.
  useReleasePredrawn(!loading);
  // Offline and never seen here: say so, instead of a placeholder that never fills.
  if (page.isPending && page.fetchStatus === 'paused') return <NotOnThisPhone />;
  // (Pending here is still loading: offline and never seen returned above.)
  if (loading || page.isPending) return <PageLoading />;
  if (page.isError && page.error instanceof ApiError && page.error.status === 404) {
    return <NotFoundMessage menu />;
  }
  if (page.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void page.refetch()}>
            Try again
          </Button>
        }
      >
        {page.error.message}
      </Alert>
    );
  }
  const module = modules.data?.find((item) => item.id === page.data.module) ?? null;
  return (
    <PageContext.Provider value={{ page: page.data, module }}>
      {parts === undefined ? <title>{`${page.data.title} · Clearpath`}</title> : null}
      <Typography variant="h1" gutterBottom>
        {page.data.title}
      </Typography>
      <MarkdownBody
        tree={page.data.tree}
        pageId={pageId}
        registry={WIDGET_REGISTRY}
        showErrors={isDevelopment}
        parts={parts}
      />
    </PageContext.Provider>
  );
});
