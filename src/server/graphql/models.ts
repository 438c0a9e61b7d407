/** The server-side shapes that resolvers return for GraphQL object types (codegen mappers). */
import type { CategoryRow, UserRow } from '@/server/db/schema'

export type UserModel = UserRow
export type { ProductModel } from '@/server/repositories/product-repository'
export type CategoryModel = CategoryRow & { productsCount?: number }
