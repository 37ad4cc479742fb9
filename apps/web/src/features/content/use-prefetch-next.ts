import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { canPrefetch, pageListQuery, pageQuery } from './content-api';

/**
 * Fetches the likely next page in the background, so "Next" is instant on a weak signal; not on
 * 2g, with save-data or offline (core's `shouldPrefetch`), and only for a page that exists.
 */
export function usePrefetchNext(next: string | null): void {
  const client = useQueryClient();
  const pages = useQuery(pageListQuery());
  useEffect(() => {
    if (next === null || !pages.data || !canPrefetch()) return;
    if (!pages.data.some((page) => page.id === next)) return;
    void client.prefetchQuery(pageQuery(next));
  }, [client, next, pages.data]);
}
