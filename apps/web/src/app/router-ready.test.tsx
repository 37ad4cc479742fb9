import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { routerReady } from './app';

describe('routerReady', () => {
  it('waits until the first route has loaded its lazy module', async () => {
    let load: (value: { Component: () => null }) => void = () => undefined;
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () => new Promise<{ Component: () => null }>((resolve) => (load = resolve)),
      },
    ]);
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    load({ Component: () => null });
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('is ready at once for a router that has nothing to load', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
