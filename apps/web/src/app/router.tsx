import { createBrowserRouter, type RouteObject } from 'react-router';
import { routes } from '../config/routes';
import { ErrorPageBoundary } from './errors/error-page-boundary';
import { RouteErrorScreen } from './errors/route-error-screen';
import { DefaultLayout } from './layouts/default-layout';
import { LandingLayout } from './layouts/landing-layout';
import { MetaLayout } from './layouts/meta-layout';
import { ToolLayout } from './layouts/tool-layout';
import { withMiddleware } from './route-middleware';
import { AppLoading, RootShell } from './root-shell';
import { lazyPage } from './lazy-page';
import { contentPageLoader } from './routes/page-id-loader';
// Wires the navigation store to the API and storage before the first login can happen.
import '../features/navigation/navigation-sync';
import '../features/profile/profile-sync';

/**
 * A page route's error element, shown inside its layout. The boundary catches an error thrown
 * while showing the error screen itself.
 */
const routeError = (
  <ErrorPageBoundary>
    <RouteErrorScreen />
  </ErrorPageBoundary>
);

/** A layout route's error element: the layout failed, so the error gets the default layout. */
const layoutError = (
  <ErrorPageBoundary>
    <DefaultLayout>
      <RouteErrorScreen />
    </DefaultLayout>
  </ErrorPageBoundary>
);

/** The path of a child route: the table's absolute path without its leading slash. */
const child = (path: string) => path.replace(/^\//, '');

/**
 * The route tree: the table in config/routes.ts, one layout per group, lazy page modules, and an
 * error element on every route.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    HydrateFallback: AppLoading,
    errorElement: layoutError,
    children: [
      {
        element: <LandingLayout />,
        errorElement: layoutError,
        children: [
          {
            index: true,
            errorElement: routeError,
            lazy: lazyPage(
              () => import('./routes/landing'),
              (m) => m.LandingPage,
            ),
          },
        ],
      },
      {
        element: <MetaLayout />,
        errorElement: layoutError,
        children: [
          {
            path: child(routes.privacy.path),
            errorElement: routeError,
            lazy: lazyPage(
              () => import('./routes/privacy'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: child(routes.support.path),
            errorElement: routeError,
            lazy: lazyPage(
              () => import('./routes/support'),
              (m) => m.SupportPage,
            ),
          },
          {
            path: child(routes.accessibility.path),
            errorElement: routeError,
            lazy: lazyPage(
              () => import('./routes/accessibility'),
              (m) => m.AccessibilityPage,
            ),
          },
        ],
      },
      {
        // Every route here runs the `authenticated` guard (docs/product.md §2) in its own loader.
        element: <ToolLayout />,
        errorElement: layoutError,
        children: [
          {
            path: child(routes.dashboard.path),
            errorElement: routeError,
            loader: withMiddleware(['authenticated']),
            lazy: lazyPage(
              () => import('./routes/dashboard'),
              (m) => m.DashboardPage,
            ),
          },
          {
            path: child(routes.pageIndex.path),
            errorElement: routeError,
            loader: withMiddleware(['authenticated']),
            lazy: lazyPage(
              () => import('./routes/page-index'),
              (m) => m.PageIndexPage,
            ),
          },
          {
            path: child(routes.sectionComplete.path),
            errorElement: routeError,
            loader: withMiddleware(['authenticated']),
            lazy: lazyPage(
              () => import('./routes/section-complete'),
              (m) => m.SectionCompletePage,
            ),
          },
          {
            path: child(routes.end.path),
            errorElement: routeError,
            loader: withMiddleware(['authenticated']),
            lazy: lazyPage(
              () => import('./routes/end-page'),
              (m) => m.EndPage,
            ),
          },
          {
            path: child(routes.page.path),
            errorElement: routeError,
            loader: withMiddleware(['authenticated'], contentPageLoader),
            lazy: lazyPage(
              () => import('./routes/content-page'),
              (m) => m.ContentPage,
            ),
          },
        ],
      },
      {
        // The staff area: its own layout and nested routes, all in its own lazy chunk.
        path: `${child(routes.administration.path)}/*`,
        errorElement: layoutError,
        lazy: lazyPage(
          () => import('./routes/administration'),
          (m) => m.AdministrationPage,
        ),
      },
      {
        element: <DefaultLayout />,
        errorElement: layoutError,
        children: [
          {
            path: '*',
            errorElement: routeError,
            lazy: lazyPage(
              () => import('./routes/not-found'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
