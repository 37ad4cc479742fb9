import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** Retry only what may succeed next time: no connection or a server-side failure. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  // TanStack takes the page to be online until an `offline` event says otherwise, and none comes
  // to an app that opens offline: a failed request would then retry at once into an error that
  // the signal's return never clears. Starting from what the browser knows, it waits (paused)
  // and asks again when the `online` event comes.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Asked even offline: the service worker may have the answer on the phone. Retries
        // wait for the connection.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
