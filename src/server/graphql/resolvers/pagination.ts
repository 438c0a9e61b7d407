import type { PaginationResolvers } from '@/server/graphql/resolvers-types'

export const paginationFields: PaginationResolvers = {
  totalCountIsLowerBound: (pagination) => pagination.totalCountIsLowerBound ?? false,
}
