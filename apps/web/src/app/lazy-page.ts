import type { ComponentType } from 'react';

/**
 * A route `lazy` function for a page module. If the module cannot be loaded (a chunk missing after
 * a deploy, or no connection), the route gets a component that throws the load error, so the
 * route's error element shows it — and reloads the page for a failed chunk. A rejected `lazy`
 * would instead leave the route blank: React Router keeps treating it as not yet loaded.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      return {
        Component: function PageFailedToLoad(): never {
          throw error;
        },
      };
    }
  };
}
