import type { QueryResolvers } from '@/server/graphql/resolvers-types'
import { globalSearch } from '@/server/services/search/global-search'

export const globalSearchQueries: QueryResolvers = {
  globalSearch: async (_parent, { term, limit }, context) =>
    globalSearch(context.db, await context.viewer(), term, limit),
}
