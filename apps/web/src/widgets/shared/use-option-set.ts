import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  ContentDocumentSchema,
  OptionSetFileSchema,
  OptionSetNameSchema,
  type ContentOption,
  type OptionSetName,
} from '@clearpath/core';
import { apiRequest, type ResponseSchema } from '../../lib/api-client';

/** An option set as the content API serves it (`/options/<set>`): its id and options. */
export interface OptionSetDocument {
  id: OptionSetName;
  options: ContentOption[];
}

/** Parses the content document with core's schemas: the document envelope, then the set. */
export const OptionSetDocumentSchema: ResponseSchema<OptionSetDocument> = {
  parse(input) {
    const document = ContentDocumentSchema.parse(input);
    return {
      id: OptionSetNameSchema.parse(document.id),
      options: OptionSetFileSchema.shape.options.parse(document.options),
    };
  },
};

/** The query key of an option set, for seeding the cache (tests, prefetching). */
export function optionSetQueryKey(name: OptionSetName) {
  return ['content', 'options', name] as const;
}

/** The options of a set, from the content API and cached by TanStack Query. */
export function useOptionSet(name: OptionSetName): UseQueryResult<OptionSetDocument> {
  return useQuery({
    queryKey: optionSetQueryKey(name),
    queryFn: ({ signal }) =>
      apiRequest(`/pages/options/${name}`, {
        method: 'POST',
        body: {},
        schema: OptionSetDocumentSchema,
        signal,
      }),
    staleTime: Infinity,
  });
}
