import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '../../lib/after-paint';
import { canPrefetch, pageListQuery } from './content-api';
import { fetchPageAndWidgets } from './early-content';

/**
 * Fetches the likely next page in the background, and the code of the lazy widgets it uses, so
 * "Next" is instant on a weak signal and still works if the signal drops; not on 2g, with
 * save-data or offline (core's `shouldPrefetch`), and only for a page that exists. It starts
 * once this page has painted: on a slow phone, its fetch and its answer's checks would otherwise
 * come between the tap and the page it opened.
 */
export function usePrefetchNext(next: string | null): void {
  const client = useQueryClient();
  const pages = useQuery(pageListQuery());
  useEffect(() => {
    if (next === null || !pages.data || !canPrefetch()) return;
    if (!pages.data.some((page) => page.id === next)) return;
    return afterNextPaint(() => fetchPageAndWidgets(client, next));
  }, [client, next, pages.data]);
}
