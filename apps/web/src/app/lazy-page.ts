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
      const module = await load();
      // Vite resolves a failed import with undefined when its preloadError event was
      // cancelled, which start.tsx does only while it reloads the page: show nothing meanwhile.
      if (module === undefined) return { Component: ReloadingPage };
      return { Component: pick(module) };
    } catch (error) {
      return {
        Component: function PageFailedToLoad(): never {
          throw error;
        },
      };
    }
  };
}

function ReloadingPage(): null {
  return null;
}
