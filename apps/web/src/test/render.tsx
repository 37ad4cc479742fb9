import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/router';

/** Renders the real route tree (layouts, lazy pages, error elements) at `path`. */
/**
 * How long a test waits for a lazily loaded route or widget to appear: its module is
 * transformed on first import, which takes seconds on a busy two-core machine. Only a failing
 * test waits this long.
 */
export const LAZY = { timeout: 15_000 } as const;

export function renderRoute(path: string, routeTree: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
