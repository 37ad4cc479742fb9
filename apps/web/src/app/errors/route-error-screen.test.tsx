import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, type RouteObject } from 'react-router';
import { CHUNK_RELOAD_INTERVAL_MS } from '@clearpath/core';
import { authStore } from '../../features/auth/auth-store';
import { CODE, jsonResponse, loginAnswer, signIn, stubFetch } from '../../test/auth-fixtures';
import { expectConsoleErrors } from '../../test/console';
import { renderRoute } from '../../test/render';
import type { ChunkReloadDeps } from '../../lib/chunk-reload';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../lib/chunk-reload';
import { ErrorPageBoundary } from './error-page-boundary';
import { RouteErrorScreen } from './route-error-screen';

const ERROR_HEADING = "Oh no! There's been an error.";

function Throw({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A route tree like the app's: a home page, and a route that fails with `error` — thrown by its
 * loader (as data loading and lazy route modules fail) or while rendering.
 */
function treeFailingWith(
  error: unknown,
  chunkReload?: ChunkReloadDeps,
  during: 'loader' | 'render' = 'loader',
): RouteObject[] {
  return [
    { path: '/', element: <h1>Home</h1> },
    {
      path: '/broken',
      loader: () => {
        if (during === 'loader') throw error;
        return null;
      },
      element: <Throw error={error} />,
      errorElement: (
        <ErrorPageBoundary>
          <RouteErrorScreen chunkReload={chunkReload} />
        </ErrorPageBoundary>
      ),
    },
  ];
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the error screen', () => {
  it('shows the heading, the error message and a Go Back button', async () => {
    expectConsoleErrors();
    renderRoute('/broken', treeFailingWith(new Error('The database is not answering')));
    expect(
      await screen.findByRole('heading', { level: 1, name: ERROR_HEADING }),
    ).toBeInTheDocument();
    expect(screen.getByText('The database is not answering')).toBeInTheDocument();
    expect(screen.getByText('Error code 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('catches an error thrown while rendering a route', async () => {
    expectConsoleErrors();
    renderRoute('/broken', treeFailingWith(new Error('Render failed'), undefined, 'render'));
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_HEADING })).toBeVisible();
    expect(screen.getByText('Render failed')).toBeInTheDocument();
  });

  it('goes back to the previous screen with Go Back', async () => {
    expectConsoleErrors();
    const user = userEvent.setup();
    const tree = treeFailingWith(new Error('Nope'));
    const { router } = renderRoute('/', tree);
    await screen.findByRole('heading', { name: 'Home' });
    await router.navigate('/broken');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('goes home with Go Back when the error is the first screen of the visit', async () => {
    expectConsoleErrors();
    const user = userEvent.setup();
    const { router } = renderRoute('/broken', treeFailingWith(new Error('Nope')));
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs in again with the code in memory, then goes back', async () => {
    expectConsoleErrors();
    const user = userEvent.setup();
    signIn();
    const fetch = stubFetch({ '/auth/login_user': () => jsonResponse(loginAnswer()) });
    const { router } = renderRoute('/', treeFailingWith(new Error('Nope')));
    await screen.findByRole('heading', { name: 'Home' });
    await router.navigate('/broken');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ password: CODE });
    expect(authStore.getState().auth_token).not.toBeNull();
  });

  it('logs the student out and goes home when logging in again fails', async () => {
    expectConsoleErrors();
    const user = userEvent.setup();
    signIn();
    stubFetch({
      '/auth/login_user': () =>
        jsonResponse(
          { error: { code: 'unauthorized', message: 'That access code did not work.' } },
          401,
        ),
      '/auth/logout_user': () => jsonResponse({ status: true }),
    });
    const { router } = renderRoute('/broken', treeFailingWith(new Error('Nope')));
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(authStore.getState().auth_token).toBeNull();
  });

  it.each([
    ['statusCode', { statusCode: 503, message: 'Down for maintenance' }, 503],
    ['status', { status: 401, message: 'Not logged in' }, 401],
    ['response.status', { response: { status: 502 }, message: 'Bad gateway' }, 502],
    ['a route error response', data('Too many tries', { status: 429 }), 429],
    ['nothing', { message: 'No status at all' }, 500],
  ])('takes the status from %s', async (_label, error, status) => {
    expectConsoleErrors();
    renderRoute('/broken', treeFailingWith(error));
    expect(await screen.findByText(`Error code ${status}`)).toBeInTheDocument();
  });

  it('renders the not-found page for a 404', async () => {
    expectConsoleErrors();
    renderRoute('/broken', treeFailingWith(data(null, { status: 404 })));
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
  });
});

describe('an error while showing the error page', () => {
  it('renders the fallback with a link home', async () => {
    const consoleError = expectConsoleErrors();
    class UnreadableError extends Error {
      override get message(): string {
        throw new Error('cannot read this error');
      }
    }
    renderRoute('/broken', treeFailingWith(new UnreadableError()));
    expect(
      await screen.findByRole('heading', {
        name: 'An error occurred while showing the error page',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(
      'Error while showing the error page',
      expect.any(Error),
      expect.any(String),
    );
  });
});

describe('a failed chunk load on the error screen', () => {
  const chunkError = new TypeError(
    'Failed to fetch dynamically imported module: https://ucc.example.ie/assets/privacy-1a2b.js',
  );

  it('reloads the page instead of showing the error', async () => {
    expectConsoleErrors();
    const deps = { now: () => 1_000_000, reload: vi.fn(), storage: memoryStorage() };
    renderRoute('/broken', treeFailingWith(chunkError, deps));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Loading the latest version of Clearpath',
    );
    // The reload runs in an effect after the message renders: wait for it on a busy machine.
    await waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
    expect(deps.storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('shows the error screen when it already reloaded within the minute', async () => {
    expectConsoleErrors();
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(1_000_000));
    const deps = { now: () => 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1, reload: vi.fn(), storage };
    renderRoute('/broken', treeFailingWith(chunkError, deps));
    expect(await screen.findByRole('heading', { name: ERROR_HEADING })).toBeInTheDocument();
    expect(screen.getByText(chunkError.message)).toBeInTheDocument();
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
