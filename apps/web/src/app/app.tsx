import { useCallback, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { routes } from '../config/routes';
import { authActions, authStore } from '../features/auth/auth-store';
import { useLogoutFromOtherTabs } from '../features/auth/session-channel';

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
  // A logout in another tab of this browser ends this student's session here too, and says so.
  const currentStudent = useCallback(() => authStore.getState().user?.user_uuid, []);
  const logOut = useCallback(() => {
    void authActions['auth/logoutUser']({ fromOtherTab: true });
    void router.navigate(routes.landing.href());
  }, [router]);
  useLogoutFromOtherTabs(currentStudent, logOut);
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
