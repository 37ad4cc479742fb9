import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** Retry only what may succeed next time: no connection or a server-side failure. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
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
