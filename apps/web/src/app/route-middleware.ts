import { data, type LoaderFunctionArgs } from 'react-router';
import { requireAuthentication } from '../features/auth/require-authentication';

/** A route guard: resolves to go on, or throws (a redirect, say). */
export type RouteMiddleware = () => Promise<void>;

/** The named route guards a route can list (docs/product.md §2). */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware>> = {
  authenticated: () => requireAuthentication(),
};

/**
 * A route loader that runs the named guards, in order, after the route's own loader (so an
 * address that is not a page is still "not found" for everyone). A name with no guard is the
 * error screen's 500 "Unknown middleware {name}" (docs/product.md §8).
 */
export function withMiddleware<T>(
  names: readonly string[],
  loader?: (args: LoaderFunctionArgs) => T | Promise<T>,
  registry: Readonly<Record<string, RouteMiddleware>> = ROUTE_MIDDLEWARE,
) {
  return async (args: LoaderFunctionArgs): Promise<T | null> => {
    const result = loader ? await loader(args) : null;
    for (const name of names) {
      const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
      if (!guard) throw data(`Unknown middleware ${name}`, { status: 500 });
      await guard();
    }
    return result;
  };
}
