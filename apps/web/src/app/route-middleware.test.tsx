import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../test/render';
import { RouteErrorScreen } from './errors/route-error-screen';
import { withMiddleware, type RouteMiddleware } from './route-middleware';

function treeWith(names: string[], registry: Record<string, RouteMiddleware>) {
  return [
    {
      path: '/guarded',
      loader: withMiddleware(names, undefined, registry),
      element: <h1>Behind the guards</h1>,
      errorElement: <RouteErrorScreen />,
    },
  ];
}

describe('named route middleware', () => {
  it('runs the named guards in order, then shows the route', async () => {
    const ran: string[] = [];
    const registry = {
      first: async () => void ran.push('first'),
      second: async () => void ran.push('second'),
    };
    renderRoute('/guarded', treeWith(['second', 'first'], registry));
    expect(await screen.findByRole('heading', { name: 'Behind the guards' })).toBeVisible();
    expect(ran).toEqual(['second', 'first']);
  });

  it.each(['missing', 'toString', '__proto__'])(
    'answers a name with no guard (%s) with the error screen: 500 "Unknown middleware {name}"',
    async (name) => {
      renderRoute('/guarded', treeWith([name], { authenticated: async () => {} }));
      expect(
        await screen.findByRole('heading', { name: "Oh no! There's been an error." }),
      ).toBeVisible();
      expect(screen.getByText(`Unknown middleware ${name}`)).toBeVisible();
      expect(screen.getByText('Error code 500')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Behind the guards' })).toBeNull();
    },
  );
});
