import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ScaleFileSchema, type ScaleFile } from '@clearpath/core';
import { dataDocumentSchema } from '../../features/content/content-api';
import { apiRequest } from '../../lib/api-client';

/** The query key of a scale, for seeding the cache (tests, prefetching). */
export function scaleQueryKey(id: string) {
  return ['content', 'scales', id] as const;
}

/**
 * A rating scale from the content API (`POST /api/pages/scales/<id>`), checked with core's
 * schema and cached for the visit, like the option sets.
 */
export function scaleQuery(id: string) {
  return queryOptions({
    queryKey: scaleQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/pages/scales/${id}`, {
        method: 'POST',
        body: {},
        schema: dataDocumentSchema(ScaleFileSchema),
        signal,
      }),
    staleTime: Infinity,
  });
}

export function useScale(id: string): UseQueryResult<ScaleFile> {
  return useQuery(scaleQuery(id));
}
