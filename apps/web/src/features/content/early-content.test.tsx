import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../app/providers';
import { appRoutes } from '../../app/router';
import { createQueryClient } from '../../lib/query-client';
import { signIn, stubFetch } from '../../test/auth-fixtures';
import { contentHandlers } from '../../test/content-fixtures';
import { pageQuery } from './content-api';
import { setEarlyContentClient } from './early-content';

/** The API paths fetched so far, in order. */
const asked = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

/**
 * A signed-in student's app start on /page/1-0, its query cache handed over as start.tsx does:
 * the router is made (its loaders start as it is), nothing is rendered yet.
 */
function startOnModulePage() {
  signIn();
  const fetch = stubFetch(contentHandlers());
  const client = createQueryClient();
  setEarlyContentClient(client);
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/page/1-0'] });
  return { fetch, client, router };
}

afterEach(() => setEarlyContentClient(null));

describe('the content of a module page (issue #19)', () => {
  it('is fetched by the route loader before the page is drawn, and drawn from that fetch', async () => {
    const { fetch, client, router } = startOnModulePage();
    await vi.waitFor(() => expect(asked(fetch)).toContain('/api/pages/modules/1/1-0'));
    expect(asked(fetch)).toContain('/api/pages/modules');

    render(
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(asked(fetch).filter((path) => path === '/api/pages/modules/1/1-0')).toHaveLength(1);
  });

  it("is asked for in a task after the router's start, not within it", async () => {
    // The router runs its loaders as it is made, in the app's start task; the fetches' own
    // work (the query, its request, the check of the early answer) waits for the next task.
    const { fetch, client, router } = startOnModulePage();
    expect(client.getQueryState(pageQuery('1-0').queryKey)).toBeUndefined();
    await vi.waitFor(() =>
      expect(client.getQueryState(pageQuery('1-0').queryKey)?.status).toBe('success'),
    );
    expect(asked(fetch)).toContain('/api/pages/modules');
    router.dispose();
  });

  it('is left to the page when the app has not handed over its cache', async () => {
    signIn();
    const fetch = stubFetch(contentHandlers());
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/page/1-0'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(asked(fetch)).not.toContain('/api/pages/modules/1/1-0');
  });
});
