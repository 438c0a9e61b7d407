import { queryOptions } from '@tanstack/react-query'
import { GlobalSearchDocument } from '@/gql/graphql'
import { gqlRequest } from '@/lib/graphql-client'

/** How many of each kind the palette shows. */
const PALETTE_RESULTS_PER_KIND = 5
/** The palette searches once typing pauses this long. */
export const PALETTE_DEBOUNCE_MS = 300

const searchKeys = {
  all: ['search'] as const,
  global: (term: string) => [...searchKeys.all, 'global', term] as const,
}

export const globalSearchOptions = (term: string) =>
  queryOptions({
    queryKey: searchKeys.global(term),
    queryFn: async ({ signal }) =>
      (await gqlRequest(GlobalSearchDocument, { term, limit: PALETTE_RESULTS_PER_KIND }, signal)).globalSearch,
    enabled: term !== '',
    staleTime: 30_000,
  })
