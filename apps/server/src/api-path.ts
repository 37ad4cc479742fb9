/** Whether a request's URL (path and query) is the API's: `/api` or a path under `/api/`. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}
