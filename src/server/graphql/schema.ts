import { readFileSync } from 'node:fs'
import { createSchema } from 'graphql-yoga'
import type { GraphQLContext, ServerContext } from '@/server/graphql/context'
import { authMutations, authQueries } from '@/server/graphql/resolvers/auth'
import { globalSearchQueries } from '@/server/graphql/resolvers/global-search'
import { liveSubscriptions, orderChangeFields, productChangeFields } from '@/server/graphql/resolvers/live-updates'
import { orderMutations } from '@/server/graphql/resolvers/order-mutations'
import { orderFields, orderProductFields, orderQueries, paymentFields } from '@/server/graphql/resolvers/orders'
import { productMutations } from '@/server/graphql/resolvers/product-mutations'
import { productCategoryFields, productFields, productQueries } from '@/server/graphql/resolvers/products'
import { DateTime } from '@/server/graphql/resolvers/scalars'
import { userFields } from '@/server/graphql/resolvers/user-fields'
import type { Resolvers } from '@/server/graphql/resolvers-types'

const typeDefs = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8')

export const resolvers: Resolvers = {
  DateTime,
  Query: { ...authQueries, ...productQueries, ...orderQueries, ...globalSearchQueries },
  Mutation: { ...authMutations, ...productMutations, ...orderMutations },
  Subscription: liveSubscriptions,
  OrderChange: orderChangeFields,
  ProductChange: productChangeFields,
  User: userFields,
  Product: productFields,
  ProductCategory: productCategoryFields,
  Order: orderFields,
  OrderProduct: orderProductFields,
  Payment: paymentFields,
}

export function buildSchema() {
  return createSchema<ServerContext & GraphQLContext>({ typeDefs, resolvers })
}
