import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The app; `router` when the caller made it first (start.tsx waits for its first route), and
 * `queryClient` when route loaders fill it before the app draws.
 */
export function App({
  router: given,
  queryClient,
}: {
  router?: AppRouter;
  queryClient?: QueryClient;
}) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * Resolves once the router has loaded the first route's lazy module. The landing page arrives
 * already drawn (landing.html): drawing the app over it before that would show the loading
 * screen in between.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
