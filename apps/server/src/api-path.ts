/** Whether a request's URL (path and query) is the API's: `/api` or a path under `/api/`. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** Where the OpenAPI page and its files are served: pages under the API's path. */
export const API_DOCS_PATH = '/api/docs';
