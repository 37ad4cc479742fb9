import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';

/** Renders the real route tree (layouts, lazy pages, error elements) at `path`. */
export function renderRoute(path: string, routeTree: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
