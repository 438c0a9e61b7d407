import { readFileSync } from 'node:fs'
import { createSchema } from 'graphql-yoga'
import { auditExports, auditMutations } from '@/server/graphql/audited-mutations'
import type { GraphQLContext, ServerContext } from '@/server/graphql/context'
import { enforceFieldAreas } from '@/server/graphql/field-areas'
import { auditQueries } from '@/server/graphql/resolvers/audit-queries'
import { authMutations, authQueries } from '@/server/graphql/resolvers/auth'
import { customerFields, customerMutations, customerQueries } from '@/server/graphql/resolvers/customers'
import { dashboardQueries } from '@/server/graphql/resolvers/dashboard'
import { inventoryStockMutations, inventoryStockQueries } from '@/server/graphql/resolvers/inventory-stock'
import {
  bulkUploadResultFields,
  inventoryUploadMutations,
  inventoryUploadQueries,
  inventoryUploadSubscriptions,
  uploadPreviewFields,
} from '@/server/graphql/resolvers/inventory-upload'
import { globalSearchQueries } from '@/server/graphql/resolvers/global-search'
import { liveSubscriptions, orderChangeFields, productChangeFields } from '@/server/graphql/resolvers/live-updates'
import { orderMutations } from '@/server/graphql/resolvers/order-mutations'
import { orderFields, orderProductFields, orderQueries, recentOrderFields } from '@/server/graphql/resolvers/orders'
import { productMutations } from '@/server/graphql/resolvers/product-mutations'
import { paginationFields } from '@/server/graphql/resolvers/pagination'
import {
  productCategoryFields,
  productFields,
  productQueries,
  productSearchResultFields,
  bulkUpdateResultFields,
} from '@/server/graphql/resolvers/products'
import { DateTime, Upload } from '@/server/graphql/resolvers/scalars'
import { settingsMutations } from '@/server/graphql/resolvers/settings'
import { twoStepMutations, twoStepQueries } from '@/server/graphql/resolvers/two-step'
import { passkeyMutations, passkeyQueries } from '@/server/graphql/resolvers/passkeys'
import { groupFields, groupMutations, groupQueries } from '@/server/graphql/resolvers/groups'
import { roleFields, roleMutations, roleQueries } from '@/server/graphql/resolvers/roles'
import { userFields } from '@/server/graphql/resolvers/user-fields'
import { userMutations } from '@/server/graphql/resolvers/user-mutations'
import { userQueries } from '@/server/graphql/resolvers/users'
import type { Resolvers } from '@/server/graphql/resolvers-types'

const typeDefs = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8')

const resolvers: Resolvers = {
  DateTime,
  Upload,
  Query: auditExports({
    ...authQueries,
    ...twoStepQueries,
    ...passkeyQueries,
    ...productQueries,
    ...orderQueries,
    ...inventoryStockQueries,
    ...inventoryUploadQueries,
    ...userQueries,
    ...customerQueries,
    ...groupQueries,
    ...roleQueries,
    ...dashboardQueries,
    ...globalSearchQueries,
    ...auditQueries,
  }),
  Mutation: auditMutations({
    ...authMutations,
    ...twoStepMutations,
    ...passkeyMutations,
    ...productMutations,
    ...orderMutations,
    ...settingsMutations,
    ...inventoryStockMutations,
    ...inventoryUploadMutations,
    ...userMutations,
    ...customerMutations,
    ...groupMutations,
    ...roleMutations,
  }),
  Subscription: { ...inventoryUploadSubscriptions, ...liveSubscriptions },
  OrderChange: orderChangeFields,
  ProductChange: productChangeFields,
  BulkUploadResult: bulkUploadResultFields,
  UploadPreview: uploadPreviewFields,
  User: userFields,
  Customer: customerFields,
  Group: groupFields,
  Role: roleFields,
  Product: productFields,
  ProductSearchResult: productSearchResultFields,
  BulkUpdateResult: bulkUpdateResultFields,
  ProductCategory: productCategoryFields,
  Order: orderFields,
  RecentOrder: recentOrderFields,
  OrderProduct: orderProductFields,
  Pagination: paginationFields,
}

export function buildSchema() {
  return enforceFieldAreas(createSchema<ServerContext & GraphQLContext>({ typeDefs, resolvers }))
}
