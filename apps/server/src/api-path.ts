/** Whether a request's URL (path and query) is the API's: `/api` or a path under `/api/`. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** Where the OpenAPI page and its files are served: pages under the API's path. */
export const API_DOCS_PATH = '/api/docs';

const METHODS_IN_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The methods each API route takes, from the routes as they are registered (Fastify's `onRoute`),
 * to tell a path asked with the wrong method (405) from one no route has (404). Patterns are
 * matched as Fastify's router does for this API's routes: `:name` one segment, `*` the rest.
 */
export function createRouteMethods() {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  return {
    add(url: string, method: string | string[]) {
      let route = routes.get(url);
      if (!route) {
        const source = url
          .split(/(:[A-Za-z0-9_]+|\*)/)
          .map((part) => {
            if (part === '*') return '.*';
            if (part.startsWith(':')) return '[^/]+';
            return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          })
          .join('');
        route = { pattern: new RegExp(`^${source}$`), methods: new Set() };
        routes.set(url, route);
      }
      for (const one of [method].flat()) route.methods.add(one.toUpperCase());
    },
    /** Every method some route takes at this path (none when no route has it), in a set order. */
    methodsOf(path: string): string[] {
      const methods = new Set<string>();
      for (const route of routes.values()) {
        if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
      }
      return METHODS_IN_ORDER.filter((method) => methods.has(method));
    },
  };
}
