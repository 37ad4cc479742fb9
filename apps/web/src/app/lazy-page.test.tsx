import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { expectConsoleErrors } from '../test/console';
import { renderRoute } from '../test/render';
import type { ChunkReloadDeps } from '../lib/chunk-reload';
import { ErrorPageBoundary } from './errors/error-page-boundary';
import { RouteErrorScreen } from './errors/route-error-screen';
import { MetaLayout } from './layouts/meta-layout';
import { lazyPage } from './lazy-page';
import { AppLoading, RootShell } from './root-shell';

const missingChunk = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/privacy-1a2b.js',
);

/** The app's shape: root shell → layout → a lazy page, with error elements like the router's. */
function treeWithLazyPage(load: () => Promise<unknown>, chunkReload: ChunkReloadDeps) {
  const routeError = (
    <ErrorPageBoundary>
      <RouteErrorScreen chunkReload={chunkReload} />
    </ErrorPageBoundary>
  );
  const tree: RouteObject[] = [
    {
      element: <RootShell />,
      HydrateFallback: AppLoading,
      errorElement: routeError,
      children: [
        {
          element: <MetaLayout />,
          errorElement: routeError,
          children: [
            {
              path: '/privacy',
              errorElement: routeError,
              lazy: lazyPage(load, () => () => <h1>Privacy</h1>),
            },
          ],
        },
      ],
    },
  ];
  return tree;
}

function browserWithStorage(): ChunkReloadDeps & { reload: ReturnType<typeof vi.fn<() => void>> } {
  const values = new Map<string, string>();
  return {
    now: () => 1_700_000_000_000,
    reload: vi.fn<() => void>(),
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
    },
  };
}

describe('lazyPage', () => {
  it('renders the page module once it has loaded', async () => {
    renderRoute(
      '/privacy',
      treeWithLazyPage(async () => ({}), browserWithStorage()),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  });

  it('reloads the page when the page module is missing after a deploy', async () => {
    expectConsoleErrors();
    const browser = browserWithStorage();
    const load = () => Promise.reject(missingChunk);
    renderRoute('/privacy', treeWithLazyPage(load, browser));
    expect(await screen.findByText('Loading the latest version of Clearpath…')).toHaveAttribute(
      'role',
      'status',
    );
    // The reload runs in an effect after the status renders: wait for it (racy on a busy machine).
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
  });

  it('shows the error screen, inside the layout, when it has just reloaded', async () => {
    expectConsoleErrors();
    const browser = browserWithStorage();
    browser.storage?.setItem('clearpath-chunk-reload-at', String(browser.now() - 1000));
    renderRoute(
      '/privacy',
      treeWithLazyPage(() => Promise.reject(missingChunk), browser),
    );
    expect(
      await screen.findByRole('heading', { name: "Oh no! There's been an error." }),
    ).toBeVisible();
    expect(screen.getByText(missingChunk.message)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('renders nothing, and no error, while Vite has cancelled a failed import for a reload', async () => {
    const browser = browserWithStorage();
    renderRoute(
      '/privacy',
      treeWithLazyPage(async () => undefined, browser),
    );
    expect(await screen.findByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText(/There's been an error/)).not.toBeInTheDocument();
  });
});
