import type { QueryClient } from '@tanstack/react-query';
import { modulesQuery, pageQuery } from './content-api';
import { widgetNodesOf } from './page-widgets';
import { nextTask } from '../../lib/next-task';

let appClient: QueryClient | null = null;

/** start.tsx hands over the app's query cache, so route loaders can start its fetches. */
export function setEarlyContentClient(client: QueryClient | null): void {
  appClient = client;
}

/**
 * Starts fetching a content page and the modules list as soon as the address is known: from
 * the route loader, while the page's code and the session check are still on their way, not
 * after the page component has rendered (issue #19: no waterfall before the text shows). The
 * content query needs no session (docs/product.md §7). A page already in the cache and fresh is
 * not asked again. Once the page arrives, the code of its lazy widgets starts loading too.
 */
export function startContentFetches(pageId: string, client: QueryClient | null = appClient): void {
  if (client === null) return;
  // In a task of its own: on the app's start the router runs its loaders within its own start,
  // one task that a slow phone cannot break (issue #19). The early-requests script has sent
  // these requests already, and a page drawn before this runs asks for the same query.
  void nextTask().then(() => {
    void client.prefetchQuery(modulesQuery());
    fetchPageAndWidgets(client, pageId);
  });
}

/**
 * Fetches a content page (unless the cache has it fresh), then starts the code of its lazy
 * widgets loading and, once loaded, what they read from the content API (option sets, scales,
 * data files), so a page fetched ahead is whole on the phone. A failure is left to the page,
 * which shows it with "Try again".
 */
export function fetchPageAndWidgets(client: QueryClient, pageId: string): void {
  void client.fetchQuery(pageQuery(pageId)).then(
    // Imported here, not at the top: the widget code is the page's, not the first screen's.
    (page) =>
      import('../../widgets/lazy-widget').then((widgets) =>
        widgets.preloadWidgets(widgetNodesOf(page.tree), client),
      ),
    () => undefined,
  );
}
