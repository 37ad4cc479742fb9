import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  ContentDocumentSchema,
  ContentQueryResponseSchema,
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
const OptionSetDocumentSchema: ResponseSchema<OptionSetDocument> = {
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
export function optionSetQuery(name: OptionSetName) {
  return queryOptions({
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

export function useOptionSet(name: OptionSetName): UseQueryResult<OptionSetDocument> {
  return useQuery(optionSetQuery(name));
}

/** Every option's text by data_id, across all option sets (data_ids carry their set's prefix). */
const OptionTextsSchema: ResponseSchema<Map<string, string>> = {
  parse(input) {
    const response = ContentQueryResponseSchema.parse(input);
    const documents = Array.isArray(response) ? response : [response];
    const texts = new Map<string, string>();
    for (const document of documents) {
      if (document === null) continue;
      for (const option of OptionSetDocumentSchema.parse(document).options) {
        texts.set(option.data_id, option.text);
      }
    }
    return texts;
  },
};

export const OPTION_TEXTS_QUERY_KEY = ['content', 'options'] as const;

/** The texts of all options, from the content API's `/options` folder, cached. */
export function optionTextsQuery() {
  return queryOptions({
    queryKey: OPTION_TEXTS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/pages/options', {
        method: 'POST',
        body: { only: ['path', 'slug', 'id', 'options'] },
        schema: OptionTextsSchema,
        signal,
      }),
    staleTime: Infinity,
  });
}

export function useOptionTexts(): UseQueryResult<Map<string, string>> {
  return useQuery(optionTextsQuery());
}
